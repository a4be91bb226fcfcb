package org.swisspair.api;

import org.swisspair.model.trf.RoundResults;

/**
 * What {@link Operations#record} is asked: the options of {@code swisspair record} and {@code POST
 * /v1/record}.
 *
 * @param tournament where the tournament comes from
 * @param system the pairing system (the Team system's rounds are recorded in the file instead)
 * @param results the next round's games and byes
 * @param resultsName the name messages give the results, e.g. their file
 * @param avoid the soft-avoidance groups the round was paired with (ARB-15): groups that did not
 *     come from the file's comments ({@code federation}) are written as {@code ### AVOID @ Round n}
 *     comments, so that {@code check} re-pairs the round the same way
 */
public record RecordRequest(
    TournamentSource tournament,
    SystemChoice system,
    RoundResults results,
    String resultsName,
    AvoidanceChoice avoid) {
  /** The request, the default avoidance when null. */
  public RecordRequest {
    avoid = avoid == null ? AvoidanceChoice.fromFile() : avoid;
  }

  /** A request of a round paired with the file's own avoidance groups, if any. */
  public RecordRequest(
      TournamentSource tournament, SystemChoice system, RoundResults results, String resultsName) {
    this(tournament, system, results, resultsName, AvoidanceChoice.fromFile());
  }

  /** The results of the next round of {@code tournament}, by the file's system. */
  public static RecordRequest of(TournamentSource tournament, RoundResults results) {
    return new RecordRequest(tournament, SystemChoice.fromFile(), results, "<request>");
  }

  /** This request with the given system. */
  public RecordRequest withSystem(SystemChoice s) {
    return new RecordRequest(tournament, s, results, resultsName, avoid);
  }

  /** This request naming its results {@code name} in messages. */
  public RecordRequest withResultsName(String name) {
    return new RecordRequest(tournament, system, results, name, avoid);
  }

  /** This request of a round paired with the soft-avoidance groups of {@code choice}. */
  public RecordRequest withAvoid(AvoidanceChoice choice) {
    return new RecordRequest(tournament, system, results, resultsName, choice);
  }
}
