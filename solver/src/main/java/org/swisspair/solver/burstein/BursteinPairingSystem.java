package org.swisspair.solver.burstein;

import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.AbsoluteCriteriaCheck;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The Burstein system (C.04.4.2, applied from 1 February 2026). The seeding rounds (1.6) are paired
 * by the Dutch system; every later round by {@link BursteinRound}.
 */
public final class BursteinPairingSystem implements PairingSystem {
  private final MatchingAlgorithm matcher;
  private final boolean verify;
  private final boolean exactOnly;

  /** Steps per bracket player of the bounded search; negative: today's path alone. */
  private final long budget;

  private final BursteinPaths paths;

  private final int askedBelow;

  /** Steps per bracket player the bounded search may take before the bracket goes to its graph. */
  static final long BUDGET = 64;

  /** The system with the exact blossom matcher. */
  public BursteinPairingSystem() {
    this(new BlossomMatching(), false);
  }

  /** The system with another matching back-end (for cross-checks). */
  public BursteinPairingSystem(MatchingAlgorithm matcher) {
    this(matcher, false);
  }

  private BursteinPairingSystem(MatchingAlgorithm matcher, boolean verify) {
    this(matcher, verify, false);
  }

  private BursteinPairingSystem(MatchingAlgorithm matcher, boolean verify, boolean exactOnly) {
    this(matcher, verify, exactOnly, BUDGET, BursteinRound.ASKED_BELOW, null);
  }

  private BursteinPairingSystem(
      MatchingAlgorithm matcher,
      boolean verify,
      boolean exactOnly,
      long budget,
      int askedBelow,
      BursteinPaths paths) {
    this.matcher = matcher;
    this.verify = verify;
    this.exactOnly = exactOnly;
    this.budget = budget;
    this.askedBelow = askedBelow;
    this.paths = paths;
  }

  /**
   * Today's path without the bounded bracket search ({@link BoundedFirstPairing}): the reference
   * the fast path is compared with.
   */
  static BursteinPairingSystem reference() {
    return new BursteinPairingSystem(new BlossomMatching(), true, false, -1, 0, null);
  }

  /**
   * The verifying system with {@code budget} steps per bracket player for the bounded search, C4
   * and C7 asked by the search with at most {@code askedBelow} players below a bracket (else left
   * to the brackets below to confirm), counting the paths it takes in {@code paths}.
   */
  static BursteinPairingSystem counting(long budget, int askedBelow, BursteinPaths paths) {
    return new BursteinPairingSystem(new BlossomMatching(), true, false, budget, askedBelow, paths);
  }

  /**
   * The system without its relaxed bracket graphs: every bracket on the graph of all players below
   * it. Slow; for the test that shows the relaxation changes nothing.
   */
  static BursteinPairingSystem exactOnly() {
    return new BursteinPairingSystem(new BlossomMatching(), true, true);
  }

  /**
   * The system in assertion mode: every pairing is re-checked against C.04.1 and C1-C3 by {@link
   * AbsoluteCriteriaCheck}, and a violation throws.
   */
  public static BursteinPairingSystem verifying() {
    return new BursteinPairingSystem(new BlossomMatching(), true);
  }

  @Override
  public String name() {
    return "burstein";
  }

  /**
   * True when {@code state}'s round is a seeding round, paired by the Dutch system (1.6).
   *
   * @throws IllegalArgumentException when the tournament does not give its number of rounds
   */
  public static boolean isSeedingRound(RoundState state) {
    int total = state.tournament().totalRounds();
    // BUR-4: without the number of rounds the seeding rounds are undefined.
    if (total <= 0) {
      throw new IllegalArgumentException(
          "the Burstein system needs the number of rounds (XXR or 142 record) to know its"
              + " seeding rounds (1.6.2)");
    }
    return BursteinRanking.isSeedingRound(state.round(), total);
  }

  @Override
  public PairingRules rules(RoundState state) {
    return isSeedingRound(state) ? dutch().rules(state) : new BursteinRules(state);
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    // BUR-5: a seeding round is a Dutch round in every respect.
    RoundPairing pairing =
        isSeedingRound(state)
            ? dutch().pair(state, explain)
            : new BursteinRound(state, matcher, exactOnly, budget, askedBelow, paths).pair(explain);
    if (verify) {
      List<Violation> violations =
          AbsoluteCriteriaCheck.check(rules(state), state, pairing.boards()).violations();
      if (!violations.isEmpty()) {
        throw new IllegalStateException(
            "Burstein engine broke the absolute criteria in round "
                + state.round()
                + ": "
                + violations
                + "; pairing "
                + pairing.boards()
                + " (an engine bug: rerun the round with --explain)");
      }
    }
    return pairing;
  }

  private DutchPairingSystem dutch() {
    return verify ? DutchPairingSystem.verifying() : new DutchPairingSystem(matcher);
  }
}
