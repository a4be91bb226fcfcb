package org.swisspair.solver.swiss;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * PABs the organiser assigned before pairing ({@code 0000 - U} already in the round being paired):
 * the pairing leaves those players out and lists their byes after its own boards.
 */
public final class PresetPabs {
  private PresetPabs() {}

  /** Players with a {@code 0000 - U} already in round {@code r}, by pairing number. */
  public static List<Integer> of(Tournament t, int r) {
    List<Integer> out = new ArrayList<>();
    for (Player p : t.players()) {
      if (p.round(r).result() == ResultCode.PAIRING_BYE) {
        out.add(p.id());
      }
    }
    return out;
  }

  /**
   * The tournament with the pre-set PAB receivers kept out of round {@code r}'s pairing. The reader
   * counts a round holding only a pre-set PAB as paired and so dates {@code XXZ} absences
   * (zero-point byes "in the next round") one round later; they belong to round {@code r}, the
   * round being paired. (A TRF-2026 {@code 240 Z} for round r + 1 in the same file would be moved
   * as well.)
   */
  public static Tournament without(Tournament t, int r, List<Integer> pabs) {
    if (pabs.isEmpty()) {
      return t;
    }
    List<ByeRequest> requests = new ArrayList<>();
    for (ByeRequest b : t.byeRequests()) {
      boolean xxz = b.round() == r + 1 && b.kind() == ResultCode.ZERO_BYE;
      requests.add(xxz ? new ByeRequest(b.player(), r, b.kind()) : b);
    }
    for (int id : pabs) {
      requests.add(new ByeRequest(id, r, ResultCode.PAIRING_BYE));
    }
    return t.withByeRequests(requests);
  }

  /** The engine's pairing with the pre-set PABs added after its boards, by pairing number. */
  public static RoundPairing added(RoundPairing pairing, List<Integer> pabs) {
    if (pabs.isEmpty()) {
      return pairing;
    }
    List<Pair> boards = new ArrayList<>(pairing.boards());
    pabs.forEach(id -> boards.add(new Pair(id, 0)));
    return new RoundPairing(pairing.round(), boards, pairing.explanation());
  }
}
