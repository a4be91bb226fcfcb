package org.swisspair.model;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Tournament pairing numbers reassigned in the initial order of C.04.2 2.2: rating descending, then
 * FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, no title), then name alphabetically. Used when
 * the ranking data were corrected (2.3) and to give late entries their proper TPN (2.4-2.5). C.04.2
 * 2.3 forbids it once the fourth round has been paired.
 *
 * <p>Every pairing-number reference is remapped: opponents in every round, virtual points,
 * forbidden pairs, bye requests and team members. Records kept verbatim in {@link
 * Tournament#otherLines()} are not interpreted and so not remapped.
 *
 * @param tournament the tournament with players renumbered 1..n in the initial order
 * @param newByOld the new pairing number of each old one, in old order
 */
public record PairingNumbers(Tournament tournament, Map<Integer, Integer> newByOld) {

  /** FIDE titles in the order of C.04.2 2.2.2, highest first. */
  public static final List<String> TITLE_ORDER =
      List.of("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM");

  /** C.04.2 2.3: no TPN change once this many rounds have been paired. */
  private static final int FOURTH_ROUND = 4;

  /** Copies the collections. */
  public PairingNumbers {
    newByOld = Collections.unmodifiableMap(new LinkedHashMap<>(newByOld));
  }

  /**
   * Reassigns the pairing numbers of {@code t} in the order of C.04.2 2.2.
   *
   * @throws IllegalStateException when the fourth round has already been paired (C.04.2 2.3)
   */
  public static PairingNumbers reassign(Tournament t) {
    int paired = t.roundsPaired();
    if (paired >= FOURTH_ROUND) {
      throw new IllegalStateException(
          "pairing numbers cannot be reassigned: "
              + paired
              + " rounds are paired, and C.04.2 2.3 allows no TPN change after the fourth round"
              + " has been paired; correct the data for the standings only");
    }
    List<Player> order = new ArrayList<>(t.players());
    order.sort(initialOrder());
    Map<Integer, Integer> newByOld = new LinkedHashMap<>();
    int[] map = new int[t.size() + 1];
    for (int i = 0; i < order.size(); i++) {
      map[order.get(i).id()] = i + 1;
    }
    for (int old = 1; old <= t.size(); old++) {
      newByOld.put(old, map[old]);
    }
    List<Player> players = new ArrayList<>();
    for (Player p : order) {
      List<RoundEntry> rounds = new ArrayList<>();
      for (RoundEntry e : p.rounds()) {
        rounds.add(
            e.opponent() == 0
                ? e
                : new RoundEntry(remap(map, e.opponent()), e.colour(), e.result()));
      }
      players.add(
          new Player(
              map[p.id()],
              p.sex(),
              p.title(),
              p.name(),
              p.rating(),
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.declaredPoints(),
              p.rank(),
              rounds));
    }
    Map<Integer, List<Integer>> acceleration = new LinkedHashMap<>();
    t.acceleration().forEach((id, points) -> acceleration.put(remap(map, id), points));
    List<ForbiddenPairs> forbidden = new ArrayList<>();
    for (ForbiddenPairs f : t.forbidden()) {
      forbidden.add(new ForbiddenPairs(remap(map, f.players()), f.firstRound(), f.lastRound()));
    }
    List<ByeRequest> byes = new ArrayList<>();
    for (ByeRequest b : t.byeRequests()) {
      byes.add(new ByeRequest(remap(map, b.player()), b.round(), b.kind()));
    }
    List<Team> teams = new ArrayList<>();
    for (Team team : t.teams()) {
      teams.add(team.withMembers(remap(map, team.members())));
    }
    Tournament renumbered =
        new Tournament(
            t.header(),
            players,
            t.totalRounds(),
            t.initialColour(),
            t.scoring(),
            t.systemCode(),
            acceleration,
            forbidden,
            byes,
            teams,
            t.otherLines(),
            t.pairByRankOrder());
    return new PairingNumbers(renumbered, newByOld);
  }

  /** The new pairing number of old pairing number {@code old}. */
  public int newNumber(int old) {
    Integer n = newByOld.get(old);
    if (n == null) {
      throw new IllegalArgumentException("no player " + old + "; pairing numbers are 1.." + size());
    }
    return n;
  }

  private int size() {
    return newByOld.size();
  }

  /**
   * The order of C.04.2 2.2: rating descending, FIDE title, name; the old TPN breaks exact ties so
   * the result is reproducible.
   */
  public static Comparator<Player> initialOrder() {
    Collator collator = Collator.getInstance(Locale.ROOT);
    return Comparator.comparingInt(Player::rating)
        .reversed()
        .thenComparingInt(p -> titleRank(p.title()))
        .thenComparing(Player::name, collator)
        .thenComparingInt(Player::id);
  }

  /**
   * The position of a title in the order of C.04.2 2.2.2 (0 for GM), {@link #TITLE_ORDER}'s size
   * for none; accepts the full names and the TRF-16 letters ({@code g}, {@code m}, {@code wg},
   * {@code f}, {@code wm}, {@code c}, {@code wf}, {@code wc}) in any case.
   */
  public static int titleRank(String title) {
    String t = title.strip().toUpperCase(Locale.ROOT);
    String full =
        switch (t) {
          case "G" -> "GM";
          case "M" -> "IM";
          case "WG" -> "WGM";
          case "F" -> "FM";
          case "WM" -> "WIM";
          case "C" -> "CM";
          case "WF" -> "WFM";
          case "WC" -> "WCM";
          default -> t;
        };
    int i = TITLE_ORDER.indexOf(full);
    return i < 0 ? TITLE_ORDER.size() : i;
  }

  private static int remap(int[] map, int old) {
    if (old < 1 || old >= map.length) {
      throw new IllegalArgumentException(
          "pairing number "
              + old
              + " refers to no player; pairing numbers are 1.."
              + (map.length - 1));
    }
    return map[old];
  }

  private static List<Integer> remap(int[] map, List<Integer> old) {
    List<Integer> out = new ArrayList<>();
    for (int id : old) {
      out.add(remap(map, id));
    }
    return out;
  }
}
