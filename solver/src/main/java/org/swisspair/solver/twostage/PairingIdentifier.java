package org.swisspair.solver.twostage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The identifier of a bracket's pairing (Double-Swiss and Team 3.6.1-3.6.3): the smaller TPN of
 * each pair is its top member; the identifier is the top members ascending, followed by the bottom
 * members in the same pair order; pairings compare by the lexicographic order of identifiers.
 */
public final class PairingIdentifier {
  private PairingIdentifier() {}

  /** The identifier of {@code pairs} (each pair's two TPNs, in either order). */
  public static List<Integer> of(List<int[]> pairs) {
    List<int[]> sorted = new ArrayList<>();
    for (int[] p : pairs) {
      if (p.length != 2 || p[0] == p[1]) {
        throw new IllegalArgumentException("a pair needs two different TPNs");
      }
      sorted.add(new int[] {Math.min(p[0], p[1]), Math.max(p[0], p[1])});
    }
    sorted.sort(Comparator.comparingInt(p -> p[0]));
    List<Integer> id = new ArrayList<>();
    for (int[] p : sorted) {
      id.add(p[0]);
    }
    for (int[] p : sorted) {
      id.add(p[1]);
    }
    return id;
  }

  /** Negative when {@code a} comes first in lexicographic order (3.6.3, 3.5.4). */
  public static int compare(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
