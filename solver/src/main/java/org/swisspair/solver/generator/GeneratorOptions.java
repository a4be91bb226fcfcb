package org.swisspair.solver.generator;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.swisspair.model.Colour;
import org.swisspair.model.Points;
import org.swisspair.model.ScoringSystem;

/**
 * What {@link TournamentGenerator} builds. Rates are probabilities per player and round (forfeits:
 * per game).
 *
 * @param players number of players, at least 2
 * @param rounds number of rounds, 1 to {@code players}
 * @param seed the random seed; the same options give the same tournament
 * @param forfeitRate share of games not played (forfeit win/loss, sometimes a double forfeit)
 * @param halfByeRate chance a player asks for a half-point bye in a round, known before pairing
 * @param zeroByeRate chance a player is known to be absent in a round (zero-point bye)
 * @param withdrawalRate chance a player withdraws before a round (C.04.2 3.2), from round 2 on
 * @param lateEntries players who join in round 2 or 3 with zero points for the rounds missed
 *     (C.04.2 2.4)
 * @param baku Baku acceleration (C.04.7); needs a win worth two draws and a loss worth zero
 * @param scoring the point system
 * @param initialColour colour of the odd TPNs in round 1 (Dutch 5.1); NONE = drawn by lot from the
 *     seed
 * @param unratedShare share of unrated players (rating 0)
 */
public record GeneratorOptions(
    int players,
    int rounds,
    long seed,
    double forfeitRate,
    double halfByeRate,
    double zeroByeRate,
    double withdrawalRate,
    int lateEntries,
    boolean baku,
    ScoringSystem scoring,
    Colour initialColour,
    double unratedShare) {

  public GeneratorOptions {
    if (players < 2) {
      throw new IllegalArgumentException("players must be at least 2, was " + players);
    }
    if (rounds < 1 || rounds > players) {
      throw new IllegalArgumentException(
          "rounds must be 1.." + players + " (the number of players), was " + rounds);
    }
    rate("forfeitRate", forfeitRate);
    rate("halfByeRate", halfByeRate);
    rate("zeroByeRate", zeroByeRate);
    rate("withdrawalRate", withdrawalRate);
    rate("unratedShare", unratedShare);
    if (halfByeRate + zeroByeRate > 1) {
      throw new IllegalArgumentException(
          "halfByeRate + zeroByeRate must be at most 1, was " + (halfByeRate + zeroByeRate));
    }
    if (lateEntries < 0 || lateEntries > players - 2) {
      throw new IllegalArgumentException(
          "lateEntries must be 0.." + (players - 2) + ", was " + lateEntries);
    }
    if (lateEntries > 0 && rounds < 2) {
      throw new IllegalArgumentException(
          "lateEntries (" + lateEntries + ") need at least 2 rounds, rounds was " + rounds);
    }
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(initialColour, "initialColour (WHITE, BLACK or NONE for drawn by lot)");
    if (baku && (scoring.win() != 2 * scoring.drawWhite() || scoring.loss() != 0)) {
      // C.04.7 1.1: Baku needs a win worth two draws and a loss worth nothing.
      throw new IllegalArgumentException(
          "baku needs a win worth two draws and a loss worth 0 (C.04.7 1.1); scoring was W="
              + Points.format(scoring.win())
              + ",D="
              + Points.format(scoring.drawWhite())
              + ",L="
              + Points.format(scoring.loss()));
    }
  }

  /** Clean defaults: no byes, forfeits or withdrawals, standard scoring, colour drawn by lot. */
  public static GeneratorOptions defaults(int players, int rounds, long seed) {
    return new GeneratorOptions(
        players, rounds, seed, 0, 0, 0, 0, 0, false, ScoringSystem.STANDARD, Colour.NONE, 0);
  }

  /** A copy with other players, rounds and seed. */
  public GeneratorOptions with(int newPlayers, int newRounds, long newSeed) {
    return new GeneratorOptions(
        newPlayers,
        newRounds,
        newSeed,
        forfeitRate,
        halfByeRate,
        zeroByeRate,
        withdrawalRate,
        lateEntries,
        baku,
        scoring,
        initialColour,
        unratedShare);
  }

  /**
   * Parses a point system such as {@code W=3,D=1,L=0}; optional {@code U} (PAB), {@code H}
   * (half-point bye), {@code F} (full-point bye), {@code Z} (zero-point bye), {@code FW}/{@code FL}
   * (forfeit win/loss) default to W, D, W, L, W and L.
   */
  public static ScoringSystem parseScoring(String text) {
    Map<String, Integer> v = new LinkedHashMap<>();
    for (String part : text.split(",")) {
      String p = part.trim();
      if (p.isEmpty()) {
        continue;
      }
      int eq = p.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException(
            "scoring part '" + p + "' in '" + text + "' must look like W=3");
      }
      String key = p.substring(0, eq).trim().toUpperCase(Locale.ROOT);
      if (!java.util.List.of("W", "D", "L", "U", "H", "F", "Z", "FW", "FL").contains(key)) {
        throw new IllegalArgumentException(
            "unknown scoring key '"
                + key
                + "' in '"
                + text
                + "'; known: W, D, L, U, H, F, Z, FW, FL");
      }
      try {
        v.put(key, Points.parse(p.substring(eq + 1)));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "scoring value of " + key + " in '" + text + "': " + e.getMessage(), e);
      }
    }
    for (String required : java.util.List.of("W", "D", "L")) {
      if (!v.containsKey(required)) {
        throw new IllegalArgumentException(
            "scoring '" + text + "' lacks " + required + "; example: W=3,D=1,L=0");
      }
    }
    int w = v.get("W");
    int d = v.get("D");
    int l = v.get("L");
    return new ScoringSystem(
        w,
        w,
        d,
        d,
        l,
        l,
        v.getOrDefault("FW", w),
        v.getOrDefault("FL", l),
        v.getOrDefault("F", w),
        v.getOrDefault("H", d),
        v.getOrDefault("Z", l),
        v.getOrDefault("U", w));
  }

  private static void rate(String name, double value) {
    if (!(value >= 0 && value <= 1)) {
      throw new IllegalArgumentException(name + " must be between 0 and 1, was " + value);
    }
  }
}
