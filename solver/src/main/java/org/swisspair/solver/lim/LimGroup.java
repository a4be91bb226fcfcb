package org.swisspair.solver.lim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.lim.LimExchangeOrder.Direction;
import org.swisspair.solver.pairing.Cancellation;

/**
 * One scoregroup of a Lim round, paired as the text runs it: the players with no compatible
 * opponent are transferred (2.3.1-2.3.3), a parity floater is chosen when the group is odd (2.3.4,
 * Article 3), the floaters from other groups are paired first (3.6-3.8), then the proposed pairing
 * of 2.4 is scrutinised player by player with the exchanges of Article 4 and, for colours, of 5.2;
 * a player who cannot be paired floats with a companion (4.4). The median group floats nobody: the
 * round cracks pairs elsewhere until it can be paired (2.6).
 *
 * <p>No backtracking: the text's search for an opponent that leaves the others a compatible
 * opponent (4.3) is answered by {@link LimFeasibility}, so each scrutinised player tries each of
 * his candidates at most once, each try costing at most one augmenting-path search (at most n^2
 * compatibility tests in a group of n). A group thus costs at most n^2 / 2 searches; in practice
 * few, since the oracle starts from the pairs the procedure is likely to make. The one repeat: a
 * parity floater who can come back only if earlier pairs change (4.4.1 with 4.3) has the group
 * scrutinised a second time.
 */
final class LimGroup {
  /** Where a group stands relative to the median (2.2). */
  enum Kind {
    ABOVE,
    MEDIAN,
    BELOW
  }

  /**
   * A player who came into this group unpaired.
   *
   * @param player pairing number
   * @param fromAbove true for a downfloater (from a higher scoregroup), false for an upfloater
   */
  record Incoming(int player, boolean fromAbove) {}

  /**
   * A player who leaves this group unpaired.
   *
   * @param player pairing number
   * @param type the floater type of 3.9.1, {@code a} to {@code d}
   * @param reason why, in the handbook's words
   */
  record Floated(int player, char type, String reason) {}

  private final RoundState state;
  private final LimCompatibility compat;
  private final LimSettings settings;
  private final Kind kind;
  private final Direction dir;
  private final int score;
  private final List<Integer> residents;
  private final List<Incoming> incoming;
  private final Set<Integer> incomingSet = new HashSet<>();
  private final List<Integer> adjacent;
  private final String adjacentName;
  private final boolean explain;

  private final List<int[]> pairs = new ArrayList<>();
  private final List<Floated> floated = new ArrayList<>();
  private final Map<String, List<String>> notes = new LinkedHashMap<>();
  private final Marks paired;
  private final Marks out;
  private List<Integer> members = List.of();
  private LimFeasibility oracle;
  private int parity;
  private boolean parityReturned;
  private boolean reopen;
  // The incoming floaters in their order, and every member in scrutiny order, once computed.
  private List<Integer> floaterOrder;
  private List<Integer> byScrutiny;

  /**
   * A group to pair.
   *
   * @param score the residents' pairing score
   * @param residents the players of this score, in any order
   * @param incoming the floaters from other groups, in the order they arrived
   * @param adjacent the residents of the group the floaters of this one go to (3.9), empty for the
   *     median
   * @param adjacentName that group, in words, for the explanation
   */
  LimGroup(
      LimCompatibility compat,
      LimSettings settings,
      Kind kind,
      int score,
      List<Integer> residents,
      List<Incoming> incoming,
      List<Integer> adjacent,
      String adjacentName,
      boolean explain) {
    this.state = compat.state();
    this.compat = compat;
    this.paired = new Marks(state.tournament().size());
    this.out = new Marks(state.tournament().size());
    this.settings = settings;
    this.kind = kind;
    this.dir = kind == Kind.BELOW ? Direction.UPWARD : Direction.DOWNWARD;
    this.score = score;
    this.residents = new ArrayList<>(residents);
    this.residents.sort(dir.scrutiny());
    this.incoming = List.copyOf(incoming);
    for (Incoming i : incoming) {
      incomingSet.add(i.player());
    }
    this.adjacent = List.copyOf(adjacent);
    this.adjacentName = adjacentName;
    this.explain = explain;
  }

  /** The pairs made, each as (scrutinised player, opponent), in the order they were made. */
  List<int[]> pairs() {
    return pairs;
  }

  /** The players who leave the group unpaired, in the order they were floated. */
  List<Floated> floated() {
    return floated;
  }

  /** The procedure's steps by article, for the explanation. */
  Map<String, List<String>> notes() {
    return notes;
  }

  Kind kind() {
    return kind;
  }

  Direction direction() {
    return dir;
  }

  int score() {
    return score;
  }

  List<Integer> residents() {
    return residents;
  }

  List<Incoming> incoming() {
    return incoming;
  }

  /** Pairs the group; the median group must be pairable as a whole (2.6). */
  void pair() {
    Cancellation.checkpoint();
    List<Integer> members = new ArrayList<>(floaterOrder());
    members.addAll(residents);
    // A player alone in his group is its parity floater (2.3.4) rather than a transfer.
    if (kind != Kind.MEDIAN && members.size() > 1) {
      members = transfer(members);
    }
    this.members = members;
    oracle = new LimFeasibility(members, compat.rows(members), plainPairs(members));
    if (kind == Kind.MEDIAN && !oracle.perfect()) {
      throw new IllegalStateException(
          "the median group " + members + " cannot be paired (2.6 should have cracked pairs)");
    }
    if (members.size() % 2 == 1) {
      parityFloater(members);
    }
    int transfers = floated.size() - (parity != 0 ? 1 : 0);
    scrutinise();
    if (reopen) {
      // LIM-11: the parity floater is back and the group is scrutinised again from its start, so
      // that an earlier player may change opponent (4.3); 4.4.1 is not applied a second time.
      reopen = false;
      parity = 0;
      pairs.clear();
      paired.clear();
      floated.subList(transfers, floated.size()).clear();
      out.clear();
      floated.forEach(x -> out.add(x.player()));
      oracle = new LimFeasibility(members, compat.rows(members), plainPairs(members));
      scrutinise();
    }
  }

  /** 3.6-3.8, then 2.4 and Article 4: the scrutiny of the players still in the group. */
  private void scrutinise() {
    // 3.6-3.7: the floaters from other groups first, in their order.
    for (int f : floaterOrder()) {
      if (paired.contains(f) || out.contains(f)) {
        continue;
      }
      int c =
          choose(
              f,
              List.of(available(f)),
              (kind == Kind.BELOW ? "3.7" : "3.6") + " floaters first",
              true);
      if (c == 0) {
        floatPlayer(
            f,
            "3.5: no opponent here leaves the rest of the group paired as fully: floated to a"
                + " further scoregroup");
        if (reopen) {
          return;
        }
      }
    }
    // 2.4 and Article 4: the proposed pairing of the rest, scrutinised player by player.
    List<Integer> rest = scrutinyOrder();
    if (explain && !rest.isEmpty()) {
      note("2.4 proposed", proposalText(rest));
    }
    while (true) {
      rest = scrutinyOrder();
      if (rest.isEmpty()) {
        break;
      }
      int p = rest.get(0);
      int c = choose(p, List.of(LimExchangeOrder.candidates(rest)), "4.1 exchanges", false);
      if (c == 0) {
        floatPlayer(
            p,
            "4.4: no exchange gives a compatible opponent that leaves the others paired as"
                + " fully");
        if (reopen) {
          return;
        }
      }
    }
  }

  /**
   * The pairs the procedure makes where it needs no look-ahead: each player in turn takes his first
   * compatible candidate, one due the other colour first. A hint for the oracle only: its matching
   * then already holds most pairs the procedure asks about.
   */
  private List<int[]> plainPairs(List<Integer> members) {
    Set<Integer> in = new HashSet<>(members);
    Set<Integer> taken = new HashSet<>();
    List<int[]> hint = new ArrayList<>();
    List<Integer> fl = new ArrayList<>();
    for (int f : floaterOrder()) {
      if (in.contains(f)) {
        fl.add(f);
      }
    }
    List<Integer> res = new ArrayList<>();
    for (int r : residents) {
      if (in.contains(r)) {
        res.add(r);
      }
    }
    List<Integer> all = new ArrayList<>(fl);
    all.addAll(res);
    all.sort(dir.scrutiny());
    for (int f : fl) {
      if (taken.contains(f)) {
        continue;
      }
      taken.add(f);
      int c = plainChoice(f, all, taken);
      if (c != 0) {
        taken.add(c);
        hint.add(new int[] {f, c});
      }
    }
    List<Integer> rest = new ArrayList<>();
    for (int r : res) {
      if (!taken.contains(r)) {
        rest.add(r);
      }
    }
    while (!rest.isEmpty()) {
      int p = rest.get(0);
      int c = plainChoice(p, LimExchangeOrder.candidates(rest), Set.of());
      rest.remove(0);
      if (c != 0) {
        rest.remove(Integer.valueOf(c));
        hint.add(new int[] {p, c});
      }
    }
    return hint;
  }

  private int plainChoice(int p, List<Integer> candidates, Set<Integer> taken) {
    int first = 0;
    for (int c : candidates) {
      if (c == p || taken.contains(c) || !compat.compatible(p, c)) {
        continue;
      }
      if (LimColours.bothGranted(state.player(p), state.player(c))) {
        return c;
      }
      if (first == 0) {
        first = c;
      }
    }
    return first;
  }

  /**
   * 3.8 (LIM-15): the players "available" to floater {@code f}, residents and other floaters alike,
   * from the highest numbered downward (upward: from the lowest numbered).
   */
  private List<Integer> available(int f) {
    List<Integer> outList = unpairedMembers();
    outList.remove(Integer.valueOf(f));
    outList.sort(dir.scrutiny());
    return outList;
  }

  /** The players still to pair in scrutiny order (4.1). */
  private List<Integer> scrutinyOrder() {
    if (byScrutiny == null) {
      byScrutiny = new ArrayList<>(floaterOrder());
      byScrutiny.addAll(residents);
      byScrutiny.sort(dir.scrutiny());
    }
    return unpaired(byScrutiny);
  }

  /** The incoming floaters in the order they are paired (3.6, 3.7, LIM-15). */
  private List<Integer> floaterOrder() {
    if (floaterOrder == null) {
      floaterOrder = List.copyOf(sortedFloaters());
    }
    return floaterOrder;
  }

  private List<Integer> sortedFloaters() {
    List<Incoming> down = new ArrayList<>();
    List<Incoming> up = new ArrayList<>();
    for (Incoming i : incoming) {
      (i.fromAbove() ? down : up).add(i);
    }
    // 3.6: highest score first, then the highest number (#1 side); 3.7: the mirror.
    down.sort(
        Comparator.comparingInt((Incoming i) -> -state.player(i.player()).pairingScore())
            .thenComparingInt(Incoming::player));
    up.sort(
        Comparator.comparingInt((Incoming i) -> state.player(i.player()).pairingScore())
            .thenComparingInt(i -> -i.player()));
    List<Integer> outList = new ArrayList<>();
    // 3.6.3: above the median and in it downfloaters first; 3.7.3: below it upfloaters first.
    List<Incoming> first = kind == Kind.BELOW ? up : down;
    List<Incoming> second = kind == Kind.BELOW ? down : up;
    first.forEach(i -> outList.add(i.player()));
    second.forEach(i -> outList.add(i.player()));
    return outList;
  }

  /** 2.3.1-2.3.3 (LIM-16): players with no compatible opponent in the group leave it first. */
  private List<Integer> transfer(List<Integer> members) {
    List<Integer> keep = new ArrayList<>();
    List<Integer> gone = new ArrayList<>();
    for (int x : members) {
      boolean any = false;
      for (int y : members) {
        if (y != x && compat.compatible(x, y)) {
          any = true;
          break;
        }
      }
      (any ? keep : gone).add(x);
    }
    for (int x : precedenceOrder(gone)) {
      boolean metAll = true;
      for (int y : members) {
        if (y != x && !state.player(x).opponents().contains(y)) {
          metAll = false;
          break;
        }
      }
      String why =
          metAll
              ? "2.3.1: has played every other player of the group"
              : "2.3.2-2.3.3: no compatible opponent in the group (colours 5.1.1-5.1.2, or a"
                  + " forbidden pair)";
      if (incomingSet.contains(x)) {
        why = why + "; 3.5: floated to a further scoregroup";
      }
      floated.add(new Floated(x, type(x, floated), why));
      out.add(x);
      note("2.3 transfers", x + " (" + why + ")");
    }
    return keep;
  }

  /**
   * 2.3.4 and Article 3 (LIM-12): the parity floater avoids types a, b, c (3.9.2), then is a player
   * due the colour more players are due (3.2.2), then the lowest numbered (3.2.4, 3.3, 3.4); a
   * type-d player who floated last round is passed over for the next type-d player if that costs
   * the group no pair (3.10); in a Maxi-tournament the lowest numbered player floats unless the one
   * chosen is within the rating limit of him (3.2.3).
   */
  private void parityFloater(List<Integer> members) {
    int dueWhite = 0;
    int dueBlack = 0;
    for (int x : members) {
      Colour c = LimColours.due(state.player(x));
      dueWhite += c == Colour.WHITE ? 1 : 0;
      dueBlack += c == Colour.BLACK ? 1 : 0;
    }
    Colour excess =
        dueWhite > dueBlack ? Colour.WHITE : dueBlack > dueWhite ? Colour.BLACK : Colour.NONE;
    Map<Integer, Character> types = new HashMap<>();
    for (int x : members) {
      types.put(x, type(x, floated));
    }
    List<Integer> order = new ArrayList<>(members);
    Comparator<Integer> lowestNumberedFirst = dir.scrutiny().reversed();
    order.sort(
        Comparator.comparingInt((Integer x) -> typeRank(types.get(x)))
            .thenComparingInt(
                x -> excess != Colour.NONE && LimColours.due(state.player(x)) != excess ? 1 : 0)
            .thenComparing(lowestNumberedFirst));
    int chosen = order.get(0);
    String rule310 = "";
    if (types.get(chosen) == 'd' && floatedLastRound(chosen)) {
      // LIM-14: 3.10 only for another type-d floater (3.10.1) who costs no pair (3.10.2).
      boolean keeps = oracle.canRemove(chosen);
      for (int y : order) {
        if (types.get(y) == 'd' && !floatedLastRound(y) && (!keeps || oracle.canRemove(y))) {
          rule310 = "; 3.10: not " + chosen + ", who floated last round";
          chosen = y;
          break;
        }
      }
      if (rule310.isEmpty()) {
        rule310 = "; floated last round, but 3.10.1-3.10.2 leave no other choice";
      }
    }
    String maxiNote = "";
    if (settings.maxi()) {
      // 3.2.3 (LIM-18): the lowest numbered player, unless the one chosen is within the limit.
      List<Integer> byNumber = new ArrayList<>(members);
      byNumber.sort(lowestNumberedFirst);
      int lowest = byNumber.get(0);
      if (lowest != chosen && !settings.withinLimit(rating(chosen), rating(lowest))) {
        maxiNote =
            "; 3.2.3 Maxi: "
                + chosen
                + " is more than "
                + settings.ratingLimit()
                + " points from the lowest numbered player "
                + lowest
                + ", who floats instead";
        chosen = lowest;
      }
    }
    String why =
        "2.3.4 parity floater: due White "
            + dueWhite
            + ", due Black "
            + dueBlack
            + (excess == Colour.NONE
                ? " (3.2.4: the lowest numbered"
                : " (3.2.2: a player due " + LimColours.name(excess))
            + (types.get(chosen) == 'd' ? ")" : "; 3.9.2: no type-d player)")
            + rule310
            + maxiNote;
    oracle.remove(chosen);
    out.add(chosen);
    parity = chosen;
    floated.add(new Floated(chosen, types.get(chosen), why));
    note("2.3 transfers", chosen + " (" + why + ")");
  }

  /**
   * The opponent {@code p} takes, 0 when none keeps the group's pairs: among the candidates of the
   * first tier that has an acceptable one, the first compatible one whose pair leaves the others
   * paired as fully (4.1-4.3, LIM-9), replaced by the first later one due the other colour (5.2,
   * 3.8, LIM-10), within the rating limit in a Maxi-tournament (5.7).
   */
  private int choose(int p, List<List<Integer>> tiers, String key, boolean always) {
    List<String> tried = explain ? new ArrayList<>() : null;
    for (List<Integer> tier : tiers) {
      int first = -1;
      for (int i = 0; i < tier.size(); i++) {
        int c = tier.get(i);
        if (!compat.compatible(p, c)) {
          if (tried != null) {
            tried.add(c + " " + compat.why(p, c));
          }
          continue;
        }
        if (oracle.canFix(p, c)) {
          first = i;
          break;
        }
        if (tried != null) {
          tried.add(c + " leaves others unpaired");
        }
      }
      if (first < 0) {
        continue;
      }
      int c0 = tier.get(first);
      int chosen = c0;
      if (!LimColours.bothGranted(state.player(p), state.player(c0))) {
        for (int i = first + 1; i < tier.size(); i++) {
          int c = tier.get(i);
          if (!compat.compatible(p, c)
              || !LimColours.bothGranted(state.player(p), state.player(c))) {
            continue;
          }
          if (settings.maxi() && !settings.withinLimit(rating(c0), rating(c))) {
            if (tried != null) {
              tried.add(c + " Maxi: more than " + settings.ratingLimit() + " points from " + c0);
            }
            continue;
          }
          if (oracle.canFix(p, c)) {
            chosen = c;
            break;
          }
        }
        if (tried != null) {
          Colour due = LimColours.due(state.player(p));
          tried.add(
              chosen == c0
                  ? c0 + " (both due " + LimColours.name(due) + "; no exchange gives colours)"
                  : c0 + " both due " + LimColours.name(due) + ": exchanged (5.2)");
        }
      }
      oracle.fix(p, chosen);
      paired.add(p);
      paired.add(chosen);
      pairs.add(new int[] {p, chosen});
      if (tried != null && (always || !tried.isEmpty())) {
        note(
            key,
            p + ": " + (tried.isEmpty() ? "" : String.join(", ", tried) + " ") + "-> " + chosen);
      }
      return chosen;
    }
    if (tried != null) {
      note(key, p + ": " + (tried.isEmpty() ? "" : String.join(", ", tried) + " ") + "-> floats");
    }
    return 0;
  }

  /**
   * {@code p} floats (4.4, 3.5); to keep the group even, the parity floater comes back in his place
   * if he can then be paired (4.4.1), or comes back with the group paired again if earlier pairs
   * must change for it (4.3), else the lowest numbered player remaining whose float leaves the
   * others paired as fully goes with him (4.4.2, LIM-11).
   */
  private void floatPlayer(int p, String why) {
    if (kind == Kind.MEDIAN) {
      throw new IllegalStateException("player " + p + " cannot be paired in the median group");
    }
    oracle.remove(p);
    out.add(p);
    floated.add(new Floated(p, type(p, floated), why));
    note("4.4 floated", p + " (" + why + ")");
    List<Integer> remaining = unpairedMembers();
    if (remaining.size() % 2 == 0) {
      return;
    }
    if (parity != 0 && !parityReturned) {
      parityReturned = true;
      int before = oracle.maxPairs();
      oracle.restore(parity);
      if (oracle.maxPairs() > before) {
        int f = parity;
        out.remove(f);
        floated.removeIf(x -> x.player() == f);
        note("4.4 floated", "4.4.1: " + p + " exchanged with the parity floater " + f);
        return;
      }
      // LIM-11: the pairs made hold the opponents the parity floater needs; 4.3 lets their
      // players change opponent, so the group is paired again with him when that pairs more.
      if (new LimFeasibility(members, compat::compatible).maxPairs() > pairs.size() + before) {
        reopen = true;
        note(
            "4.4 floated",
            "4.4.1 with 4.3: "
                + p
                + " has no opponent; the parity floater "
                + parity
                + " comes back and the group is scrutinised again, earlier pairs free to change");
        return;
      }
      oracle.remove(parity);
    }
    // LIM-11: "the lowest numbered player remaining" (upward: the highest numbered).
    remaining.sort(dir.scrutiny().reversed());
    for (int x : remaining) {
      if (oracle.canRemove(x)) {
        String companion = "4.4.2: floats with " + p + " to keep the group even";
        oracle.remove(x);
        out.add(x);
        floated.add(new Floated(x, type(x, floated), companion));
        note("4.4 floated", x + " (" + companion + ")");
        return;
      }
    }
    throw new IllegalStateException("no companion for floater " + p + " in " + remaining);
  }

  /** The group's players still to pair, incoming floaters first in their order. */
  private List<Integer> unpairedMembers() {
    List<Integer> remaining = new ArrayList<>(unpaired(floaterOrder()));
    remaining.addAll(unpaired(residents));
    return remaining;
  }

  /**
   * The floater type of 3.9.1 (LIM-13): a or b for a player who floated into this group, c or d for
   * a resident; a and c have no compatible opponent left in the adjacent group once the floaters
   * before them (3.3, 3.4) have theirs.
   */
  private char type(int x, List<Floated> before) {
    boolean has = hasAdjacentOpponent(x, before);
    if (incomingSet.contains(x)) {
      return has ? 'b' : 'a';
    }
    return has ? 'd' : 'c';
  }

  /**
   * True when {@code x} has a compatible opponent in the adjacent group after the floaters that
   * precede him (higher score, then higher number; upward the mirror) have theirs: a bipartite
   * matching of those floaters and {@code x} into the adjacent group's residents.
   */
  private boolean hasAdjacentOpponent(int x, List<Floated> before) {
    if (adjacent.isEmpty()) {
      return false;
    }
    List<Integer> ahead = new ArrayList<>();
    for (Floated f : before) {
      if (f.player() != x && precedes(f.player(), x)) {
        ahead.add(f.player());
      }
    }
    ahead.sort(this::compareFloatOrder);
    Map<Integer, Integer> taken = new HashMap<>();
    for (int f : ahead) {
      augmentInto(f, taken, new HashSet<>());
    }
    return augmentInto(x, taken, new HashSet<>());
  }

  private boolean augmentInto(int f, Map<Integer, Integer> taken, Set<Integer> visited) {
    for (int r : adjacent) {
      if (!visited.add(r) || !compat.compatible(f, r)) {
        continue;
      }
      Integer holder = taken.get(r);
      if (holder == null || augmentInto(holder, taken, visited)) {
        taken.put(r, f);
        return true;
      }
    }
    return false;
  }

  /** True when floater {@code f} is paired before {@code x} in the group they go to (3.6, 3.7). */
  private boolean precedes(int f, int x) {
    return compareFloatOrder(f, x) < 0;
  }

  private int compareFloatOrder(int f, int x) {
    int sf = state.player(f).pairingScore();
    int sx = state.player(x).pairingScore();
    if (dir == Direction.DOWNWARD) {
      return sf != sx ? Integer.compare(sx, sf) : Integer.compare(f, x);
    }
    return sf != sx ? Integer.compare(sf, sx) : Integer.compare(x, f);
  }

  private List<Integer> precedenceOrder(List<Integer> ids) {
    List<Integer> outList = new ArrayList<>(ids);
    outList.sort(this::compareFloatOrder);
    return outList;
  }

  /** LIM-14: a game played last round against a player of another pairing score. */
  private boolean floatedLastRound(int x) {
    PlayerState p = state.player(x);
    return state.round() > 1
        && p.floatBefore(1) != org.swisspair.model.FloatDirection.NONE
        && state.tournament().player(x).round(state.round() - 1).played();
  }

  private int rating(int x) {
    return state.tournament().player(x).rating();
  }

  private List<Integer> unpaired(List<Integer> ids) {
    List<Integer> outList = new ArrayList<>(ids.size());
    for (Integer id : ids) {
      if (!paired.contains(id) && !out.contains(id)) {
        outList.add(id);
      }
    }
    return outList;
  }

  private String proposalText(List<Integer> ordered) {
    List<String> parts = new ArrayList<>();
    for (int[] pr : LimExchangeOrder.proposal(ordered)) {
      parts.add(pr[0] + "-" + pr[1]);
    }
    return String.join(" ", parts);
  }

  private void note(String key, String text) {
    if (explain) {
      notes.computeIfAbsent(key, k -> new ArrayList<>()).add(text);
    }
  }

  static int typeRank(char type) {
    return switch (type) {
      case 'd' -> 0;
      case 'c' -> 1;
      case 'b' -> 2;
      default -> 3;
    };
  }

  /** The floater type in words (3.9.1). */
  String typeText(char type) {
    String where = adjacentName;
    return switch (type) {
      case 'a' -> "floated here already, no compatible opponent in " + where;
      case 'b' -> "floated here already, a compatible opponent in " + where;
      case 'c' -> "no compatible opponent in " + where;
      default -> "a compatible opponent in " + where;
    };
  }

  /** The group in words, e.g. {@code score 1.5 (above the median, paired downward)}. */
  String describe() {
    String where =
        switch (kind) {
          case ABOVE -> "above the median";
          case MEDIAN -> "the median scoregroup, last";
          case BELOW -> "below the median";
        };
    return "score " + Points.format(score) + " (" + where + ", paired " + dir.word() + ")";
  }

  /** Players marked by pairing number: a set read once per candidate, so an array, not a hash. */
  private static final class Marks {
    private final boolean[] marked;
    private final List<Integer> ids = new ArrayList<>();

    Marks(int players) {
      marked = new boolean[players + 1];
    }

    void add(int id) {
      if (!marked[id]) {
        marked[id] = true;
        ids.add(id);
      }
    }

    void remove(int id) {
      if (marked[id]) {
        marked[id] = false;
        ids.remove(Integer.valueOf(id));
      }
    }

    boolean contains(int id) {
      return marked[id];
    }

    void clear() {
      for (int id : ids) {
        marked[id] = false;
      }
      ids.clear();
    }
  }
}
