package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * Article 3.5 by weighted matchings: one maximum-weight perfect matching of the {@link
 * StageOneGraph} gives the best C4, C5, C6 and system's counts; the set order (3.5.4) is either in
 * the weight or found by a scan in sequence order that keeps each potential upfloater only when an
 * optimal matching still contains it.
 */
final class UpfloaterMatching {
  private final BlossomMatching matcher;

  UpfloaterMatching(BlossomMatching matcher) {
    this.matcher = matcher;
  }

  /** A windowed solve that cannot prove its answer is the whole round's. */
  private static final class Inconclusive extends Exception {
    private static final long serialVersionUID = 1L;

    Inconclusive() {
      super(null, null, false, false);
    }
  }

  /**
   * Article 3.5 on {@code rest} (the last {@code dummies} units stand-ins of a window, never
   * counted by the system's criteria), with the set order as bits of the weight or by the scan;
   * null when a window's answer is not proven to be the round's.
   */
  List<Unit> stageOne(
      TwoStageRound round,
      List<Unit> rest,
      int t,
      MayMeet meet,
      int dummies,
      boolean exactOrder,
      Map<String, List<Long>> criteria)
      throws NoValidPairingException {
    try {
      return stageOneOrInconclusive(round, rest, t, meet, dummies, exactOrder, criteria);
    } catch (Inconclusive e) {
      if (dummies == 0) {
        throw new IllegalStateException("a solve without stand-ins is always conclusive", e);
      }
      return null;
    }
  }

  private List<Unit> stageOneOrInconclusive(
      TwoStageRound round,
      List<Unit> rest,
      int t,
      MayMeet meet,
      int dummies,
      boolean exactOrder,
      Map<String, List<Long>> criteria)
      throws NoValidPairingException, Inconclusive {
    int n = rest.size();
    int realEnd = n - dummies;
    StageOneGraph stage = new StageOneGraph(matcher, round, rest, t, meet, realEnd, exactOrder);
    int[] witness = stage.solve(new boolean[n], new boolean[n]);
    if (witness == null) {
      if (dummies > 0) {
        throw new Inconclusive();
      }
      throw new NoValidPairingException(
          "the players still to pair cannot all be paired (C3)", Units.ids(rest));
    }
    leavesWindow(witness, realEnd);
    long[] optimum = stage.vector(witness);
    if (!exactOrder) {
      witness = scan(stage, t, n, realEnd, witness, optimum);
    }
    return report(round, stage, rest, t, witness, optimum, criteria);
  }

  /**
   * Article 3.5.4 by a scan in sequence order: each potential upfloater is taken when an optimal
   * matching still has it as an upfloater with those taken before.
   */
  private static int[] scan(
      StageOneGraph stage, int t, int n, int realEnd, int[] witness, long[] optimum)
      throws Inconclusive {
    int[] quota = new int[stage.levels()];
    for (int v = t; v < n; v++) {
      if (witness[v] < t) {
        quota[stage.level(v)]++;
      }
    }
    boolean[] forceUp = new boolean[n];
    boolean[] forbidUp = new boolean[n];
    for (int v = t; v < n; v++) {
      if (quota[stage.level(v)] == 0) {
        forbidUp[v] = true;
        continue;
      }
      if (witness[v] < t) {
        forceUp[v] = true;
        quota[stage.level(v)]--;
        continue;
      }
      forceUp[v] = true;
      int[] tried = stage.solve(forceUp, forbidUp);
      if (tried != null && Arrays.equals(stage.vector(tried), optimum)) {
        leavesWindow(tried, realEnd);
        witness = tried;
        quota[stage.level(v)]--;
      } else {
        forceUp[v] = false;
        forbidUp[v] = true;
      }
    }
    return witness;
  }

  /** The upfloaters of {@code witness} in set order, with the criteria values of the optimum. */
  private static List<Unit> report(
      TwoStageRound round,
      StageOneGraph stage,
      List<Unit> rest,
      int t,
      int[] witness,
      long[] optimum,
      Map<String, List<Long>> criteria) {
    List<Unit> chosen = new ArrayList<>();
    List<Long> c5 = new ArrayList<>();
    for (int v = t; v < rest.size(); v++) {
      if (witness[v] < t) {
        chosen.add(rest.get(v));
      }
    }
    chosen.sort(SetOrder.IN_SET);
    for (int i = chosen.size() - 1; i >= 0; i--) {
      c5.add((long) chosen.get(i).score());
    }
    int levels = stage.levels();
    List<UpfloaterCriterion> own = round.upfloaterCriteria();
    criteria.put("C4", List.of((long) chosen.size()));
    criteria.put("C5", c5);
    criteria.put("C6", List.of(optimum[2 + levels]));
    for (int c = 0; c < own.size(); c++) {
      criteria.put(own.get(c).id(), List.of(optimum[3 + levels + c]));
    }
    return chosen;
  }

  /** Throws when a window unit is paired with a stand-in: the window's answer is not proven. */
  private static void leavesWindow(int[] mate, int realEnd) throws Inconclusive {
    for (int v = 0; v < realEnd; v++) {
      if (mate[v] >= realEnd) {
        throw new Inconclusive();
      }
    }
  }
}
