package org.swisspair.benchmarks;

import java.util.Locale;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.SyntheticHistory;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The rounds every scaling benchmark pairs, so that JMH, {@link ScalingMeasurement} and the command
 * line time the same states: a tournament of {@link #TOTAL_ROUNDS} rounds whose first {@code round
 * - 1} rounds are played, built from {@link #SEED}.
 *
 * <p>Two kinds of history: {@link History#SYNTHETIC} ({@link SyntheticHistory}: a plausible history
 * in milliseconds, without exact pairing, for any size) and {@link History#GENERATED} ({@link
 * TournamentGenerator}: every earlier round paired by the measured system itself, as an event would
 * be; it costs the earlier rounds' pairing time, so it suits the smaller sizes).
 */
public final class Inputs {
  /** The rounds of every scaling tournament: round 11 is the last one measured. */
  public static final int TOTAL_ROUNDS = 11;

  /** The seed of every scaling input, so that runs compare the same tournaments. */
  public static final long SEED = 20_260_201L;

  /** How the played rounds before the measured one were paired. */
  public enum History {
    SYNTHETIC,
    GENERATED;

    /** The history named {@code synthetic} or {@code generated}. */
    public static History of(String name) {
      return valueOf(name.trim().toUpperCase(Locale.ROOT));
    }
  }

  private Inputs() {}

  /** The system registered as {@code name}, e.g. {@code dutch} or {@code burstein}. */
  public static PairingSystem system(String name) {
    return PairingSystems.byName(name)
        .orElseThrow(() -> new IllegalArgumentException("no pairing system named '" + name + "'"));
  }

  /**
   * The tournament before round {@code round}: {@code round - 1} rounds played out of {@code
   * totalRounds}, the earlier rounds paired as {@code history} says ({@code system} pairs them when
   * generated).
   */
  public static Tournament tournament(
      History history, PairingSystem system, int players, int round, int totalRounds, long seed)
      throws NoValidPairingException {
    if (history == History.SYNTHETIC) {
      return SyntheticHistory.generate(players, round - 1, totalRounds, seed);
    }
    if (round == 1) {
      return SyntheticHistory.generate(players, 0, totalRounds, seed);
    }
    Tournament played =
        new TournamentGenerator(system)
            .generate(GeneratorOptions.defaults(players, round - 1, seed));
    return played.withTotalRounds(totalRounds);
  }

  /** The state of round {@code round} of {@link #tournament}. */
  public static RoundState state(
      History history, PairingSystem system, int players, int round, int totalRounds, long seed)
      throws NoValidPairingException {
    Tournament t = tournament(history, system, players, round, totalRounds, seed);
    return history == History.SYNTHETIC
        ? new RoundState(t, round)
        : RoundSetup.state(t, round, false);
  }
}
