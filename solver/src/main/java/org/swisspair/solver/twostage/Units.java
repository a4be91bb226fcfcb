package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.List;

/** Units as TPNs, and whether they can all be paired among themselves (C1, C3). */
final class Units {
  private Units() {}

  /** True when every unit of {@code units} can be given an opponent among them (C1, C3). */
  static boolean pairable(TwoStageRound round, List<Unit> units) {
    int[] id = idArray(units);
    return PerfectWitness.perfect(id.length, (u, v) -> round.mayMeet().test(id[u], id[v]), null)
        != null;
  }

  /** The TPNs of {@code units}, in their order. */
  static int[] idArray(List<Unit> units) {
    int[] id = new int[units.size()];
    for (int i = 0; i < id.length; i++) {
      id[i] = units.get(i).id();
    }
    return id;
  }

  /** The TPNs of {@code units} as a list, in their order. */
  static List<Integer> ids(List<Unit> units) {
    List<Integer> out = new ArrayList<>();
    for (Unit u : units) {
      out.add(u.id());
    }
    return out;
  }
}
