package org.swisspair.solver.generator;

import java.util.Objects;
import org.swisspair.model.Colour;
import org.swisspair.model.Points;
import org.swisspair.model.ScoringSystem;

/**
 * Every setting of a generated tournament, none left open: what {@link GeneratorRequest#resolve}
 * gives once the settings not named are drawn. {@link #arguments()} writes them back as the options
 * that repeat the run (the generated file's {@code ###} comment).
 *
 * @param players number of players, at least 2
 * @param rounds number of rounds, 1 to {@code players}
 * @param ratings where the ratings come from
 * @param unratedBasisPoints share of unrated players in basis points (drawn ratings only)
 * @param fullByes pre-set full-point byes (TRF {@code F}) per round
 * @param halfByes pre-set half-point byes ({@code H}) per round
 * @param zeroByes pre-set zero-point byes, known absences ({@code Z}), per round
 * @param forfeits games forfeited by one player per round
 * @param doubleForfeits games forfeited by both players per round
 * @param unusual games with an unusual result (1/2-0, 0-1/2, 0-0) per round
 * @param withdrawals players withdrawing for good before a round, from round 2 (C.04.2 3.2)
 * @param lateEntries players joining after round 1 (C.04.2 2.4): a fixed count joins in round 2 or
 *     3 by lot, {@code R:K} pairs name the rounds
 * @param baku Baku acceleration (C.04.7)
 * @param scoringText the point system as given, e.g. {@code W=3,D=1,L=0}
 * @param drawPercent share of drawn games between equally rated players, 0..100
 * @param initialColour colour of the odd TPNs in round 1; NONE = drawn by lot from the seed
 * @param tiebreaks the tie-break list, written as the {@code 202} record
 */
public record GeneratorSettings(
    int players,
    int rounds,
    Ratings ratings,
    int unratedBasisPoints,
    RoundCounts fullByes,
    RoundCounts halfByes,
    RoundCounts zeroByes,
    RoundCounts forfeits,
    RoundCounts doubleForfeits,
    RoundCounts unusual,
    RoundCounts withdrawals,
    RoundCounts lateEntries,
    boolean baku,
    String scoringText,
    int drawPercent,
    Colour initialColour,
    String tiebreaks) {

  public GeneratorSettings {
    Objects.requireNonNull(ratings, "ratings");
    Objects.requireNonNull(fullByes, "fullByes");
    Objects.requireNonNull(halfByes, "halfByes");
    Objects.requireNonNull(zeroByes, "zeroByes");
    Objects.requireNonNull(forfeits, "forfeits");
    Objects.requireNonNull(doubleForfeits, "doubleForfeits");
    Objects.requireNonNull(unusual, "unusual");
    Objects.requireNonNull(withdrawals, "withdrawals");
    Objects.requireNonNull(lateEntries, "lateEntries");
    Objects.requireNonNull(scoringText, "scoringText");
    Objects.requireNonNull(initialColour, "initialColour");
    Objects.requireNonNull(tiebreaks, "tiebreaks");
    if (players < 2) {
      throw new IllegalArgumentException("players must be at least 2, was " + players);
    }
    if (rounds < 1 || rounds > players) {
      throw new IllegalArgumentException(
          "rounds must be 1.." + players + " (the number of players), was " + rounds);
    }
    if (ratings.isList() && ratings.given().size() != players) {
      throw new IllegalArgumentException(
          "ratings "
              + ratings.source()
              + " give "
              + ratings.given().size()
              + " ratings for "
              + players
              + " players");
    }
    if (unratedBasisPoints < 0 || unratedBasisPoints > 10_000) {
      throw new IllegalArgumentException(
          "unrated share must be 0..100%, was " + unratedBasisPoints + " bp");
    }
    if (drawPercent < 0 || drawPercent > 100) {
      throw new IllegalArgumentException("draws must be 0..100%, was " + drawPercent);
    }
    if (lateEntries.count() < 0
        || lateEntries.perRound().values().stream().anyMatch(v -> v.count() < 0)) {
      throw new IllegalArgumentException(
          "late entries are counts (3 or 2:1,3:2), not rates: " + lateEntries.text());
    }
    if (lateEntries.perRound().keySet().stream().anyMatch(r -> r < 2 || r > rounds)) {
      throw new IllegalArgumentException(
          "late entries join in rounds 2.." + rounds + ", was " + lateEntries.text());
    }
    int late =
        lateEntries.perRound().isEmpty()
            ? lateEntries.count()
            : lateEntries.perRound().values().stream().mapToInt(RoundCounts::count).sum();
    if (late > players - 2) {
      throw new IllegalArgumentException(
          "late entries must be 0.." + (players - 2) + ", was " + late);
    }
    if (late > 0 && rounds < 2) {
      throw new IllegalArgumentException("late entries (" + late + ") need at least 2 rounds");
    }
    if (!tiebreaks.isEmpty()) {
      TieBreaks.check(tiebreaks);
    }
    ScoringSystem s = GeneratorOptions.parseScoring(scoringText);
    if (baku && (s.win() != 2 * s.drawWhite() || s.loss() != 0)) {
      // C.04.7 1.1: Baku needs a win worth two draws and a loss worth nothing.
      throw new IllegalArgumentException(
          "baku needs a win worth two draws and a loss worth 0 (C.04.7 1.1); scoring was W="
              + Points.format(s.win())
              + ",D="
              + Points.format(s.drawWhite())
              + ",L="
              + Points.format(s.loss()));
    }
  }

  /** The point system. */
  public ScoringSystem scoring() {
    return GeneratorOptions.parseScoring(scoringText);
  }

  /**
   * The settings of the older rate-only options: rates per player and round, a tenth of the
   * forfeits double, ratings normal around 1800, draws 30% between equal ratings.
   */
  public static GeneratorSettings from(GeneratorOptions o) {
    int forfeitBp = (int) Math.round(o.forfeitRate() * 10_000);
    return new GeneratorSettings(
        o.players(),
        o.rounds(),
        Ratings.RANDOM,
        (int) Math.round(o.unratedShare() * 10_000),
        RoundCounts.NONE,
        RoundCounts.share(o.halfByeRate()),
        RoundCounts.share(o.zeroByeRate()),
        RoundCounts.rate(forfeitBp - forfeitBp / 10),
        RoundCounts.rate(forfeitBp / 10),
        RoundCounts.NONE,
        RoundCounts.share(o.withdrawalRate()),
        RoundCounts.fixed(o.lateEntries()),
        o.baku(),
        scoringText(o.scoring()),
        30,
        o.initialColour(),
        "");
  }

  /** {@code W=..,D=..,L=..} with the byes and forfeits that differ from their defaults. */
  static String scoringText(ScoringSystem s) {
    StringBuilder sb = new StringBuilder();
    sb.append("W=").append(Points.format(s.win()));
    sb.append(",D=").append(Points.format(s.drawWhite()));
    sb.append(",L=").append(Points.format(s.loss()));
    if (s.pab() != s.win()) {
      sb.append(",U=").append(Points.format(s.pab()));
    }
    if (s.halfBye() != s.drawWhite()) {
      sb.append(",H=").append(Points.format(s.halfBye()));
    }
    if (s.fullBye() != s.win()) {
      sb.append(",F=").append(Points.format(s.fullBye()));
    }
    if (s.zeroBye() != s.loss()) {
      sb.append(",Z=").append(Points.format(s.zeroBye()));
    }
    if (s.forfeitWin() != s.win()) {
      sb.append(",FW=").append(Points.format(s.forfeitWin()));
    }
    if (s.forfeitLoss() != s.loss()) {
      sb.append(",FL=").append(Points.format(s.forfeitLoss()));
    }
    return sb.toString();
  }

  /**
   * The options that give these settings, in a fixed order: {@code --players 30 --rounds 7
   * --ratings 1400-2200 ...}. With the seed and system they repeat the run byte for byte.
   */
  public String arguments() {
    StringBuilder sb = new StringBuilder();
    sb.append("--players ").append(players);
    sb.append(" --rounds ").append(rounds);
    sb.append(" --ratings ").append(ratings.source());
    sb.append(" --unrated ").append(RoundCounts.rate(unratedBasisPoints).text());
    sb.append(" --full-byes ").append(fullByes.text());
    sb.append(" --half-byes ").append(halfByes.text());
    sb.append(" --zero-byes ").append(zeroByes.text());
    sb.append(" --forfeits ").append(forfeits.text());
    sb.append(" --double-forfeits ").append(doubleForfeits.text());
    sb.append(" --unusual ").append(unusual.text());
    sb.append(" --withdrawals ").append(withdrawals.text());
    sb.append(" --late-entries ").append(lateEntries.text());
    sb.append(baku ? " --baku" : " --no-baku");
    sb.append(" --scoring ").append(scoringText);
    sb.append(" --draws ").append(drawPercent).append('%');
    if (initialColour != Colour.NONE) {
      sb.append(" --initial-colour ").append(initialColour == Colour.WHITE ? "white" : "black");
    }
    if (!tiebreaks.isEmpty()) {
      sb.append(" --tiebreaks ").append(tiebreaks);
    }
    return sb.toString();
  }
}
