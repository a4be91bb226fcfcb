package org.swisspair.solver.research;

import java.util.SplittableRandom;

/**
 * The random numbers of one tournament of a study, drawn once and shared by every system (common
 * random numbers): the field, and for every round and player one uniform for the game result, one
 * for a pre-set bye and one for a no-show, plus a lot per player for ties left after every
 * tie-break. A system that pairs differently meets the same draws, so differences between systems
 * come from the pairing and not from luck. Systems that play several games per pairing (the two
 * games of a Double-Swiss match, the boards of a team match) read game 1 from the one-game uniform
 * and every further game from a stream of its own, and a team's players spread around the team by
 * the team's board-spread draws.
 *
 * <p>The streams hang off the study seed and the tournament index only (SplitMix64), never off the
 * thread or the order of work, so the results do not depend on the number of threads.
 */
public final class Draws {
  private final long seed;
  private final Field field;
  private final double[][] result;
  private final double[][] absence;
  private final double[][] noShow;
  private final double[] lot;
  private final boolean whiteFirst;
  private final double[][][] extraGames;
  private final double[][] boardSpread;

  /** The draws of tournament {@code index} of the study with seed {@code studySeed}. */
  public Draws(long studySeed, long index, Field.Source source, int rounds) {
    this(studySeed, index, source, rounds, 1);
  }

  /**
   * The draws of tournament {@code index} with {@code games} games per pairing and round (2 for a
   * Double-Swiss match, the boards of a team match) and one board-spread draw per unit and game.
   */
  public Draws(long studySeed, long index, Field.Source source, int rounds, int games) {
    this.seed = tournamentSeed(studySeed, index);
    SplittableRandom master = new SplittableRandom(seed);
    // One split per purpose, in a fixed order, so that one purpose never shifts another.
    SplittableRandom fieldRnd = master.split();
    SplittableRandom lotRnd = master.split();
    this.field = source.draw(fieldRnd);
    int n = field.size();
    this.whiteFirst = lotRnd.nextBoolean();
    this.lot = new double[n + 1];
    for (int id = 1; id <= n; id++) {
      lot[id] = lotRnd.nextDouble();
    }
    result = new double[rounds + 1][n + 1];
    absence = new double[rounds + 1][n + 1];
    noShow = new double[rounds + 1][n + 1];
    for (int r = 1; r <= rounds; r++) {
      SplittableRandom rr = master.split();
      for (int id = 1; id <= n; id++) {
        result[r][id] = rr.nextDouble();
        absence[r][id] = rr.nextDouble();
        noShow[r][id] = rr.nextDouble();
      }
    }
    // Splits made after every one-game split, so that a study of one-game systems draws the very
    // numbers it drew before games 2.. existed; one split per game number, so that game k's
    // numbers do not depend on how many games a pairing has.
    extraGames = new double[Math.max(0, games - 1)][][];
    for (int k = 1; k < games; k++) {
      SplittableRandom gk = master.split();
      extraGames[k - 1] = new double[rounds + 1][n + 1];
      for (int r = 1; r <= rounds; r++) {
        for (int id = 1; id <= n; id++) {
          extraGames[k - 1][r][id] = gk.nextDouble();
        }
      }
    }
    boardSpread = new double[n + 1][];
    if (games > 1) {
      SplittableRandom spread = master.split();
      for (int id = 1; id <= n; id++) {
        SplittableRandom one = spread.split();
        boardSpread[id] = new double[games];
        for (int k = 0; k < games; k++) {
          boardSpread[id][k] = Field.gaussian(one);
        }
      }
    }
  }

  /** The seed of tournament {@code index}: SplitMix64 of the study seed and the index. */
  public static long tournamentSeed(long studySeed, long index) {
    return mix(studySeed + mix(index + 0x9E3779B97F4A7C15L));
  }

  /** The SplitMix64 finaliser. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** This tournament's seed. */
  public long seed() {
    return seed;
  }

  /** The field. */
  public Field field() {
    return field;
  }

  /**
   * The uniform that decides a game in round {@code r}: the draw of its higher-ranked player (the
   * smaller TPN), so a player's good or bad day is the same under every system.
   */
  public double result(int r, int white, int black) {
    return result[r][Math.min(white, black)];
  }

  /**
   * The uniform that decides game {@code k} (0-based) of a pairing in round {@code r}: game 0 is
   * {@link #result}, later games come from their own streams, always the draw of the higher-ranked
   * side (the smaller TPN).
   */
  public double game(int r, int white, int black, int k) {
    return k == 0 ? result(r, white, black) : extraGames[k - 1][r][Math.min(white, black)];
  }

  /**
   * The standard normal draws of unit {@code id} (a team of a team study), one per board, from
   * which its players' strengths spread around the team's.
   */
  public double[] boardSpread(int id) {
    return boardSpread[id].clone();
  }

  /** The uniform that decides whether {@code id} asks for a bye or is absent in round {@code r}. */
  public double absence(int r, int id) {
    return absence[r][id];
  }

  /**
   * The uniform that decides whether {@code id} fails to show up for his game in round {@code r}.
   */
  public double noShow(int r, int id) {
    return noShow[r][id];
  }

  /** The lots for ties left after every tie-break, index = TPN. */
  public double[] lot() {
    return lot;
  }

  /** The initial colour drawn by lot (Dutch 5.1): White for TPN 1 when true. */
  public boolean whiteFirst() {
    return whiteFirst;
  }
}
