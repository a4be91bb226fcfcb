package org.swisspair.solver.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The PAB assigned before any bracket is paired, as Burstein 3.1, Dubov 3.1, Double-Swiss 3.4 and
 * the Team system do it: among the players who may receive it (C2), the first by lowest pairing
 * score, then most games played, then the system's own order, whose absence leaves every other
 * player pairable (C4).
 */
public final class PabChooser {
  private PabChooser() {}

  /**
   * The PAB receiver of {@code compatibility}'s round, 0 when the number of players to pair is
   * even.
   *
   * @param lastFirst the system's tie-break, ordering first the player who gets the PAB first
   * @throws NoValidPairingException when no eligible player leaves the others pairable
   */
  public static int choose(Compatibility compatibility, Comparator<PlayerState> lastFirst)
      throws NoValidPairingException {
    RoundState s = compatibility.state();
    List<Integer> toPair = s.playersToPair();
    if (toPair.size() % 2 == 0) {
      return 0;
    }
    List<PlayerState> candidates = new ArrayList<>();
    for (int id : toPair) {
      if (!s.player(id).byeIneligible()) {
        candidates.add(s.player(id));
      }
    }
    candidates.sort(order(lastFirst));
    // One maximum matching of everybody; each candidate is then one augmenting-path search.
    CardinalityMatching matching =
        new CardinalityMatching(Pairability.matrix(toPair, compatibility), null);
    matching.greedy();
    if (2 * matching.maximum() + 1 == toPair.size()) {
      for (PlayerState c : candidates) {
        if (matching.canRemove(toPair.indexOf(c.id()))) {
          return c.id();
        }
      }
    }
    throw new NoValidPairingException(
        "no player can receive the PAB and leave the others pairable (C2, C4)", toPair);
  }

  /**
   * Lowest pairing score (GEN-2), then most games played over the board (GEN-3), then {@code
   * lastFirst}.
   */
  public static Comparator<PlayerState> order(Comparator<PlayerState> lastFirst) {
    return Comparator.comparingInt(PlayerState::pairingScore)
        .thenComparing(
            Comparator.comparingInt((PlayerState p) -> p.playedColours().size()).reversed())
        .thenComparing(lastFirst);
  }
}
