package org.swisspair.solver.ratingbased;

/**
 * The transpositions of S2 in the order of D.1: "put all numbers constructable with the digits in
 * ascending order", i.e. the permutations in lexicographic order.
 */
final class Transpositions {
  private Transpositions() {}

  /** Advances {@code perm} to the next permutation in lexicographic order; false after the last. */
  static boolean next(int[] perm) {
    int i = perm.length - 2;
    while (i >= 0 && perm[i] >= perm[i + 1]) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    int j = perm.length - 1;
    while (perm[j] <= perm[i]) {
      j--;
    }
    swap(perm, i, j);
    for (int a = i + 1, b = perm.length - 1; a < b; a++, b--) {
      swap(perm, a, b);
    }
    return true;
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
