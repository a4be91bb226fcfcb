package org.swisspair.solver.research;

import java.util.List;
import java.util.Objects;

/**
 * What a study simulates.
 *
 * @param field where each tournament's players come from
 * @param rounds rounds per tournament
 * @param tournaments tournaments per system
 * @param systems the systems compared, each on the same fields and draws
 * @param seed the study seed
 * @param threads worker threads; the results do not depend on it
 * @param halfByeRate chance per player and round of a half-point bye requested before pairing
 * @param zeroByeRate chance per player and round of a known absence (zero-point bye)
 * @param forfeitRate chance per player and paired game that he does not show up (forfeit)
 * @param topK the k of the top-k metrics
 * @param model the game model
 * @param boards boards per team match when the Team system is studied (then the field is of teams)
 */
public record StudyOptions(
    Field.Source field,
    int rounds,
    int tournaments,
    List<SystemVariant> systems,
    long seed,
    int threads,
    double halfByeRate,
    double zeroByeRate,
    double forfeitRate,
    int topK,
    GameModel model,
    int boards) {

  /** Boards per team match when not given. */
  public static final int DEFAULT_BOARDS = 4;

  /** Options with {@link #DEFAULT_BOARDS} boards per team match. */
  public StudyOptions(
      Field.Source field,
      int rounds,
      int tournaments,
      List<SystemVariant> systems,
      long seed,
      int threads,
      double halfByeRate,
      double zeroByeRate,
      double forfeitRate,
      int topK,
      GameModel model) {
    this(
        field,
        rounds,
        tournaments,
        systems,
        seed,
        threads,
        halfByeRate,
        zeroByeRate,
        forfeitRate,
        topK,
        model,
        DEFAULT_BOARDS);
  }

  public StudyOptions {
    Objects.requireNonNull(field, "field");
    Objects.requireNonNull(model, "model");
    systems = List.copyOf(systems);
    if (systems.isEmpty()) {
      throw new IllegalArgumentException("name at least one system");
    }
    if (rounds < 1 || rounds >= field.players()) {
      throw new IllegalArgumentException(
          "rounds must be 1.."
              + (field.players() - 1)
              + " for "
              + field.players()
              + " players, was "
              + rounds);
    }
    if (tournaments < 1) {
      throw new IllegalArgumentException("tournaments must be at least 1, was " + tournaments);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    rate("half-bye rate", halfByeRate);
    rate("zero-bye rate", zeroByeRate);
    rate("forfeit rate", forfeitRate);
    if (halfByeRate + zeroByeRate > 1) {
      throw new IllegalArgumentException("half-bye rate + zero-bye rate must be at most 1");
    }
    if (boards < 1) {
      throw new IllegalArgumentException("boards must be at least 1, was " + boards);
    }
    if (topK < 1) {
      throw new IllegalArgumentException("top-k must be at least 1, was " + topK);
    }
  }

  /** Clean options: no byes, absences or forfeits, top-10, Milvang's model, one thread. */
  public static StudyOptions of(
      Field.Source field, int rounds, int tournaments, List<SystemVariant> systems, long seed) {
    return new StudyOptions(
        field, rounds, tournaments, systems, seed, 1, 0, 0, 0, 10, GameModel.MILVANG);
  }

  /** A copy with another number of threads. */
  public StudyOptions withThreads(int t) {
    return new StudyOptions(
        field,
        rounds,
        tournaments,
        systems,
        seed,
        t,
        halfByeRate,
        zeroByeRate,
        forfeitRate,
        topK,
        model,
        boards);
  }

  /** A copy with other bye, absence and forfeit rates. */
  public StudyOptions withIrregularities(double halfBye, double zeroBye, double forfeit) {
    return new StudyOptions(
        field,
        rounds,
        tournaments,
        systems,
        seed,
        threads,
        halfBye,
        zeroBye,
        forfeit,
        topK,
        model,
        boards);
  }

  /** A copy with another k for the top-k metrics. */
  public StudyOptions withTopK(int k) {
    return new StudyOptions(
        field,
        rounds,
        tournaments,
        systems,
        seed,
        threads,
        halfByeRate,
        zeroByeRate,
        forfeitRate,
        k,
        model,
        boards);
  }

  /** A copy with another number of boards per team match. */
  public StudyOptions withBoards(int b) {
    return new StudyOptions(
        field,
        rounds,
        tournaments,
        systems,
        seed,
        threads,
        halfByeRate,
        zeroByeRate,
        forfeitRate,
        topK,
        model,
        b);
  }

  /**
   * Games per pairing and round that the draws must cover: 2 for Double-Swiss, the boards for Team.
   */
  public int gamesPerPairing() {
    int g = 1;
    for (SystemVariant v : systems) {
      g = Math.max(g, v.matchGames(boards));
    }
    return g;
  }

  private static void rate(String name, double v) {
    if (!(v >= 0 && v <= 1)) {
      throw new IllegalArgumentException(name + " must be between 0 and 1, was " + v);
    }
  }
}
