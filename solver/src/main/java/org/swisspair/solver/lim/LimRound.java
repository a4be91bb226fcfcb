package org.swisspair.solver.lim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.TreeMap;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * One round of the Lim system as the text runs it: the PAB first (Article 1, 7.1), then the
 * scoregroups above the median from the top down, those below it from the bottom up, and the median
 * group last (2.2, 8.3), each floating its unpaired players towards the median; a median group that
 * cannot be paired is extended by cracking pairs of the neighbouring groups, one at a time (2.6):
 * at most as many cracks as pairs made outside it, each one augmenting-path search, and the median
 * then paired once.
 */
final class LimRound {
  /**
   * A pair cracked to extend the median group (2.6).
   *
   * @param a one player
   * @param b the other
   * @param fromAbove true when it came from a group above the median
   * @param group the group it was made in
   * @param why the article and the counts that decided the side
   */
  record Crack(int a, int b, boolean fromAbove, LimGroup group, String why) {}

  /**
   * What the procedure did.
   *
   * @param pab the PAB receiver, 0 when none
   * @param pabReason why, for the explanation
   * @param groups the groups in the order they were paired, the median last
   * @param cracks the pairs cracked for the median group (2.6), in order
   * @param pairs the final pairs, each as (scrutinised player, opponent)
   */
  record Outcome(
      int pab, String pabReason, List<LimGroup> groups, List<Crack> cracks, List<int[]> pairs) {}

  /** A pair made in a group. */
  private record Made(int a, int b, LimGroup group) {}

  private final RoundState state;
  private final LimSettings settings;
  private final LimCompatibility compat;
  private final boolean explain;

  LimRound(RoundState state, LimSettings settings, boolean explain) {
    this.state = state;
    this.settings = settings;
    this.compat = new LimCompatibility(state);
    this.explain = explain;
  }

  /** Runs the procedure. */
  Outcome run() throws NoValidPairingException {
    List<Integer> toPair = state.playersToPair();
    LimFeasibility all = new LimFeasibility(toPair, compat::compatible);
    int pab = 0;
    String pabReason = "";
    if (toPair.size() % 2 == 1) {
      pab = pab(all, toPair);
      pabReason = pabReason(pab);
    } else if (!all.perfect()) {
      throw new NoValidPairingException(
          "no pairing gives every player a compatible opponent (Lim 2.1, C.04.1 2 and 6-7)",
          toPair);
    }
    // 2.2: scoregroups above, at and below the median.
    TreeMap<Integer, List<Integer>> byScore = new TreeMap<>();
    for (int id : toPair) {
      if (id != pab) {
        byScore.computeIfAbsent(state.player(id).pairingScore(), k -> new ArrayList<>()).add(id);
      }
    }
    List<Integer> above = new ArrayList<>();
    List<Integer> below = new ArrayList<>();
    List<Integer> medianResidents = new ArrayList<>();
    int medianScore = (int) Math.floorDiv(LimMedian.twice(state), 2);
    for (var e : byScore.entrySet()) {
      int side = LimMedian.side(state, e.getKey());
      if (side > 0) {
        above.add(0, e.getKey());
      } else if (side < 0) {
        below.add(e.getKey());
      } else {
        medianScore = e.getKey();
        medianResidents = e.getValue();
      }
    }
    List<LimGroup> groups = new ArrayList<>();
    Deque<Made> madeAbove = new ArrayDeque<>();
    Deque<Made> madeBelow = new ArrayDeque<>();
    List<LimGroup.Incoming> fromAbove =
        pass(above, byScore, medianResidents, LimGroup.Kind.ABOVE, groups, madeAbove);
    List<LimGroup.Incoming> fromBelow =
        pass(below, byScore, medianResidents, LimGroup.Kind.BELOW, groups, madeBelow);
    // The median group, extended step by step while it cannot be paired (2.6).
    List<LimGroup.Incoming> incoming = new ArrayList<>(fromAbove);
    incoming.addAll(fromBelow);
    List<Integer> members = new ArrayList<>(medianResidents);
    incoming.forEach(i -> members.add(i.player()));
    LimFeasibility median = new LimFeasibility(members, compat::compatible);
    List<Crack> cracks = new ArrayList<>();
    while (!median.perfect()) {
      Cancellation.checkpoint();
      long down = incoming.stream().filter(LimGroup.Incoming::fromAbove).count();
      long up = incoming.size() - down;
      // LIM-17: 2.6.1 cracks below when more floaters came from above, else 2.6.2 above; a side
      // with no pair left yields to the other.
      boolean crackBelow = down > up;
      String why =
          crackBelow
              ? "2.6.1: " + down + " floaters from above, " + up + " from below"
              : "2.6.2: " + down + " floaters from above, " + up + " from below";
      if (crackBelow && madeBelow.isEmpty() || !crackBelow && madeAbove.isEmpty()) {
        crackBelow = !crackBelow;
        why = why + "; no pair left on that side, so the other side";
      }
      Deque<Made> side = crackBelow ? madeBelow : madeAbove;
      if (side.isEmpty()) {
        // The PAB was chosen so that everybody else can be paired: unreachable.
        throw new IllegalStateException("median group " + members + " blocked with no pair left");
      }
      Made m = side.pop();
      cracks.add(new Crack(m.a(), m.b(), !crackBelow, m.group(), why));
      for (int id : new int[] {m.a(), m.b()}) {
        incoming.add(new LimGroup.Incoming(id, !crackBelow));
        members.add(id);
        median.add(id);
      }
    }
    String medianName = "the median group (score " + LimMedian.text(state) + ")";
    LimGroup mg =
        new LimGroup(
            compat,
            settings,
            LimGroup.Kind.MEDIAN,
            medianScore,
            medianResidents,
            incoming,
            List.of(),
            medianName,
            explain);
    mg.pair();
    groups.add(mg);
    List<int[]> pairs = new ArrayList<>();
    // Pairs in the order made: the downward pass, the upward pass, then the median.
    for (Made m : reversed(madeAbove)) {
      pairs.add(new int[] {m.a(), m.b()});
    }
    for (Made m : reversed(madeBelow)) {
      pairs.add(new int[] {m.a(), m.b()});
    }
    pairs.addAll(mg.pairs());
    return new Outcome(pab, pabReason, groups, cracks, pairs);
  }

  /**
   * Pairs the groups of one side of the median in order (2.2: above from the top down, below from
   * the bottom up), each one's floaters joining the next (3.2.1); returns those for the median.
   */
  private List<LimGroup.Incoming> pass(
      List<Integer> scores,
      TreeMap<Integer, List<Integer>> byScore,
      List<Integer> medianResidents,
      LimGroup.Kind kind,
      List<LimGroup> groups,
      Deque<Made> made) {
    List<LimGroup.Incoming> incoming = new ArrayList<>();
    boolean down = kind == LimGroup.Kind.ABOVE;
    for (int i = 0; i < scores.size(); i++) {
      int s = scores.get(i);
      boolean last = i + 1 == scores.size();
      List<Integer> adjacent = last ? medianResidents : byScore.get(scores.get(i + 1));
      String adjacentName =
          last
              ? "the median group (score " + LimMedian.text(state) + ")"
              : "score " + Points.format(scores.get(i + 1));
      LimGroup g =
          new LimGroup(
              compat, settings, kind, s, byScore.get(s), incoming, adjacent, adjacentName, explain);
      g.pair();
      groups.add(g);
      for (int[] p : g.pairs()) {
        made.push(new Made(p[0], p[1], g));
      }
      incoming = new ArrayList<>();
      for (LimGroup.Floated f : g.floated()) {
        incoming.add(new LimGroup.Incoming(f.player(), down));
      }
    }
    return incoming;
  }

  /**
   * Article 1 and 7.1 (LIM-8): the PAB goes to the lowest ranked player (largest TPN) of the lowest
   * scoregroup who may receive it (C.04.1 4) and whose absence leaves the others pairable.
   */
  private int pab(LimFeasibility all, List<Integer> toPair) throws NoValidPairingException {
    List<PlayerState> order = new ArrayList<>();
    for (int id : toPair) {
      order.add(state.player(id));
    }
    order.sort(
        Comparator.comparingInt(PlayerState::pairingScore)
            .thenComparing(Comparator.comparingInt(PlayerState::id).reversed()));
    if (2 * all.maxPairs() + 1 == toPair.size()) {
      for (PlayerState p : order) {
        if (!p.byeIneligible() && all.canRemove(p.id())) {
          return p.id();
        }
      }
    }
    throw new NoValidPairingException(
        "no player can receive the PAB (C.04.1 4) and leave the others pairable (Lim 2.1)", toPair);
  }

  private String pabReason(int pab) {
    PlayerState p = state.player(pab);
    StringBuilder skipped = new StringBuilder();
    for (int id : state.playersToPair()) {
      PlayerState q = state.player(id);
      boolean before =
          q.pairingScore() < p.pairingScore()
              || q.pairingScore() == p.pairingScore() && q.id() > p.id();
      if (before) {
        skipped
            .append(skipped.length() == 0 ? "" : ", ")
            .append(id)
            .append(q.byeIneligible() ? " (had a PAB or a win without playing)" : " (the others");
        if (!q.byeIneligible()) {
          skipped.append(" could not be paired)");
        }
      }
    }
    return "1.1: the lowest ranked player of the lowest scoregroup (score "
        + Points.format(p.pairingScore())
        + ")"
        + (skipped.length() == 0 ? "" : "; passed over: " + skipped);
  }

  private static List<Made> reversed(Deque<Made> stack) {
    List<Made> out = new ArrayList<>(stack);
    java.util.Collections.reverse(out);
    return out;
  }
}
