package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The two-stage procedure of the Double-Swiss and Team systems (Articles 3.3-3.6): the PAB first
 * (3.4), then, until everybody is paired, the top-scoregroup with the first set of upfloaters that
 * complies best with C4, C5, C6 and the system's stage-1 criteria (3.5), paired by the first
 * identifier that complies best with the system's stage-2 criteria (3.6).
 *
 * <p>Each stage is exact. Stage 1 is one maximum-weight perfect matching of all the units still to
 * pair, whose lexicographic weight counts the crossing pairs (C4), their upfloaters by score level
 * from the lowest (C5), the pairs between the following scoregroup and lower ones (C6: the
 * upfloaters the next bracket needs, DSW-1) and the system's criteria; then the set order (3.5.4),
 * as exact bits when there are few potential upfloaters, otherwise by a greedy scan in TPN-sequence
 * order that keeps each upfloater only when an optimal matching still contains it. Stage 2 is the
 * same greedy over the identifier (3.6.3): top members first, then bottom members, each decision
 * kept only when a perfect (and, with criteria, optimal) matching still complies with it.
 *
 * <p>When one upfloater or a few are enough, stage 1 finds the matching's set by a search over
 * score profiles, C7 and the set order with cardinality matchings only (C6 at its lower bound
 * proves the answer); otherwise it first solves a window of the top score levels with stand-ins for
 * the lower units, kept only when proven to be the whole round's answer. {@link #reference()} keeps
 * the matching-only path, which tests compare with both.
 *
 * <p>The stages are split as JGraphT splits its blossom solver: {@link TwoStageOptions} (how to
 * search), {@link PabChoice} (3.4), {@link SingleUpfloater} and {@link SmallSetSearch} (3.5 with
 * one or a few upfloaters), {@link UpfloaterWindow} and {@link UpfloaterMatching} (3.5 by weighted
 * matchings), {@link BracketIdentifier} (3.6); this class runs them bracket by bracket.
 */
public final class TwoStagePairer {
  private final TwoStageOptions options;
  private final BlossomMatching matcher = new BlossomMatching();

  /** A pairer with the default limits for the exact weight-encoded orders. */
  public TwoStagePairer() {
    this(120, 40);
  }

  /**
   * A pairer that encodes the set order in the weight up to {@code setOrderLimit} potential
   * upfloaters and the identifier up to {@code identifierLimit} bracket members, and searches
   * greedily above; both ways give the same pairing, so tests can force either.
   */
  public TwoStagePairer(int setOrderLimit, int identifierLimit) {
    this(setOrderLimit, identifierLimit, true);
  }

  /**
   * A pairer as {@link #TwoStagePairer(int, int)}; with {@code shortcuts} false every set of
   * upfloaters (Article 3.5) comes from the weighted matching of everybody still to pair, the
   * reference that the single-upfloater search must equal (tests compare the two).
   */
  public TwoStagePairer(int setOrderLimit, int identifierLimit, boolean shortcuts) {
    this(setOrderLimit, identifierLimit, shortcuts, shortcuts, false);
  }

  private TwoStagePairer(
      int setOrderLimit,
      int identifierLimit,
      boolean searches,
      boolean window,
      boolean forceWindow) {
    this.options =
        new TwoStageOptions(setOrderLimit, identifierLimit, searches, window, forceWindow);
  }

  /**
   * For tests: no searches of one or a few upfloaters, and the window (Article 3.5 on the top score
   * levels with stand-ins for the rest) tried on every general set choice, however large.
   */
  static TwoStagePairer windowOnly() {
    return new TwoStagePairer(120, 40, false, true, true);
  }

  /** The reference pairer: default limits, no single-upfloater search (Article 3.5 by matching). */
  public static TwoStagePairer reference() {
    return new TwoStagePairer(120, 40, false);
  }

  /**
   * Pairs the round (Article 3.3.2 steps 1-3; colours are the system's).
   *
   * @throws NoValidPairingException when no pairing complies with C1-C3 (3.3.3)
   */
  public TwoStagePairing pair(TwoStageRound round) throws NoValidPairingException {
    List<Unit> rest = new ArrayList<>(round.units());
    rest.sort(SetOrder.IN_SET);
    int pab = 0;
    if (rest.size() % 2 == 1) {
      pab = PabChoice.choose(round, rest);
      final int bye = pab;
      rest.removeIf(u -> u.id() == bye);
    } else if (!Units.pairable(round, rest)) {
      throw new NoValidPairingException(
          "no pairing complies with the absolute criteria (C1, C3)", Units.ids(rest));
    }
    List<TwoStageBracket> brackets = new ArrayList<>();
    while (!rest.isEmpty()) {
      Cancellation.checkpoint();
      TwoStageBracket b = nextBracket(round, rest);
      brackets.add(b);
      Set<Integer> done = new HashSet<>(b.residents());
      done.addAll(b.upfloaters());
      rest.removeIf(u -> done.contains(u.id()));
    }
    return new TwoStagePairing(pab, brackets);
  }

  private TwoStageBracket nextBracket(TwoStageRound round, List<Unit> rest)
      throws NoValidPairingException {
    int top = rest.get(0).score();
    int t = 0;
    while (t < rest.size() && rest.get(t).score() == top) {
      t++;
    }
    List<Unit> residents = new ArrayList<>(rest.subList(0, t));
    List<Unit> others = new ArrayList<>(rest.subList(t, rest.size()));
    Map<String, List<Long>> criteria = new LinkedHashMap<>();
    List<Unit> upfloaters;
    if (others.isEmpty()
        || t % 2 == 0 && Units.pairable(round, residents) && Units.pairable(round, others)) {
      // No upfloater is the only set with the minimum number of upfloaters (C4).
      upfloaters = List.of();
      criteria.put("C4", List.of(0L));
    } else {
      boolean[] singleLegal = new boolean[1];
      upfloaters =
          options.shortcuts() ? SingleUpfloater.find(round, rest, t, criteria, singleLegal) : null;
      if (upfloaters == null && options.shortcuts() && !singleLegal[0]) {
        upfloaters = new SmallSetSearch(round, rest, t).search(criteria);
      }
      if (upfloaters == null) {
        upfloaters =
            new UpfloaterWindow(options, new UpfloaterMatching(matcher))
                .select(round, rest, t, criteria);
      }
    }
    List<Unit> bracket = new ArrayList<>(residents);
    bracket.addAll(upfloaters);
    List<int[]> pairs =
        new BracketIdentifier(matcher, options.identifierLimit(), round, bracket, top, upfloaters)
            .pair(criteria);
    List<Integer> residentIds = Units.ids(residents);
    residentIds.sort(null);
    List<Unit> inOrder = new ArrayList<>(upfloaters);
    inOrder.sort(SetOrder.IN_SET);
    return new TwoStageBracket(top, residentIds, Units.ids(inOrder), pairs, criteria);
  }
}
