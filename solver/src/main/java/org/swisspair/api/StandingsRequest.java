package org.swisspair.api;

/**
 * What {@link Operations#standings} is asked: the options of {@code swisspair standings} and {@code
 * POST /v1/standings}.
 *
 * @param tournament where the tournament comes from
 * @param round the standings after this round, or null for the last round in the file
 * @param tiebreaks C.07 codes in order (e.g. {@code BH/C1,BH,SB,DE}), or null for the file's 202
 *     record, else {@code BH/C1,BH,SB,DE,WIN,ARO}
 * @param unratedRating the rating unrated participants count with in ARO, TPR, PTP, APRO, APPO and
 *     RTNG, or null for C.07's rule (these tie-breaks give no value when anybody is unrated)
 * @param unratedLeftOut unrated opponents left out of those tie-breaks instead
 * @param roundRobin the pairings were predetermined: forfeits count as games and byes add nothing
 *     (else as the 192 record says)
 * @param rules the C.07 text, {@code 2024} or {@code 2026}, or null for the one in force on the
 *     event's start date
 * @param format the rendered output's format
 */
public record StandingsRequest(
    TournamentSource tournament,
    Integer round,
    String tiebreaks,
    Integer unratedRating,
    boolean unratedLeftOut,
    boolean roundRobin,
    String rules,
    StandingsFormat format) {
  /** The standings after the last round by the file's tie-breaks, as text. */
  public static StandingsRequest of(TournamentSource tournament) {
    return new StandingsRequest(
        tournament, null, null, null, false, false, null, StandingsFormat.TEXT);
  }

  /** This request after round {@code r} (null: the last). */
  public StandingsRequest withRound(Integer r) {
    return new StandingsRequest(
        tournament, r, tiebreaks, unratedRating, unratedLeftOut, roundRobin, rules, format);
  }

  /** This request with the tie-breaks {@code list} (null: the file's). */
  public StandingsRequest withTiebreaks(String list) {
    return new StandingsRequest(
        tournament, round, list, unratedRating, unratedLeftOut, roundRobin, rules, format);
  }

  /** This request counting unrated participants with {@code rating}. */
  public StandingsRequest withUnratedRating(int rating) {
    return new StandingsRequest(
        tournament, round, tiebreaks, rating, false, roundRobin, rules, format);
  }

  /** This request leaving unrated opponents out. */
  public StandingsRequest withUnratedLeftOut() {
    return new StandingsRequest(
        tournament, round, tiebreaks, null, true, roundRobin, rules, format);
  }

  /** This request as a round robin or not. */
  public StandingsRequest withRoundRobin(boolean r) {
    return new StandingsRequest(
        tournament, round, tiebreaks, unratedRating, unratedLeftOut, r, rules, format);
  }

  /** This request by the C.07 text of {@code year} (null: the one in force). */
  public StandingsRequest withRules(String year) {
    return new StandingsRequest(
        tournament, round, tiebreaks, unratedRating, unratedLeftOut, roundRobin, year, format);
  }

  /** This request in format {@code f}. */
  public StandingsRequest withFormat(StandingsFormat f) {
    return new StandingsRequest(
        tournament, round, tiebreaks, unratedRating, unratedLeftOut, roundRobin, rules, f);
  }
}
