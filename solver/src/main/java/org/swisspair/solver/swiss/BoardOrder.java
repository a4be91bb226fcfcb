package org.swisspair.solver.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;

/**
 * The publishing order of a complete pairing (C.04.2 3.6): the higher score of the higher-ranked
 * player, then the higher sum of scores, then the smaller TPN of the higher-ranked player; scores
 * are pairing scores (C.04.7 1.5), and the PAB comes last. The higher-ranked player is the one with
 * the higher pairing score, then the smaller TPN, in every system (GEN-1).
 */
public final class BoardOrder {
  private BoardOrder() {}

  /** {@code boards} in publishing order, the PAB (if any) last. */
  public static List<Pair> sort(RoundState state, List<Pair> boards) {
    List<Pair> games = new ArrayList<>();
    List<Pair> byes = new ArrayList<>();
    for (Pair p : boards) {
      (p.isBye() ? byes : games).add(p);
    }
    games.sort(
        Comparator.<Pair>comparingInt(p -> -higher(state, p).pairingScore())
            .thenComparingInt(
                p ->
                    -(state.player(p.white()).pairingScore()
                        + state.player(p.black()).pairingScore()))
            .thenComparingInt(p -> higher(state, p).id()));
    games.addAll(byes);
    return games;
  }

  /** The higher-ranked player of a pair for publishing: higher pairing score, then lower TPN. */
  private static PlayerState higher(RoundState state, Pair p) {
    PlayerState w = state.player(p.white());
    PlayerState b = state.player(p.black());
    if (w.pairingScore() != b.pairingScore()) {
      return w.pairingScore() > b.pairingScore() ? w : b;
    }
    return w.id() < b.id() ? w : b;
  }
}
