package org.swisspair.solver.swiss;

import java.util.Arrays;

/**
 * A maximum-cardinality matching of a general graph, kept up to date while vertices leave, come
 * back and join and while pairs are taken out: the completion question of C.04.1 (can all these
 * players still be paired?) that every system asks many times with small changes, each answer
 * starting from the last matching (a warm start) and costing a few augmenting-path searches.
 * Edmonds' blossom algorithm, one breadth-first search with blossom contraction per augmenting
 * path.
 *
 * <p>Vertices are {@code 0..n-1}, each present or not; only present vertices are matched. The edges
 * are a bit matrix, given, or built one row at a time from an edge test on first use (a search near
 * a good start visits few vertices); an optional filter removes some of them. Every search visits
 * neighbours and blossom vertices in increasing index order, so the matching found depends only on
 * the graph, the start and the questions asked, never on anything else.
 */
public final class CardinalityMatching {
  /** Whether {@code u} and {@code v} are joined; asked in either order, must be symmetric. */
  @FunctionalInterface
  public interface Edges {
    /** True when {@code u} and {@code v} are joined. */
    boolean test(int u, int v);
  }

  // The edge test that builds rows on first use, null when the rows were given.
  private final Edges edges;
  private final Edges filter;
  private long[][] rows;
  private long[] present;
  private int n;
  private int presentCount;
  private int pairs;
  private int[] mate;
  private final Search search;
  // The matching found by the last successful canTakePair, for the takePair that follows it.
  private int[] tentative;
  private int tentativeA = -1;
  private int tentativeB = -1;

  /**
   * Vertices {@code 0..rows.length-1}, all present and exposed; {@code rows[u]} is the bit set of
   * u's neighbours (see {@link #bits}), and {@code filter} (null: none) removes some of them.
   */
  public CardinalityMatching(long[][] rows, Edges filter) {
    this(rows.length, rows, null, filter);
  }

  /** Vertices {@code 0..n-1}, all present and exposed, joined as {@code edges} says. */
  public CardinalityMatching(int n, Edges edges) {
    this(n, new long[n][], edges, null);
  }

  private CardinalityMatching(int n, long[][] rows, Edges edges, Edges filter) {
    this.n = n;
    this.rows = rows;
    this.edges = edges;
    this.filter = filter;
    this.present = bits(n);
    for (int v = 0; v < n; v++) {
      set(present, v);
    }
    this.presentCount = n;
    this.mate = new int[n];
    Arrays.fill(mate, -1);
    this.search = new Search(n);
  }

  // ------------------------------------------------------------------ bit sets

  /** A bit set of {@code n} bits, all clear. */
  public static long[] bits(int n) {
    return new long[(n + 63) >>> 6];
  }

  /** Sets bit {@code i}. */
  public static void set(long[] bits, int i) {
    bits[i >>> 6] |= 1L << i;
  }

  /** True when bit {@code i} is set. */
  public static boolean get(long[] bits, int i) {
    return (bits[i >>> 6] >>> i & 1L) != 0;
  }

  private static void clear(long[] bits, int i) {
    bits[i >>> 6] &= ~(1L << i);
  }

  // ------------------------------------------------------------------ reading

  /** The number of vertices, present or not. */
  public int size() {
    return n;
  }

  /** The pairs of the current matching. */
  public int pairs() {
    return pairs;
  }

  /** The number of vertices present. */
  public int presentCount() {
    return presentCount;
  }

  /** True when every present vertex is matched. */
  public boolean isPerfect() {
    return 2 * pairs == presentCount;
  }

  /** True when {@code v} is present. */
  public boolean present(int v) {
    return get(present, v);
  }

  /** Word {@code w} of the bit set of present vertices. */
  long presentWord(int w) {
    return present[w];
  }

  /** The partner of {@code v}, -1 when it is exposed or absent. */
  public int mate(int v) {
    return mate[v];
  }

  /** The matching as partners (-1: none): the live array, changed by every later operation. */
  public int[] mate() {
    return mate;
  }

  /** True when {@code u} and {@code v} are distinct, present, joined and let through the filter. */
  public boolean edge(int u, int v) {
    return u != v && present(u) && present(v) && joined(u, v);
  }

  /** The edge test without building a row that is not built yet. */
  private boolean joined(int u, int v) {
    boolean inRow = rows[u] == null ? edges.test(u, v) : get(rows[u], v);
    return inRow && (filter == null || filter.test(u, v));
  }

  private long[] row(int v) {
    long[] r = rows[v];
    if (r == null) {
      r = bits(n);
      for (int u = 0; u < n; u++) {
        if (u != v && edges.test(v, u)) {
          set(r, u);
        }
      }
      rows[v] = r;
    }
    return r;
  }

  // ------------------------------------------------------------------ starting

  /**
   * Replaces the matching by {@code start} (partners, -1 for exposed), which must be a matching of
   * the present vertices along edges.
   */
  public void start(int[] start) {
    changed();
    int count = 0;
    for (int v = 0; v < n; v++) {
      int m = start[v];
      if (m >= 0 && (start[m] != v || !edge(v, m))) {
        throw new IllegalArgumentException("start is not a matching of the graph at " + v);
      }
      count += m > v ? 1 : 0;
    }
    System.arraycopy(start, 0, mate, 0, n);
    pairs = count;
  }

  /** Matches {@code u} with {@code v} when both are exposed and joined; true when it did. */
  public boolean tryMatch(int u, int v) {
    if (mate[u] >= 0 || mate[v] >= 0 || !edge(u, v)) {
      return false;
    }
    changed();
    mate[u] = v;
    mate[v] = u;
    pairs++;
    return true;
  }

  /** Matches each exposed vertex, in index order, with its first exposed neighbour. */
  public void greedy() {
    for (int v = 0; v < n; v++) {
      greedyFrom(v);
    }
  }

  /** As {@link #greedy()}, the exposed vertices taken in {@code order}. */
  public void greedy(int[] order) {
    for (int v : order) {
      greedyFrom(v);
    }
  }

  private void greedyFrom(int v) {
    if (mate[v] >= 0 || !present(v)) {
      return;
    }
    for (int to = next(v, 0); to >= 0; to = next(v, to + 1)) {
      if (mate[to] < 0 && joined(v, to)) {
        tryMatch(v, to);
        return;
      }
    }
  }

  /**
   * The first present vertex from {@code from} that may be joined to {@code v}: its row's next bit
   * when the row is built, otherwise the next present vertex but {@code v}.
   */
  private int next(int v, int from) {
    long[] r = rows[v];
    for (int w = from >>> 6; w < present.length; w++) {
      long bits = present[w] & (w == from >>> 6 ? -1L << from : -1L);
      if (r != null) {
        bits &= w < r.length ? r[w] : 0;
      }
      bits &= w == v >>> 6 ? ~(1L << v) : -1L;
      if (bits != 0) {
        return (w << 6) + Long.numberOfTrailingZeros(bits);
      }
    }
    return -1;
  }

  /**
   * Makes exactly {@code vertices} present, with no pair, then matches them greedily in that order
   * and augments to a maximum; true when the matching is perfect.
   */
  public boolean reset(int[] vertices) {
    changed();
    Arrays.fill(present, 0);
    Arrays.fill(mate, -1);
    pairs = 0;
    presentCount = 0;
    for (int v : vertices) {
      set(present, v);
      presentCount++;
    }
    greedy(vertices);
    for (int v : vertices) {
      if (mate[v] < 0) {
        augment(v);
      }
    }
    return isPerfect();
  }

  // ------------------------------------------------------------------ augmenting

  /** Augments from the exposed present vertex {@code root}; true when a path was found. */
  public boolean augment(int root) {
    int end = search.path(root);
    if (end < 0) {
      return false;
    }
    changed();
    search.flip(end);
    pairs++;
    return true;
  }

  /**
   * Augments from each exposed present vertex in index order until every one is matched; stops at
   * the first that no path reaches, as then no perfect matching exists (Edmonds: such a vertex is
   * exposed in some maximum matching).
   */
  public boolean perfect() {
    if (presentCount % 2 == 1) {
      return false;
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0 && present(v) && !augment(v)) {
        return false;
      }
    }
    return true;
  }

  /** Augments from every exposed present vertex: the matching is then maximum; its pairs. */
  public int maximum() {
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0 && present(v)) {
        augment(v);
      }
    }
    return pairs;
  }

  // ------------------------------------------------------------------ questions on a maximum

  /**
   * True when {@code a} and {@code b} (joined) can be paired and the others still make one pair
   * fewer than the current maximum matching: the matching stays as large. Changes nothing.
   */
  public boolean canTakePair(int a, int b) {
    return takePair(a, b, false);
  }

  /**
   * Takes {@code a} and {@code b} out as a pair when {@link #canTakePair} holds, keeping the
   * matching of the others maximum; returns false and changes nothing otherwise.
   */
  public boolean takePair(int a, int b) {
    return takePair(a, b, true);
  }

  private boolean takePair(int a, int b, boolean commit) {
    int ma = mate[a];
    int mb = mate[b];
    if (ma == b || ma < 0 || mb < 0) {
      // Paired together, or one of them exposed in a maximum matching: the others keep the rest.
      if (commit) {
        leave(a);
        leave(b);
      }
      return true;
    }
    int savedPairs = pairs;
    if (commit && tentative != null && tentativeA == a && tentativeB == b) {
      // The question just asked found the path: take its matching.
      int[] found = tentative;
      leave(a);
      leave(b);
      mate = found;
      pairs = savedPairs - 1;
      return true;
    }
    boolean wasPerfect = isPerfect();
    int[] saved = mate.clone();
    leave(a);
    leave(b);
    // An augmenting path of the rest ends at a freed partner; from ma it reaches mb if any does.
    boolean ok = augment(ma) || !wasPerfect && augment(mb);
    if (ok && commit) {
      return true;
    }
    int[] found = ok ? mate : null;
    mate = saved;
    pairs = savedPairs;
    comeBack(a);
    comeBack(b);
    tentative = found;
    tentativeA = a;
    tentativeB = b;
    return ok;
  }

  /** True when {@code v} can leave and the others still make as many pairs. Changes nothing. */
  public boolean canRemove(int v) {
    int m = mate[v];
    if (m < 0) {
      return true;
    }
    leave(v);
    boolean ok = search.path(m) >= 0;
    comeBack(v);
    mate[v] = m;
    mate[m] = v;
    pairs++;
    return ok;
  }

  /** Takes {@code v} out and keeps the matching of the others maximum. */
  public void remove(int v) {
    int m = mate[v];
    leave(v);
    if (m >= 0) {
      augment(m);
    }
  }

  /** Brings back {@code v}, who had left, and keeps the matching maximum. */
  public void restore(int v) {
    if (present(v)) {
      throw new IllegalArgumentException("vertex " + v + " has not left");
    }
    comeBack(v);
    augment(v);
  }

  /**
   * Adds vertex {@code size()}, present, and keeps the matching maximum; only for a graph built
   * from an edge test.
   */
  public int addVertex() {
    if (edges == null) {
      throw new IllegalStateException("a graph given as rows cannot grow");
    }
    changed();
    int v = n++;
    int words = (n + 63) >>> 6;
    if (v == mate.length) {
      int c = Math.max(8, 2 * v);
      rows = Arrays.copyOf(rows, c);
      mate = Arrays.copyOf(mate, c);
      search.grow(c);
    }
    present = Arrays.copyOf(present, Math.max(words, present.length));
    for (int u = 0; u < v; u++) {
      if (rows[u] != null) {
        rows[u] = Arrays.copyOf(rows[u], Math.max(words, rows[u].length));
        if (edges.test(u, v)) {
          set(rows[u], v);
        }
      }
    }
    mate[v] = -1;
    comeBack(v);
    augment(v);
    return v;
  }

  /** Makes {@code v} absent, unmatching it. */
  private void leave(int v) {
    if (!present(v)) {
      return;
    }
    changed();
    int m = mate[v];
    if (m >= 0) {
      mate[m] = -1;
      mate[v] = -1;
      pairs--;
    }
    clear(present, v);
    presentCount--;
  }

  private void comeBack(int v) {
    changed();
    set(present, v);
    presentCount++;
  }

  private void changed() {
    tentative = null;
  }

  /**
   * The work arrays of one augmenting-path search. Only the vertices of the search's own tree are
   * reset before the next, so a search near a good start costs the size of its tree, not of n.
   */
  private final class Search {
    private int[] parent;
    private int[] base;
    private int[] queue;
    private boolean[] used;
    private boolean[] blossom;
    private int[] onPath;
    private int stamp;
    private int[] tree;
    private int treeSize;
    private int[] marked;
    private int markedSize;
    private int[] joined;

    Search(int n) {
      grow(n);
    }

    void grow(int c) {
      parent = new int[c];
      base = new int[c];
      queue = new int[c];
      used = new boolean[c];
      blossom = new boolean[c];
      onPath = new int[c];
      tree = new int[c];
      marked = new int[c];
      joined = new int[c];
      Arrays.fill(parent, -1);
      for (int i = 0; i < c; i++) {
        base[i] = i;
      }
      treeSize = 0;
      stamp = 0;
    }

    /** Flips the augmenting path that ends at {@code end}. */
    void flip(int end) {
      int v = end;
      while (v >= 0) {
        int pv = parent[v];
        int next = mate[pv];
        mate[v] = pv;
        mate[pv] = v;
        v = next;
      }
    }

    /** The exposed vertex an augmenting path from {@code root} reaches, or -1 when none does. */
    int path(int root) {
      for (int k = 0; k < treeSize; k++) {
        int i = tree[k];
        used[i] = false;
        parent[i] = -1;
        base[i] = i;
      }
      treeSize = 0;
      used[root] = true;
      tree[treeSize++] = root;
      int head = 0;
      int tail = 0;
      queue[tail++] = root;
      while (head < tail) {
        int v = queue[head++];
        long[] r = row(v);
        for (int w = 0; w < r.length; w++) {
          long bits = r[w] & present[w];
          while (bits != 0) {
            int to = (w << 6) + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            if (to == v || base[v] == base[to] || mate[v] == to) {
              continue;
            }
            if (filter != null && !filter.test(v, to)) {
              continue;
            }
            if (to == root || mate[to] >= 0 && parent[mate[to]] >= 0) {
              tail = contract(v, to, tail);
            } else if (parent[to] < 0) {
              parent[to] = v;
              tree[treeSize++] = to;
              if (mate[to] < 0) {
                return to;
              }
              used[mate[to]] = true;
              tree[treeSize++] = mate[to];
              queue[tail++] = mate[to];
            }
          }
        }
      }
      return -1;
    }

    /**
     * Contracts the odd cycle closed by the edge {@code v-to} onto its base; the vertices it brings
     * into the search join the queue in index order. Returns the new queue tail.
     */
    private int contract(int v, int to, int tail) {
      int cur = lca(v, to);
      markedSize = 0;
      markPath(v, cur, to);
      markPath(to, cur, v);
      int count = 0;
      for (int k = 0; k < treeSize; k++) {
        int i = tree[k];
        if (blossom[base[i]]) {
          base[i] = cur;
          if (!used[i]) {
            used[i] = true;
            joined[count++] = i;
          }
        }
      }
      Arrays.sort(joined, 0, count);
      for (int k = 0; k < count; k++) {
        queue[tail++] = joined[k];
      }
      for (int k = 0; k < markedSize; k++) {
        blossom[marked[k]] = false;
      }
      return tail;
    }

    private int lca(int a, int b) {
      stamp++;
      while (true) {
        a = base[a];
        onPath[a] = stamp;
        if (mate[a] < 0) {
          break;
        }
        a = parent[mate[a]];
      }
      while (true) {
        b = base[b];
        if (onPath[b] == stamp) {
          return b;
        }
        b = parent[mate[b]];
      }
    }

    private void markPath(int v, int b, int child) {
      while (base[v] != b) {
        mark(base[v]);
        mark(base[mate[v]]);
        parent[v] = child;
        child = mate[v];
        v = parent[mate[v]];
      }
    }

    private void mark(int b) {
      if (!blossom[b]) {
        blossom[b] = true;
        marked[markedSize++] = b;
      }
    }
  }
}
