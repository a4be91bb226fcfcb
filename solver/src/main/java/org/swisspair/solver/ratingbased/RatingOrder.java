package org.swisspair.solver.ratingbased;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.swisspair.model.Player;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;

/**
 * The order of the rating-based system (old C.04.1 A.2): score, rating, FIDE title, name; and the
 * publishing order of F.1.
 */
public final class RatingOrder {
  private RatingOrder() {}

  /** FIDE titles in the order of A.2.c, highest first (RTG-3). */
  public static final List<String> TITLES = List.of("IGM", "IM", "WGM", "WIM", "FM", "WFM");

  /**
   * The position of a title in {@link #TITLES}, its size for none; TRF letters ({@code g}, {@code
   * m}, {@code wg}, {@code wm}, {@code f}, {@code wf}) and GM for IGM are accepted; titles the old
   * text does not list (CM, WCM) count as none (RTG-3).
   */
  public static int titleRank(String title) {
    String t = title.strip().toUpperCase(Locale.ROOT);
    String full =
        switch (t) {
          case "G", "GM" -> "IGM";
          case "M" -> "IM";
          case "WG" -> "WGM";
          case "WM" -> "WIM";
          case "F" -> "FM";
          case "WF" -> "WFM";
          default -> t;
        };
    int i = TITLES.indexOf(full);
    return i < 0 ? TITLES.size() : i;
  }

  /**
   * A.2: pairing score (GEN-2) descending, then rating descending, title, name alphabetically, and
   * the pairing number last so that the order is total (RTG-3).
   */
  public static Comparator<Integer> byId(RoundState s) {
    Collator collator = Collator.getInstance(Locale.ROOT);
    Comparator<Player> data =
        Comparator.comparingInt(Player::rating)
            .reversed()
            .thenComparingInt(p -> titleRank(p.title()))
            .thenComparing(Player::name, collator);
    return Comparator.<Integer>comparingInt(id -> -s.player(id).pairingScore())
        .thenComparing(id -> s.tournament().player(id), data)
        .thenComparingInt(id -> id);
  }

  /**
   * F.1: the score of the higher player of each pair, then the sum of both scores, then the rank of
   * the higher player by A.2 (RTG-18: "higher" by A.2, not by pairing number); the bye last.
   */
  public static List<Pair> boards(RoundState s, List<Pair> boards) {
    Comparator<Integer> order = byId(s);
    List<Integer> ranked = new ArrayList<>(s.playersToPair());
    ranked.sort(order);
    int[] rank = new int[s.tournament().size() + 1];
    for (int i = 0; i < ranked.size(); i++) {
      rank[ranked.get(i)] = i;
    }
    List<Pair> games = new ArrayList<>();
    List<Pair> byes = new ArrayList<>();
    for (Pair p : boards) {
      (p.isBye() ? byes : games).add(p);
    }
    Comparator<Pair> f1 =
        Comparator.<Pair>comparingInt(p -> -s.player(higher(rank, p)).pairingScore())
            .thenComparingInt(
                p -> -(s.player(p.white()).pairingScore() + s.player(p.black()).pairingScore()))
            .thenComparingInt(p -> rank[higher(rank, p)]);
    games.sort(f1);
    games.addAll(byes);
    return games;
  }

  private static int higher(int[] rank, Pair p) {
    return rank[p.white()] < rank[p.black()] ? p.white() : p.black();
  }
}
