package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.solver.pairing.NoValidPairingException;

/** The PAB of the Double-Swiss and Team systems (Article 3.4), chosen before any bracket. */
final class PabChoice {
  private PabChoice() {}

  /**
   * The PAB (3.4): the eligible unit (C2) that leaves a legal pairing for all others (3.4.1), with
   * the lowest score (3.4.2), the most matches played (3.4.3), the largest TPN (3.4.4).
   */
  static int choose(TwoStageRound round, List<Unit> units) throws NoValidPairingException {
    List<Unit> candidates = new ArrayList<>();
    for (Unit u : units) {
      if (u.byeEligible()) {
        candidates.add(u);
      }
    }
    candidates.sort(
        Comparator.comparingInt(Unit::score)
            .thenComparing(Comparator.comparingInt(Unit::matchesPlayed).reversed())
            .thenComparing(Comparator.comparingInt(Unit::id).reversed()));
    for (Unit c : candidates) {
      List<Unit> others = new ArrayList<>(units);
      others.remove(c);
      if (Units.pairable(round, others)) {
        return c.id();
      }
    }
    throw new NoValidPairingException(
        "no unit can receive the PAB and leave the others pairable (C2, C3)", Units.ids(units));
  }
}
