package org.swisspair.api;

/**
 * What {@link Operations#pair} is asked: the options of {@code swisspair pair} and {@code POST
 * /v1/pair}.
 *
 * @param tournament where the tournament comes from
 * @param system the pairing system
 * @param round the round to pair (an earlier one is re-paired from the state before it), or null
 *     for the round after the last paired one
 * @param baku the Baku acceleration (C.04.7) for this round
 * @param explain the explanation beside the pairing
 * @param format the rendered output's format
 * @param trustResults where a points field disagrees with the results, take the results
 */
public record PairRequest(
    TournamentSource tournament,
    SystemChoice system,
    Integer round,
    boolean baku,
    boolean explain,
    PairFormat format,
    boolean trustResults) {
  /** The next round of {@code tournament} by the file's system, in the engines' format. */
  public static PairRequest of(TournamentSource tournament) {
    return new PairRequest(
        tournament, SystemChoice.fromFile(), null, false, false, PairFormat.ENGINE, false);
  }

  /** This request with the given system. */
  public PairRequest withSystem(SystemChoice choice) {
    return new PairRequest(tournament, choice, round, baku, explain, format, trustResults);
  }

  /** This request for round {@code r} (null: the next round). */
  public PairRequest withRound(Integer r) {
    return new PairRequest(tournament, system, r, baku, explain, format, trustResults);
  }

  /** This request with or without the Baku acceleration. */
  public PairRequest withBaku(boolean b) {
    return new PairRequest(tournament, system, round, b, explain, format, trustResults);
  }

  /** This request with or without the explanation. */
  public PairRequest withExplain(boolean e) {
    return new PairRequest(tournament, system, round, baku, e, format, trustResults);
  }

  /** This request in format {@code f}. */
  public PairRequest withFormat(PairFormat f) {
    return new PairRequest(tournament, system, round, baku, explain, f, trustResults);
  }

  /** This request taking the results where a points field disagrees. */
  public PairRequest withTrustResults(boolean t) {
    return new PairRequest(tournament, system, round, baku, explain, format, t);
  }
}
