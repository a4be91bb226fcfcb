package org.swisspair.solver.burstein;

import java.util.Comparator;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.model.SortingValues;

/**
 * The ranking order of Burstein 1.8 over player states, for the engine: after the seeding rounds
 * the players of a bracket are ranked by the Index (Buchholz, then Sonneborn-Berger, higher first,
 * 1.7-1.8.1), then by TPN ascending (1.8.2); scores are not used.
 */
public final class BursteinRanking {
  private BursteinRanking() {}

  /** True when round {@code round} of a {@code totalRounds}-round event is a seeding round. */
  public static boolean isSeedingRound(int round, int totalRounds) {
    return round <= BursteinOrder.seedingRounds(totalRounds);
  }

  /** Article 1.8 over pairing numbers: the best ranked (BSN 1) first. */
  public static Comparator<Integer> byId(RoundState s) {
    return (a, b) -> compare(s, s.player(a), s.player(b));
  }

  /** Article 1.8 over player states: the best ranked first. */
  public static Comparator<PlayerState> byState(RoundState s) {
    return (a, b) -> compare(s, a, b);
  }

  /** Negative when {@code a} ranks above {@code b} (BUR-1: higher Index first). */
  static int compare(RoundState s, PlayerState a, PlayerState b) {
    SortingValues va = s.sortingValues(a.id());
    SortingValues vb = s.sortingValues(b.id());
    if (va.buchholz() != vb.buchholz()) {
      return Long.compare(vb.buchholz(), va.buchholz());
    }
    if (va.sonnebornBerger() != vb.sonnebornBerger()) {
      return Long.compare(vb.sonnebornBerger(), va.sonnebornBerger());
    }
    return Integer.compare(a.id(), b.id());
  }

  /** The higher ranked of two players by Article 1.8 (used by the colour rules 5.2.1, 5.2.5). */
  static PlayerState higher(RoundState s, PlayerState a, PlayerState b) {
    return compare(s, a, b) <= 0 ? a : b;
  }
}
