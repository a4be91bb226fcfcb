package org.swisspair.benchmarks;

import java.util.List;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.research.Draws;
import org.swisspair.solver.research.Field;
import org.swisspair.solver.research.Simulator;
import org.swisspair.solver.research.StudyOptions;
import org.swisspair.solver.research.SystemVariant;

/**
 * The small-field shape of the research path ({@code swisspair simulate}): tournaments of {@link
 * #PLAYERS} players and {@link #ROUNDS} rounds with the exact Dutch system, strengths drawn from
 * {@code normal:1800:300} (the command's default), no byes or forfeits, each tournament {@code i}
 * the one {@code simulate --seed SEED} plays as its {@code i}-th.
 */
final class SmallFields {
  static final int PLAYERS = 64;
  static final int ROUNDS = 6;
  static final long SEED = Inputs.SEED;

  private SmallFields() {}

  /** The study options of the shape, one thread. */
  static StudyOptions options(int tournaments) {
    return StudyOptions.of(
        Field.distribution("normal:1800:300", PLAYERS, 0),
        ROUNDS,
        tournaments,
        List.of(SystemVariant.parse("dutch")),
        SEED);
  }

  /** Plays tournament {@code index} of the study with {@code system}, as the simulator does. */
  static Simulator.Played play(StudyOptions o, PairingSystem system, long index) {
    Draws draws = new Draws(o.seed(), index, o.field(), o.rounds(), o.gamesPerPairing());
    Simulator.Played played = Simulator.play(draws, o.systems().get(0), system, o);
    if (!played.complete()) {
      throw new IllegalStateException("tournament " + index + ": " + played.error());
    }
    return played;
  }

  /** Plays tournament {@code index}; an incomplete one is returned, not thrown. */
  static Simulator.Played playQuietly(StudyOptions o, PairingSystem system, long index) {
    Draws draws = new Draws(o.seed(), index, o.field(), o.rounds(), o.gamesPerPairing());
    return Simulator.play(draws, o.systems().get(0), system, o);
  }
}
