package org.swisspair.solver.dutch;

import java.util.Arrays;

/**
 * The lexicographically first assignment of every left vertex to a distinct right vertex over the
 * allowed edges: the first S2 transposition (Dutch 4.2.2) whose pairs are all allowed. Edges are
 * asked for lazily and remembered, since most first choices succeed.
 */
final class LexicographicAssignment {
  /** Whether left vertex {@code i} may take right vertex {@code j}. */
  interface Edges {
    boolean allowed(int i, int j);
  }

  private final int left;
  private final int right;
  private static final long CACHE_LIMIT = 64L << 20;

  private final Edges edges;
  private final long budget;
  private final boolean debug;
  private long work;

  /** 0 unknown, 1 allowed, 2 not allowed. */
  private final byte[] cache;

  private final int[] mateOfLeft;
  private final int[] mateOfRight;
  private final boolean[] fixedLeft;
  private final int[] seen;
  private int stamp;

  /**
   * Right vertices from which, while one left vertex is being fixed, no search can reach its old
   * mate: a failed search changes nothing, and trying another right vertex for the same left vertex
   * only blocks paths, so every vertex a failed search saw stays dead for that left vertex.
   */
  private final int[] dead;

  private int deadStamp = 1;

  /** The assignment of {@code left} to {@code right} vertices; {@code debug} prints its outcome. */
  LexicographicAssignment(int left, int right, Edges edges, long budget, boolean debug) {
    this.left = left;
    this.right = right;
    this.edges = edges;
    this.budget = budget;
    this.debug = debug;
    // Remembered answers only while they fit comfortably; beyond, edges are asked again.
    long cells = (long) left * right;
    this.cache = cells <= CACHE_LIMIT ? new byte[(int) cells] : null;
    mateOfLeft = new int[left];
    mateOfRight = new int[right];
    fixedLeft = new boolean[left];
    seen = new int[right];
    dead = new int[right];
  }

  /**
   * The right vertex of each left vertex, or null when no assignment exists or the work budget ran
   * out (the caller then uses the general matching).
   */
  int[] solve() {
    if (left > right) {
      return null;
    }
    Arrays.fill(mateOfLeft, -1);
    Arrays.fill(mateOfRight, -1);
    try {
      // Greedy in order (the first free right vertex), then augmenting paths for the rest.
      for (int i = 0; i < left; i++) {
        for (int j = 0; j < right; j++) {
          if (mateOfRight[j] < 0 && allowed(i, j)) {
            mateOfLeft[i] = j;
            mateOfRight[j] = i;
            break;
          }
        }
      }
      int unmatched = 0;
      for (int i = 0; i < left; i++) {
        if (mateOfLeft[i] < 0 && !augment(i)) {
          unmatched++;
        }
      }
      if (unmatched > 0) {
        if (debug) {
          System.err.printf(
              "  assignment: %d of %d left unmatched (work %d)%n", unmatched, left, work);
        }
        return null;
      }
      // Fix left vertices in order, each to the smallest right vertex that keeps a completion.
      for (int i = 0; i < left; i++) {
        int current = mateOfLeft[i];
        deadStamp++;
        for (int j = 0; j < current; j++) {
          int holder = mateOfRight[j];
          if (dead[j] == deadStamp || holder >= 0 && fixedLeft[holder] || !allowed(i, j)) {
            continue;
          }
          if (tryMove(i, j, holder)) {
            break;
          }
        }
        fixedLeft[i] = true;
      }
    } catch (BudgetExceeded e) {
      if (debug) {
        System.err.printf("  assignment: budget exceeded%n");
      }
      return null;
    }
    if (debug) {
      System.err.printf("  assignment: %d x %d found (work %d)%n", left, right, work);
    }
    return mateOfLeft.clone();
  }

  /** Gives {@code j} to {@code i}; its holder must find another right vertex. */
  private boolean tryMove(int i, int j, int holder) {
    int old = mateOfLeft[i];
    mateOfRight[old] = -1;
    mateOfLeft[i] = j;
    mateOfRight[j] = i;
    if (holder < 0) {
      return true;
    }
    mateOfLeft[holder] = -1;
    fixedLeft[i] = true;
    // A failed search changes nothing, so undoing the move is enough.
    boolean ok = augment(holder);
    fixedLeft[i] = false;
    if (!ok) {
      for (int x = 0; x < right; x++) {
        if (seen[x] == stamp) {
          dead[x] = deadStamp;
        }
      }
      mateOfLeft[holder] = j;
      mateOfRight[j] = holder;
      mateOfLeft[i] = old;
      mateOfRight[old] = i;
    }
    return ok;
  }

  private boolean augment(int start) {
    stamp++;
    return dfs(start);
  }

  private boolean dfs(int i) {
    work += right / 16 + 1;
    for (int j = 0; j < right; j++) {
      if (seen[j] == stamp || dead[j] == deadStamp || !allowed(i, j)) {
        continue;
      }
      seen[j] = stamp;
      int holder = mateOfRight[j];
      if (holder < 0 || !fixedLeft[holder] && dfs(holder)) {
        mateOfLeft[i] = j;
        mateOfRight[j] = i;
        return true;
      }
    }
    return false;
  }

  private boolean allowed(int i, int j) {
    if (cache == null) {
      if (++work > budget) {
        throw new BudgetExceeded();
      }
      return edges.allowed(i, j);
    }
    int k = i * right + j;
    byte c = cache[k];
    if (c == 0) {
      if (++work > budget) {
        throw new BudgetExceeded();
      }
      c = edges.allowed(i, j) ? (byte) 1 : (byte) 2;
      cache[k] = c;
    }
    return c == 1;
  }

  private static final class BudgetExceeded extends RuntimeException {
    BudgetExceeded() {
      super(null, null, false, false);
    }
  }
}
