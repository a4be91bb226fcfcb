package org.swisspair.solver.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.dutch.rules.DutchBracketGraph;
import org.swisspair.solver.dutch.rules.DutchColourRules;
import org.swisspair.solver.dutch.rules.DutchCriteria;
import org.swisspair.solver.dutch.rules.DutchRules;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;

/**
 * One round of the Dutch system (C.04.3 1.9): brackets paired top-down, the downfloaters of each
 * moving to the next (1.4.1), the last one's downfloater receiving the PAB; then colours (Article
 * 5) and board order (C.04.2 3.6).
 *
 * <p>Up to three passes, cheapest first, each exact when it completes ({@link Shortcuts}, within
 * what the {@link DutchTuning} allows): every shortcut (bounded and perfect candidates, relaxed
 * graphs); then relaxed graphs without the candidates; then the exact graphs. A pass that assumed
 * more than the later brackets confirm (C4, C5, C7, C8: {@link Relaxation}) gives way first to
 * passes with a boundary, the brackets above the failing one keeping the first pass's shortcuts and
 * those from it down taking the second pass's, the boundary moving up at most four times; then to
 * the next pass. Up to seven passes in all; what they did is counted in {@link DutchStatistics}.
 */
final class DutchRound {
  private final RoundState state;
  private final MatchingAlgorithm matcher;
  private final DutchTuning tuning;
  private final CriteriaList<DutchBracketGraph> criteria;
  private final Avoidance avoidance;
  private final RankedPlayers players;
  private final List<Shortcuts> passes;
  private final DutchStatistics statistics = new DutchStatistics();

  /**
   * The round of {@code state}, its rules already built, paired with {@code matcher} by the
   * weighted {@code criteria} (null for {@link DutchCriteria#LIST}, or it with soft avoidance last:
   * {@code avoidance}, null for none).
   */
  DutchRound(
      RoundState state,
      DutchRules rules,
      MatchingAlgorithm matcher,
      DutchTuning tuning,
      CriteriaList<DutchBracketGraph> criteria,
      Avoidance avoidance) {
    this.state = state;
    this.matcher = matcher;
    this.tuning = tuning;
    this.criteria = criteria;
    this.avoidance = avoidance;
    this.players = new RankedPlayers(state, rules.compatibility());
    // The passes, each with only the shortcuts the tuning allows; with none allowed, one pass.
    List<Shortcuts> distinct = new ArrayList<>();
    for (Shortcuts pass :
        List.of(Shortcuts.ALL, Shortcuts.NO_PERFECT_CANDIDATES, Shortcuts.EXACT_GRAPHS)) {
      Shortcuts allowed = pass.and(tuning.allowed());
      if (!distinct.contains(allowed)) {
        distinct.add(allowed);
      }
    }
    this.passes = distinct;
  }

  /** What the speed paths did in this round. */
  DutchStatistics statistics() {
    return statistics;
  }

  RoundPairing pair(boolean explain) throws NoValidPairingException {
    if (passes.size() == 1) {
      return pair(passes.get(0), NO_BOUNDARY, null, explain);
    }
    try {
      return pair(passes.get(0), NO_BOUNDARY, null, explain);
    } catch (Relaxation.Failed e) {
      debug(e);
    }
    // Only the brackets near the one whose assumption failed need the next pass: the brackets
    // above keep the first pass's shortcuts, and the boundary moves up until a pass completes.
    // Each such pass is exact when it completes, as every pass: all its assumptions are confirmed.
    int boundary = failedBracket - 1;
    for (int retry = 0, step = 1; retry < BOUNDARY_RETRIES && boundary > 0; retry++, step *= 2) {
      try {
        RoundPairing paired = pair(passes.get(0), boundary, passes.get(1), explain);
        statistics.countBoundaryPass();
        return paired;
      } catch (Relaxation.Failed e) {
        debug(e);
        boundary = Math.min(boundary - step, failedBracket - 1);
      }
    }
    for (int i = 1; i < passes.size() - 1; i++) {
      try {
        return pair(passes.get(i), NO_BOUNDARY, null, explain);
      } catch (Relaxation.Failed e) {
        debug(e);
      }
    }
    return pair(passes.get(passes.size() - 1), NO_BOUNDARY, null, explain);
  }

  /** No boundary: every bracket of the pass takes the same shortcuts. */
  private static final int NO_BOUNDARY = Integer.MAX_VALUE;

  /** Passes with a moved boundary before the second pass pairs every bracket. */
  private static final int BOUNDARY_RETRIES = 4;

  /** The bracket (0 the highest) in which the last pass's assumption failed. */
  private int failedBracket;

  private void debug(Relaxation.Failed e) {
    if (tuning.debug()) {
      e.printStackTrace();
    }
  }

  /**
   * Pairs the round bracket by bracket with the {@code shortcuts} of one pass, and from bracket
   * {@code boundary} on (0 the highest) with the {@code lower} ones.
   */
  private RoundPairing pair(Shortcuts shortcuts, int boundary, Shortcuts lower, boolean explain)
      throws NoValidPairingException {
    int n = players.size();
    int[] partner = new int[n];
    Arrays.fill(partner, -1);
    Relaxation relaxation = new Relaxation(tuning.debug());
    List<Integer> mdps = new ArrayList<>();
    int start = 0;
    int index = 0;
    while (start < n) {
      Cancellation.checkpoint();
      int end = start;
      while (end < n && players.score(end) == players.score(start)) {
        end++;
      }
      List<Integer> bracket = new ArrayList<>(mdps);
      for (int i = start; i < end; i++) {
        bracket.add(i);
      }
      try {
        BracketPairer pairer =
            new BracketPairer(
                players,
                matcher,
                tuning,
                criteria,
                avoidance,
                statistics,
                index < boundary ? shortcuts : lower,
                relaxation,
                bracket,
                mdps.size(),
                end);
        BracketPairer.Result made = pairer.pair();
        mdps = accept(bracket, made, pairer, relaxation, partner);
      } catch (Relaxation.Failed e) {
        failedBracket = index;
        throw e;
      }
      start = end;
      index++;
    }
    // A failure at the round's end (C4, C5) is the last bracket's.
    failedBracket = index - 1;
    int pab = -1;
    if (mdps.size() == 1) {
      pab = mdps.get(0);
      if (players.get(pab).byeIneligible()) {
        throw new NoValidPairingException(
            "no valid pairing: player " + players.get(pab).id() + " cannot receive the PAB (C2)",
            List.of(players.get(pab).id()));
      }
      // C5 as the relaxed brackets assumed it: the lowest score an eligible player has.
      if (relaxation.used() && players.score(pab) != lowestEligibleScore()) {
        throw relaxation.failure();
      }
    } else if (mdps.size() > 1) {
      if (relaxation.used()) {
        throw relaxation.failure();
      }
      throw new NoValidPairingException(
          "no valid pairing: players " + players.ids(mdps) + " cannot be paired (Dutch 1.9.3)",
          players.ids(mdps));
    }
    return publish(partner, pab, explain);
  }

  /**
   * Records the bracket's pairs in {@code partner}, confirms what the previous relaxed bracket
   * assumed of them, notes what this one assumes of the next, and returns the downfloaters.
   */
  private List<Integer> accept(
      List<Integer> bracket,
      BracketPairer.Result made,
      BracketPairer pairer,
      Relaxation relaxation,
      int[] partner) {
    boolean[] paired = new boolean[players.size()];
    for (int[] p : made.pairs()) {
      partner[p[0]] = p[1];
      partner[p[1]] = p[0];
      paired[p[0]] = true;
      paired[p[1]] = true;
    }
    List<Integer> downfloaters = new ArrayList<>();
    for (int b : bracket) {
      if (!paired[b]) {
        downfloaters.add(b);
      }
    }
    relaxation.confirm(made.pairs(), players);
    if (pairer.relaxedGraph() && !pairer.next().isEmpty()) {
      if (made.nextPairs() != null) {
        relaxation.expect(made.nextPairs(), players);
      } else {
        relaxation.expectIdeal(downfloaters, pairer.next(), players);
      }
    }
    return downfloaters;
  }

  /** The lowest pairing score of a player who may receive the PAB (the best C5 value). */
  private int lowestEligibleScore() {
    int best = Integer.MAX_VALUE;
    for (int i = 0; i < players.size(); i++) {
      if (!players.get(i).byeIneligible()) {
        best = Math.min(best, players.score(i));
      }
    }
    return best;
  }

  /** Colours (Article 5) and publishing order (C.04.2 3.6). */
  private RoundPairing publish(int[] partner, int pab, boolean explain) {
    List<Pair> boards = new ArrayList<>();
    Map<Pair, Explanation.ColourDecision> decisions = new HashMap<>();
    for (int i = 0; i < partner.length; i++) {
      if (partner[i] <= i) {
        continue;
      }
      PlayerState higher = players.get(i);
      PlayerState lower = players.get(partner[i]);
      DutchColourRules.Allocation a =
          DutchColourRules.allocate(higher, lower, state.initialColour());
      Pair board =
          a.higherColour() == Colour.WHITE
              ? new Pair(higher.id(), lower.id())
              : new Pair(lower.id(), higher.id());
      boards.add(board);
      if (explain) {
        decisions.put(
            board,
            new Explanation.ColourDecision(board.white(), board.black(), a.article(), a.reason()));
      }
    }
    if (pab >= 0) {
      boards.add(new Pair(players.get(pab).id(), 0));
    }
    boards = BoardOrder.sort(state, boards);
    if (!explain) {
      return new RoundPairing(state.round(), boards, null);
    }
    List<Explanation.ColourDecision> colours = new ArrayList<>();
    for (Pair board : boards) {
      if (!board.isBye()) {
        colours.add(decisions.get(board));
      }
    }
    // The brackets are explained by DutchExplainer from the final pairing.
    return new RoundPairing(state.round(), boards, new Explanation("dutch", List.of(), colours));
  }
}
