package org.swisspair.solver.dutch.rules;

import java.util.Comparator;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;

/**
 * The order of the players for pairing purposes (C.04.3 Article 1.2): score, then TPN ascending;
 * scores are pairing scores (C.04.7 1.5).
 */
public final class DutchRanking {
  private DutchRanking() {}

  /** Higher-ranked players first. */
  public static final Comparator<PlayerState> ORDER =
      // one lambda rather than composed comparators: every round sorts its players with it
      (a, b) ->
          a.pairingScore() != b.pairingScore()
              ? Integer.compare(b.pairingScore(), a.pairingScore())
              : Integer.compare(a.id(), b.id());

  /** The same order on the pairing numbers of {@code state}'s players. */
  public static Comparator<Integer> of(RoundState state) {
    return (a, b) -> ORDER.compare(state.player(a), state.player(b));
  }

  /** The higher-ranked of two players. */
  public static PlayerState higher(PlayerState a, PlayerState b) {
    return ORDER.compare(a, b) <= 0 ? a : b;
  }
}
