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
 */
public record RecordRequest(
    TournamentSource tournament, SystemChoice system, RoundResults results, String resultsName) {
  /** The results of the next round of {@code tournament}, by the file's system. */
  public static RecordRequest of(TournamentSource tournament, RoundResults results) {
    return new RecordRequest(tournament, SystemChoice.fromFile(), results, "<request>");
  }

  /** This request with the given system. */
  public RecordRequest withSystem(SystemChoice s) {
    return new RecordRequest(tournament, s, results, resultsName);
  }

  /** This request naming its results {@code name} in messages. */
  public RecordRequest withResultsName(String name) {
    return new RecordRequest(tournament, system, results, name);
  }
}
