package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The order of upfloater sets (Double-Swiss and Team 3.5.3-3.5.4): inside a set, score descending,
 * then TPN ascending; sets compare by the lexicographic order of these TPN sequences.
 */
public final class SetOrder {
  private SetOrder() {}

  /** The order inside a set, and of the potential upfloaters (3.5.3). */
  public static final Comparator<Unit> IN_SET =
      Comparator.comparingInt((Unit u) -> -u.score()).thenComparingInt(Unit::id);

  /** The TPN sequence of a set (3.5.3). */
  public static List<Integer> sequence(Collection<Unit> set) {
    List<Unit> sorted = new ArrayList<>(set);
    sorted.sort(IN_SET);
    List<Integer> out = new ArrayList<>();
    for (Unit u : sorted) {
      out.add(u.id());
    }
    return out;
  }

  /** Negative when set {@code a} comes before set {@code b} (3.5.4). */
  public static int compare(Collection<Unit> a, Collection<Unit> b) {
    return PairingIdentifier.compare(sequence(a), sequence(b));
  }
}
