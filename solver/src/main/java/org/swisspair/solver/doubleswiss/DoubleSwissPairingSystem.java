package org.swisspair.solver.doubleswiss;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.twostage.TwoStageBracket;
import org.swisspair.solver.twostage.TwoStagePairer;
import org.swisspair.solver.twostage.TwoStagePairing;
import org.swisspair.solver.twostage.TwoStageRound;

/**
 * The Double-Swiss system (2026 handbook, applied from 1 February 2026): the PAB first (3.4), then
 * the top-scoregroup with its upfloaters (3.5) paired by identifier (3.6), repeated until all are
 * paired, by the shared {@link TwoStagePairer}; colours by Article 4; boards by C.04.2 3.6.
 */
public final class DoubleSwissPairingSystem implements AvoidingSystem {
  private final TwoStageSolve solve;

  /** Soft avoidance (not FIDE; ARB-14), null without. */
  private final Avoidance avoidance;

  /** The system with the exact two-stage engine. */
  public DoubleSwissPairingSystem() {
    this(round -> new TwoStagePairer().pair(round));
  }

  /**
   * The system with another solve of the two-stage round (the tests' literal procedural reading,
   * {@code LiteralTwoStagePairer}).
   */
  DoubleSwissPairingSystem(TwoStageSolve solve) {
    this(solve, null);
  }

  private DoubleSwissPairingSystem(TwoStageSolve solve, Avoidance avoidance) {
    this.solve = solve;
    this.avoidance = avoidance;
  }

  /**
   * This system with soft avoidance as its last criterion, after C8 and before the identifier order
   * of 3.6.3 (not FIDE; issue 34, ARB-14); the PAB and the upfloaters are chosen as without it.
   */
  @Override
  public DoubleSwissPairingSystem withAvoidance(Avoidance avoidance) {
    return new DoubleSwissPairingSystem(solve, avoidance);
  }

  /** Pairs a two-stage round. */
  @FunctionalInterface
  interface TwoStageSolve {
    TwoStagePairing pair(TwoStageRound round) throws NoValidPairingException;
  }

  @Override
  public String name() {
    return "double-swiss";
  }

  /**
   * The two-stage view of the round: C7 and C8 apply except in the last round (2.3.4-2.3.5); soft
   * avoidance, when given, after them (ARB-14).
   */
  static TwoStageRound view(DoubleSwissState s, Avoidance avoidance) {
    boolean last = s.round().isLastRound();
    TwoStageRound round =
        new TwoStageRound(
            s.units(),
            (a, b) -> s.compatibility().compatible(a, b),
            last ? List.of() : List.of(DoubleSwissCriteria.C7),
            last ? List.of() : List.of(DoubleSwissCriteria.C8));
    return avoidance == null ? round : round.withAvoidance(avoidance);
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    DoubleSwissState s = new DoubleSwissState(state);
    TwoStageRound round = view(s, avoidance);
    TwoStagePairing p = solve.pair(round);
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> decisions = new ArrayList<>();
    for (TwoStageBracket b : p.brackets()) {
      for (int[] pair : b.pairs()) {
        ColourAllocation c = DoubleSwissColours.allocate(s, pair[0], pair[1]);
        boards.add(new Pair(c.white(), c.black()));
        if (explain) {
          int hrp = higher(s, pair[0], pair[1]);
          decisions.add(
              new Explanation.ColourDecision(
                  c.white(),
                  c.black(),
                  c.article(),
                  DoubleSwissColours.decide(s, hrp, hrp == pair[0] ? pair[1] : pair[0]).reason()));
        }
      }
    }
    if (p.pab() != 0) {
      boards.add(new Pair(p.pab(), 0));
    }
    boards = BoardOrder.sort(state, boards);
    Explanation explanation = explain ? explain(p, decisions) : null;
    return new RoundPairing(state.round(), boards, explanation);
  }

  private static int higher(DoubleSwissState s, int a, int b) {
    int sa = s.unit(a).score();
    int sb = s.unit(b).score();
    return sa != sb ? (sa > sb ? a : b) : Math.min(a, b);
  }

  private static Explanation explain(
      TwoStagePairing p, List<Explanation.ColourDecision> decisions) {
    List<Explanation.Bracket> brackets = new ArrayList<>();
    for (TwoStageBracket b : p.brackets()) {
      List<List<Integer>> pairs = new ArrayList<>();
      for (int[] pair : b.pairs()) {
        pairs.add(List.of(pair[0], pair[1]));
      }
      Map<String, String> criteria = new LinkedHashMap<>();
      b.criteria()
          .forEach(
              (id, values) -> {
                List<String> parts = new ArrayList<>();
                for (long v : values) {
                  parts.add(id.equals("C5") ? Points.format((int) v) : Long.toString(v));
                }
                criteria.put(id, String.join(" ", parts));
              });
      criteria.put("identifier", b.identifier().toString());
      brackets.add(
          new Explanation.Bracket(
              b.score(), b.residents(), b.upfloaters(), pairs, criteria, List.of()));
    }
    return new Explanation("Double-Swiss", brackets, decisions);
  }

  @Override
  public PairingRules rules(RoundState state) {
    return new DoubleSwissRules(new DoubleSwissState(state), avoidance);
  }
}
