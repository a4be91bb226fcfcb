package org.swisspair.solver.swiss;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;

/**
 * The round to pair and the state before it, in the one place that the command line, the checker,
 * the generator and library users share: which round, the tournament as it stood before that round
 * was paired, and the acceleration applied to it.
 */
public final class RoundSetup {
  private RoundSetup() {}

  /** The next round to pair: the one after the last paired round. */
  public static int nextRound(Tournament t) {
    return t.roundsPaired() + 1;
  }

  /**
   * The state before round {@code round} of {@code t}, which may be the next round or an earlier
   * one (re-paired from the state before it), with the Baku virtual points of that round added when
   * {@code baku} is set (C.04.7).
   *
   * @throws IllegalArgumentException when the round is beyond the next one, or Baku acceleration
   *     needs the number of rounds and the tournament does not give it
   */
  public static RoundState state(Tournament t, int round, boolean baku) {
    int next = nextRound(t);
    if (round < 1 || round > next) {
      throw new IllegalArgumentException(
          "round " + round + ": only " + t.roundsPaired() + " rounds are paired; next is " + next);
    }
    Tournament before = round < next ? stateBefore(t, round) : t;
    if (baku) {
      before = BakuAcceleration.withRound(before, round);
    }
    return new RoundState(before, round);
  }

  /**
   * The tournament as it stood before round {@code r} was paired: later rounds dropped, and in
   * round {@code r} only the entries of players who were not paired (H, F, Z, blank, {@code 0000 -
   * -}), which stay as pre-set byes.
   */
  public static Tournament stateBefore(Tournament t, int r) {
    List<Player> players = new ArrayList<>();
    List<ByeRequest> requests = new ArrayList<>();
    for (ByeRequest b : t.byeRequests()) {
      if (b.round() <= r) {
        requests.add(b);
      }
    }
    for (Player p : t.players()) {
      List<RoundEntry> rounds =
          new ArrayList<>(p.rounds().subList(0, Math.min(r, p.rounds().size())));
      RoundEntry now = p.round(r);
      if (now.paired() || now.result() == ResultCode.PAIRING_BYE) {
        if (rounds.size() == r) {
          rounds.remove(r - 1);
        }
      } else if (now.equals(RoundEntry.EMPTY)) {
        // Blank in a paired round: the player was absent, so not to be paired.
        requests.add(new ByeRequest(p.id(), r, ResultCode.ZERO_BYE));
      }
      players.add(p.withRounds(rounds));
    }
    return t.withPlayers(players).withByeRequests(requests);
  }
}
