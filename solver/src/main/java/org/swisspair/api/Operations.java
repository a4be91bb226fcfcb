package org.swisspair.api;

import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * The operations of the library, the command line and the service: pair a round (C.04.2), check a
 * tournament (C.04.2 1.4), compute its standings (C.07), record a round's results. Each takes a
 * typed request and gives a typed result or throws an {@link OperationException} of a kind.
 */
public final class Operations {
  private Operations() {}

  /**
   * Pairs the round the request names, as {@code swisspair pair} does: organiser-assigned PABs
   * ({@code 0000 - U}) already in the next round are kept.
   *
   * @throws OperationException no valid pairing, invalid input, file access, a system not built
   */
  public static PairResult pair(PairRequest request) {
    return PairOperation.pair(request);
  }

  /**
   * Re-pairs every paired round and compares each with the file, as C.04.2 1.4 asks of a pairing
   * checker; with the standings check (C.07) when the file ranks its participants.
   *
   * @throws OperationException invalid input, file access, a system not built
   */
  public static CheckResult check(CheckRequest request) {
    return CheckOperation.check(request);
  }

  /**
   * The standings after a round: scores and the C.07 tie-breaks, ranked.
   *
   * @throws OperationException invalid input, file access
   */
  public static StandingsResult standings(StandingsRequest request) {
    return StandingsOperation.standings(request);
  }

  /**
   * The tournament with its next round's results added, in the format it was read in, so that the
   * next round can be paired from it.
   *
   * @throws OperationException invalid input or results, a value too wide for TRF, file access
   */
  public static RecordResult record(RecordRequest request) {
    return RecordOperation.record(request);
  }

  /**
   * The system and the state before the round {@link #pair} pairs (the drop-in's check-list shows
   * them when the round has no pairing).
   *
   * @throws OperationException invalid input, file access, a system not built
   */
  public static RoundToPair roundToPair(PairRequest request) {
    return PairOperation.roundToPair(request);
  }

  /**
   * A round before it is paired.
   *
   * @param system the system that pairs it
   * @param state the state before the round
   */
  public record RoundToPair(PairingSystem system, RoundState state) {}
}
