package org.swisspair.solver.dutch;

/**
 * The few heaviest pairs of each vertex, to start a priced bracket graph: ties, which the criteria
 * make common, are broken by a fixed hash of the pair so that they spread over the vertices.
 */
final class HeaviestPairs {
  private final int perVertex;
  private final int limbs;
  private final int[] count;
  private final int[] other;
  private final long[] weight;
  private final long[] hash;
  private final int[] lightest;

  /** Room for {@code perVertex} pairs of each of {@code n} vertices, weights of {@code limbs}. */
  HeaviestPairs(int n, int perVertex, int limbs) {
    this.perVertex = perVertex;
    this.limbs = limbs;
    count = new int[n];
    other = new int[n * perVertex];
    weight = new long[n * perVertex * limbs];
    hash = new long[n * perVertex];
    lightest = new int[n];
  }

  /** A fixed scramble of the pair, the same on every machine. */
  static long hash(int u, int v) {
    long x = (long) Math.min(u, v) << 32 | Math.max(u, v);
    x = (x ^ (x >>> 33)) * 0xff51afd7ed558ccdL;
    x = (x ^ (x >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return x ^ (x >>> 33);
  }

  /** Offers pair {@code xy} of weight {@code w} to {@code x}'s list. */
  void offer(int x, int y, long[] w, long h) {
    int c = count[x];
    int base = x * perVertex;
    if (c < perVertex) {
      store(base + c, y, w, h);
      count[x] = c + 1;
      if (c + 1 == perVertex) {
        lightest[x] = findLightest(base);
      }
      return;
    }
    int slot = lightest[x];
    if (compare(w, h, slot) > 0) {
      store(slot, y, w, h);
      lightest[x] = findLightest(base);
    }
  }

  /** How many pairs {@code x} keeps. */
  int count(int x) {
    return count[x];
  }

  /** The other end of {@code x}'s {@code i}-th kept pair. */
  int other(int x, int i) {
    return other[x * perVertex + i];
  }

  private void store(int slot, int y, long[] w, long h) {
    other[slot] = y;
    System.arraycopy(w, 0, weight, slot * limbs, limbs);
    hash[slot] = h;
  }

  private int findLightest(int base) {
    int best = base;
    for (int s = base + 1; s < base + perVertex; s++) {
      if (compareSlots(s, best) < 0) {
        best = s;
      }
    }
    return best;
  }

  private int compare(long[] w, long h, int slot) {
    for (int i = 0; i < limbs; i++) {
      long a = w[i];
      long b = weight[slot * limbs + i];
      if (a != b) {
        return a < b ? -1 : 1;
      }
    }
    return Long.compare(h, hash[slot]);
  }

  private int compareSlots(int s, int t) {
    for (int i = 0; i < limbs; i++) {
      long a = weight[s * limbs + i];
      long b = weight[t * limbs + i];
      if (a != b) {
        return a < b ? -1 : 1;
      }
    }
    return Long.compare(hash[s], hash[t]);
  }
}
