package org.swisspair.solver.avoidance;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The library entry of soft avoidance (issue 34, not FIDE: ARB-10): a pairing system with the
 * avoidance groups as its lowest-priority criterion, after every criterion of the system. With no
 * group the system itself, so that nothing changes. The systems that have it implement {@link
 * AvoidingSystem}.
 */
public final class SoftAvoidance {
  private SoftAvoidance() {}

  /** The names of the systems that honour soft avoidance, as the command line takes them. */
  public static List<String> systems() {
    return PairingSystems.REGISTRY.stream()
        .filter(e -> e.built() && e.factory().get() instanceof AvoidingSystem)
        .map(PairingSystems.Entry::name)
        .toList();
  }

  /**
   * {@code system} honouring {@code groups}; {@code system} itself when there is no group.
   *
   * @throws IllegalArgumentException naming the systems that have it when {@code system} has not
   */
  public static PairingSystem system(PairingSystem system, AvoidanceGroups groups) {
    if (groups.isEmpty()) {
      return system;
    }
    if (system instanceof AvoidingSystem avoiding) {
      return avoiding.withAvoidance(groups);
    }
    if (system instanceof VerifyingPairingSystem verifying
        && verifying.system() instanceof AvoidingSystem avoiding) {
      // Assertion mode kept around the avoiding system, so that its rounds are still re-checked.
      return VerifyingPairingSystem.of(avoiding.withAvoidance(groups));
    }
    // ARB-11: refused, never ignored, where the system does not have it.
    throw new IllegalArgumentException(
        "soft avoidance is not available in the "
            + system.name()
            + " system; hint: it is available in "
            + String.join(", ", systems()));
  }

  /** Pairs the round of {@code state} by {@code system}, avoiding {@code groups} if possible. */
  public static RoundPairing pair(PairingSystem system, RoundState state, AvoidanceGroups groups)
      throws NoValidPairingException {
    return system(system, groups).pair(state, false);
  }

  /**
   * The FIDE-mode cause of pairing round {@code round} with {@code groups}: empty when there is no
   * group, else soft avoidance from that round.
   */
  public static List<FideModeCause> fideModeCause(AvoidanceGroups groups, int round) {
    if (groups.isEmpty()) {
      return List.of();
    }
    return List.of(
        new FideModeCause(
            FideModeCause.Kind.SOFT_AVOIDANCE,
            round,
            groups.groups().size()
                + (groups.groups().size() == 1 ? " avoidance group: " : " avoidance groups: ")
                + String.join(", ", groups.groups().keySet())));
  }

  /**
   * The FIDE-mode cause a file declares: its {@code ### AVOID} comments, from round 1 (a comment
   * without a round does not say when it was added; ARB-10), or from the earliest {@code @ Round n}
   * when every comment names its round (ARB-15).
   */
  public static List<FideModeCause> fideModeCauses(Tournament t) {
    int first = AvoidanceReader.firstRound(t);
    if (first == 0) {
      return List.of();
    }
    AvoidanceGroups groups;
    try {
      groups = AvoidanceReader.comments(t);
    } catch (IllegalArgumentException e) {
      return List.of(new FideModeCause(FideModeCause.Kind.SOFT_AVOIDANCE, first, e.getMessage()));
    }
    List<FideModeCause> causes = fideModeCause(groups, first);
    return causes.isEmpty()
        ? List.of(
            new FideModeCause(
                FideModeCause.Kind.SOFT_AVOIDANCE,
                first,
                "### AVOID comments with no pair to avoid"))
        : causes;
  }

  /**
   * {@code system} pairing each round with the groups {@code groups} gives for it (ARB-15: a file's
   * comments hold from their round); {@code system} itself pairs a round without a group.
   *
   * @throws IllegalArgumentException naming the systems that have it when {@code system} has not
   *     and {@code rounds} of {@code groups} is not empty
   */
  public static PairingSystem byRound(
      PairingSystem system, IntFunction<AvoidanceGroups> groups, int rounds) {
    // Each round's groups read and its avoiding system built once, not on every pair and rules.
    List<PairingSystem> perRound = new ArrayList<>(rounds);
    boolean any = false;
    for (int r = 1; r <= rounds; r++) {
      AvoidanceGroups g = groups.apply(r);
      perRound.add(system(system, g));
      any |= !g.isEmpty();
    }
    return any ? new RoundAvoidance(system, List.copyOf(perRound), groups) : system;
  }

  /** A system whose avoidance groups depend on the round it pairs. */
  private record RoundAvoidance(
      PairingSystem system, List<PairingSystem> perRound, IntFunction<AvoidanceGroups> groups)
      implements PairingSystem {
    private PairingSystem at(int round) {
      return round >= 1 && round <= perRound.size()
          ? perRound.get(round - 1)
          : SoftAvoidance.system(system, groups.apply(round));
    }

    @Override
    public String name() {
      return system.name();
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
      return at(state.round()).pair(state, explain);
    }

    @Override
    public PairingRules rules(RoundState state) {
      return at(state.round()).rules(state);
    }
  }
}
