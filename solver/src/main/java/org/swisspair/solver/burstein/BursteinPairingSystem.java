package org.swisspair.solver.burstein;

import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.matching.BlossomMatching;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The Burstein system (C.04.4.2, applied from 1 February 2026). The seeding rounds (1.6) are paired
 * by the Dutch system; every later round by {@link BursteinRound}.
 */
public final class BursteinPairingSystem implements AvoidingSystem {
  private final MatchingAlgorithm matcher;
  private final boolean exactOnly;

  /** Steps per bracket player of the bounded search; negative: today's path alone. */
  private final long budget;

  private final BursteinPaths paths;

  private final int askedBelow;

  /** Soft avoidance (ARB-10), null for none. */
  private final Avoidance avoidance;

  /** Steps per bracket player the bounded search may take before the bracket goes to its graph. */
  static final long BUDGET = 64;

  /** The system with the exact blossom matcher. */
  public BursteinPairingSystem() {
    this(new BlossomMatching());
  }

  /** The system with another matching back-end (for cross-checks). */
  public BursteinPairingSystem(MatchingAlgorithm matcher) {
    this(matcher, false, BUDGET, BursteinRound.ASKED_BELOW, null, null);
  }

  private BursteinPairingSystem(
      MatchingAlgorithm matcher,
      boolean exactOnly,
      long budget,
      int askedBelow,
      BursteinPaths paths,
      Avoidance avoidance) {
    this.avoidance = avoidance;
    this.matcher = matcher;
    this.exactOnly = exactOnly;
    this.budget = budget;
    this.askedBelow = askedBelow;
    this.paths = paths;
  }

  /**
   * Today's path without the bounded bracket search ({@link BoundedFirstPairing}): the reference
   * the fast path is compared with, in assertion mode.
   */
  static PairingSystem reference() {
    return VerifyingPairingSystem.of(
        new BursteinPairingSystem(new BlossomMatching(), false, -1, 0, null, null));
  }

  /**
   * The system in assertion mode with {@code budget} steps per bracket player for the bounded
   * search, C4 and C7 asked by the search with at most {@code askedBelow} players below a bracket
   * (else left to the brackets below to confirm), counting the paths it takes in {@code paths}.
   */
  static PairingSystem counting(long budget, int askedBelow, BursteinPaths paths) {
    return VerifyingPairingSystem.of(
        new BursteinPairingSystem(new BlossomMatching(), false, budget, askedBelow, paths, null));
  }

  /**
   * The system without its relaxed bracket graphs: every bracket on the graph of all players below
   * it. Slow; for the test that shows the relaxation changes nothing. In assertion mode.
   */
  static PairingSystem exactOnly() {
    return VerifyingPairingSystem.of(
        new BursteinPairingSystem(
            new BlossomMatching(), true, BUDGET, BursteinRound.ASKED_BELOW, null, null));
  }

  /**
   * This system with soft avoidance as its last criterion, below C8 (not C.04.4.2; issue 34,
   * ARB-10, ARB-11): every bracket on the graph of all players below it, without the bounded
   * search, the perfect candidates or the relaxed graphs, which decide by C4-C8 alone; the seeding
   * rounds by the Dutch system with the same avoidance.
   */
  @Override
  public BursteinPairingSystem withAvoidance(Avoidance avoidance) {
    return new BursteinPairingSystem(matcher, true, -1, askedBelow, paths, avoidance);
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
    // With soft avoidance the checker and the explanation measure by the list this system pairs by.
    return isSeedingRound(state)
        ? dutch().rules(state)
        : new BursteinRules(
            state,
            avoidance == null ? BursteinCriteria.LIST : BursteinCriteria.withAvoidance(avoidance));
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    // BUR-5: a seeding round is a Dutch round in every respect.
    return isSeedingRound(state)
        ? dutch().pair(state, explain)
        : new BursteinRound(
                state,
                matcher,
                exactOnly,
                budget,
                askedBelow,
                paths,
                avoidance == null
                    ? BursteinCriteria.LIST
                    : BursteinCriteria.withAvoidance(avoidance))
            .pair(explain);
  }

  private DutchPairingSystem dutch() {
    DutchPairingSystem dutch = new DutchPairingSystem(matcher);
    return avoidance == null ? dutch : dutch.withAvoidance(avoidance);
  }
}
