package org.swisspair.solver.generator;

import java.util.List;
import java.util.SplittableRandom;
import org.swisspair.model.Colour;

/**
 * The settings a user named for a generated tournament, each null when not named. {@link
 * #resolve(long)} draws the others from the seed, from ranges a real Swiss event could have, so
 * that a run without settings is not always the same tournament (the acceptance checklist wants
 * settings not named drawn at random); the draws come from their own stream, so the tournament the
 * settings give does not depend on which of them were drawn.
 */
public final class GeneratorRequest {
  /** The tie-break lists a request without one draws from (C.07, TRF-2026 202 codes). */
  static final List<String> TIE_BREAK_LISTS =
      List.of(
          "BH/C1,BH,SB,DE,WIN,ARO",
          "BH,BH/C1,DE,WIN,ARO",
          "SB,BH/C1,BH,DE",
          "DE,WIN,BH/C1,BH",
          "BH/C1,PS,DE,WON,BPG",
          "ARO/C1,BH/M1,SB/C1,TPR",
          "FB,AOB,STD,RTNG");

  public Integer players;
  public Integer rounds;
  public Ratings ratings;
  public Integer unratedBasisPoints;
  public RoundCounts fullByes;
  public RoundCounts halfByes;
  public RoundCounts zeroByes;
  public RoundCounts forfeits;
  public RoundCounts doubleForfeits;
  public RoundCounts unusual;
  public RoundCounts withdrawals;
  public RoundCounts lateEntries;
  public Boolean baku;
  public String scoring;
  public Integer drawPercent;
  public Colour initialColour;
  public String tiebreaks;

  /**
   * Fills the settings not named with nothing irregular: no byes, forfeits, unusual results,
   * withdrawals, late entries or unrated players, no Baku, standard scoring, ratings normal around
   * 1800, a third of equal games drawn, ranks by score and TPN; players, rounds and the initial
   * colour stay drawn when not named.
   */
  public GeneratorRequest plain() {
    ratings = ratings != null ? ratings : Ratings.RANDOM;
    unratedBasisPoints = unratedBasisPoints != null ? unratedBasisPoints : 0;
    fullByes = fullByes != null ? fullByes : RoundCounts.NONE;
    halfByes = halfByes != null ? halfByes : RoundCounts.NONE;
    zeroByes = zeroByes != null ? zeroByes : RoundCounts.NONE;
    forfeits = forfeits != null ? forfeits : RoundCounts.NONE;
    doubleForfeits = doubleForfeits != null ? doubleForfeits : RoundCounts.NONE;
    unusual = unusual != null ? unusual : RoundCounts.NONE;
    withdrawals = withdrawals != null ? withdrawals : RoundCounts.NONE;
    lateEntries = lateEntries != null ? lateEntries : RoundCounts.NONE;
    baku = baku != null ? baku : false;
    scoring = scoring != null ? scoring : "W=1,D=0.5,L=0";
    drawPercent = drawPercent != null ? drawPercent : 30;
    tiebreaks = tiebreaks != null ? tiebreaks : "";
    return this;
  }

  /**
   * Checks a tie-break list written as the TRF-2026 {@code 202} record ({@code BH/C1,BH,SB}).
   *
   * @throws IllegalArgumentException naming the code that is not known
   */
  public static String checkTieBreaks(String text) {
    return TieBreaks.check(text);
  }

  /** A copy to change without changing this one. */
  public GeneratorRequest copy() {
    GeneratorRequest q = new GeneratorRequest();
    q.players = players;
    q.rounds = rounds;
    q.ratings = ratings;
    q.unratedBasisPoints = unratedBasisPoints;
    q.fullByes = fullByes;
    q.halfByes = halfByes;
    q.zeroByes = zeroByes;
    q.forfeits = forfeits;
    q.doubleForfeits = doubleForfeits;
    q.unusual = unusual;
    q.withdrawals = withdrawals;
    q.lateEntries = lateEntries;
    q.baku = baku;
    q.scoring = scoring;
    q.drawPercent = drawPercent;
    q.initialColour = initialColour;
    q.tiebreaks = tiebreaks;
    return q;
  }

  /**
   * Every setting, those not named drawn from {@code seed}.
   *
   * @throws IllegalArgumentException when the named settings contradict each other
   */
  public GeneratorSettings resolve(long seed) {
    // Its own stream: the seed's generation stream is the tournament's.
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    int drawnPlayers = 8 + r.nextInt(93);
    int p =
        players != null
            ? players
            : ratings != null && ratings.isList()
                ? ratings.given().size()
                : rounds != null ? Math.max(drawnPlayers, rounds + 1) : drawnPlayers;
    int maxRounds = Math.max(1, Math.min(11, Math.min(p - 1, p / 2 + 2)));
    int drawnRounds = 3 + r.nextInt(Math.max(1, maxRounds - 2));
    int rd = rounds != null ? rounds : Math.min(maxRounds, drawnRounds);
    Ratings rt = ratings;
    if (rt == null) {
      int min = 1000 + r.nextInt(1001);
      rt = Ratings.range(min, Math.min(2850, min + 200 + r.nextInt(1001)));
    }
    int unrated =
        unratedBasisPoints != null
            ? unratedBasisPoints
            : r.nextInt(3) == 0 ? 100 * r.nextInt(11) : 0;
    // Irregularities: absent half the time, else a small rate that fits any field.
    RoundCounts full = fullByes != null ? fullByes : maybeRate(r, 4, 100);
    RoundCounts half = halfByes != null ? halfByes : maybeRate(r, 2, 500);
    RoundCounts zero = zeroByes != null ? zeroByes : maybeRate(r, 2, 300);
    RoundCounts ff = forfeits != null ? forfeits : maybeRate(r, 2, 400);
    RoundCounts dff = doubleForfeits != null ? doubleForfeits : maybeRate(r, 3, 100);
    RoundCounts odd = unusual != null ? unusual : RoundCounts.NONE;
    int unusualDraw = r.nextInt(3);
    if (unusual == null && unusualDraw == 0) {
      odd = RoundCounts.rate(50 + 50 * r.nextInt(4));
    }
    RoundCounts wd = withdrawals != null ? withdrawals : maybeRate(r, 3, 200);
    int lateDraw = r.nextInt(3);
    RoundCounts late =
        lateEntries != null
            ? lateEntries
            : lateDraw == 0 && rd >= 2 && p >= 8
                ? RoundCounts.fixed(1 + r.nextInt(Math.max(1, p / 10)))
                : RoundCounts.NONE;
    boolean bk;
    String sc = scoring;
    int bakuDraw = r.nextInt(5);
    int scoringDraw = r.nextInt(5);
    if (baku != null) {
      bk = baku;
    } else {
      bk = bakuDraw == 0 && (sc == null || bakuCompatible(sc));
    }
    if (sc == null) {
      sc = !bk && scoringDraw == 0 ? "W=3,D=1,L=0" : "W=1,D=0.5,L=0";
    }
    int draws = drawPercent != null ? drawPercent : 15 + r.nextInt(31);
    int colourDraw = r.nextInt(2);
    Colour colour =
        initialColour != null ? initialColour : colourDraw == 0 ? Colour.WHITE : Colour.BLACK;
    String tb =
        tiebreaks != null
            ? tiebreaks.isEmpty() ? "" : TieBreaks.check(tiebreaks)
            : TIE_BREAK_LISTS.get(r.nextInt(TIE_BREAK_LISTS.size()));
    return new GeneratorSettings(
        p, rd, rt, unrated, full, half, zero, ff, dff, odd, wd, late, bk, sc, draws, colour, tb);
  }

  private static boolean bakuCompatible(String scoring) {
    var s = GeneratorOptions.parseScoring(scoring);
    return s.win() == 2 * s.drawWhite() && s.loss() == 0;
  }

  /** None with chance 1 - 1/{@code oneIn}, else a rate of 1..{@code maxBp} basis points. */
  private static RoundCounts maybeRate(SplittableRandom r, int oneIn, int maxBp) {
    int on = r.nextInt(oneIn);
    int bp = 1 + r.nextInt(maxBp);
    return on == 0 ? RoundCounts.rate(bp) : RoundCounts.NONE;
  }
}
