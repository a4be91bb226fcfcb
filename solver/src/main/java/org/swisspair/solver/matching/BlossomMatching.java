package org.swisspair.solver.matching;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.solver.pairing.Cancellation;

/**
 * Maximum-weight matching on a general graph by Edmonds' primal-dual blossom algorithm, in the
 * O(n^3) form described in Galil's survey "Efficient algorithms for finding maximum matching in
 * graphs" (1986), with exact integer duals.
 *
 * <p>We do not use JGraphT here: its matchings compute with {@code double} weights, which are
 * inexact beyond 53 bits and fail spuriously from about 40 bits, while pairing weights pack
 * lexicographic criteria into 60 to several hundred bits.
 *
 * <p>Duals are kept doubled so that all steps stay integral; weights below {@code 2^61} use one
 * {@code long} per dual, below {@code 2^120} two, larger ones flat arrays of 62-bit words (see
 * {@link DualValues}). Each stage grows alternating trees from all exposed vertices, tracking per
 * vertex and per blossom the least-slack edge, so a stage costs O(m + n^2). The result is
 * deterministic: the algorithm iterates only over arrays.
 */
public final class BlossomMatching implements MatchingAlgorithm {

  /** How the duals are represented; the matcher's decisions are the same in each. */
  enum Arithmetic {
    /** The narrowest that holds the weights: one word, two words or limbs. */
    FITTING,
    /** Two words wherever the weights fit in them, for tests. */
    TWO_WORDS,
    /** Limbs always, for tests. */
    LIMBS
  }

  private final boolean verifyEachResult;
  private final Arithmetic arithmetic;
  private final boolean greedyPairs;

  /** Creates a matcher that trusts its own results. */
  public BlossomMatching() {
    this(false, false, true);
  }

  /** Creates a matcher that checks the optimality certificate of every result when asked to. */
  public BlossomMatching(boolean verifyEachResult) {
    this(verifyEachResult, false, true);
  }

  BlossomMatching(boolean verifyEachResult, boolean forceLimbArithmetic, boolean greedyPairs) {
    this(
        verifyEachResult, forceLimbArithmetic ? Arithmetic.LIMBS : Arithmetic.FITTING, greedyPairs);
  }

  BlossomMatching(boolean verifyEachResult, Arithmetic arithmetic, boolean greedyPairs) {
    this.verifyEachResult = verifyEachResult;
    this.arithmetic = arithmetic;
    this.greedyPairs = greedyPairs;
  }

  /**
   * The matcher without its greedy pass, one augmentation per stage as in Galil's text: the
   * reference that differential tests hold the default matcher to.
   */
  public static BlossomMatching plain() {
    return new BlossomMatching(true, false, false);
  }

  @Override
  public Matching solve(WeightedGraph graph) {
    MatchingCertificate certificate = certifiedMatching(graph);
    return new Matching(certificate.mate(), java.util.Optional.of(certificate));
  }

  @Override
  public int[] maximumWeightMatching(WeightedGraph graph) {
    Search search = new Search(graph, arithmetic, greedyPairs);
    search.run();
    if (verifyEachResult) {
      search.certificate().verify(graph);
    }
    return search.mates();
  }

  /** Returns a maximum-weight matching with the dual solution that proves it optimal. */
  public MatchingCertificate certifiedMatching(WeightedGraph graph) {
    Search search = new Search(graph, arithmetic, greedyPairs);
    search.run();
    MatchingCertificate certificate = search.certificate();
    if (verifyEachResult) {
      certificate.verify(graph);
    }
    return certificate;
  }

  /** Whether {@code graph} would be solved with single-{@code long} duals. */
  static boolean usesWordArithmetic(WeightedGraph graph) {
    return maxWeightBits(graph) <= WordDualValues.MAX_WEIGHT_BITS;
  }

  private static int maxWeightBits(WeightedGraph graph) {
    int limbs = graph.limbs();
    long[] w = graph.rawWeights();
    // one sequential pass over the limbs, or-ed limb by limb
    long[] or = new long[limbs];
    for (int at = 0, end = graph.edgeCount() * limbs; at < end; at += limbs) {
      for (int i = 0; i < limbs; i++) {
        or[i] |= w[at + i];
      }
    }
    for (int i = 0; i < limbs; i++) {
      if (or[i] != 0) {
        return (limbs - 1 - i) * WeightedGraph.LIMB_BITS + 64 - Long.numberOfLeadingZeros(or[i]);
      }
    }
    return 0;
  }

  /** The state of one run: labels, blossoms, alternating trees and duals. */
  private static final class Search {
    private static final int FREE = 0;
    private static final int S = 1;
    private static final int T = 2;

    // what a tight edge led to (tightEdge)
    private static final int LABELLED = 0;
    private static final int SHRUNK = 1;
    private static final int AUGMENTED = 2;

    private final int n;
    private final int[] ends;
    private final int[] adjStart;
    private final int[] adjEdge;
    private final int[] adjOther;
    private final DualValues duals;

    /** {@link #duals} when they are one word each, for the loops that read them directly. */
    private final WordDualValues word;

    /**
     * The heaviest edge weight at each vertex, with one-word duals; built by the first greedy pass.
     */
    private long[] heaviestSlot;

    private final int[] mateEdge;
    // Indexed by vertex (0..n-1) or blossom (n..2n-1). For a vertex inside a T-blossom, label T
    // marks that it was reached by a tight edge from an S-vertex (needed when the blossom expands).
    private final int[] label;
    private final int[] labelEdge;
    // The end of labelEdge in the tree parent.
    private final int[] labelVertex;
    private final int[] inBlossom;
    private final int[] parent;
    private final int[] base;
    private final int[][] children;
    // childEdge[b][i] joins children[b][i] and children[b][i+1]; childEnd[b][i] is its end in
    // children[b][i].
    private final int[][] childEdge;
    private final int[][] childEnd;
    private final int[] bestEdge;
    private final int[][] bestEdgeList;
    private final int[] unusedBlossoms;
    private int unusedCount;

    private int[] queue;
    private int queueHead;
    private int queueTail;
    private final int[] scanMark;
    private int scanRound;

    private final boolean greedyPairs;

    /** Whether the duals moved since the last greedy pass, which may have made new edges tight. */
    private boolean dualsChanged = true;

    private final int[] leaves;
    private final int[] stack;

    /** collectLeaves runs inside expandBlossom's traversal, so it needs its own stack. */
    private final int[] leafStack;

    private final int[] taskBlossom;
    private final int[] taskVertex;
    private final int[] bestTo;
    private final int[] touched;

    Search(WeightedGraph graph, Arithmetic arithmetic, boolean greedyPairs) {
      this.greedyPairs = greedyPairs;
      n = graph.vertexCount();
      int m = graph.edgeCount();
      ends = graph.rawEnds();
      // null: no parallel edges to drop
      boolean[] dropped = graph.mayHaveParallelEdges() ? heavierParallelEdges(graph) : null;
      adjStart = new int[n + 1];
      for (int e = 0; e < m; e++) {
        if (dropped == null || !dropped[e]) {
          adjStart[ends[2 * e] + 1]++;
          adjStart[ends[2 * e + 1] + 1]++;
        }
      }
      for (int v = 0; v < n; v++) {
        adjStart[v + 1] += adjStart[v];
      }
      adjEdge = new int[adjStart[n]];
      adjOther = new int[adjStart[n]];
      int[] fill = Arrays.copyOf(adjStart, n);
      for (int e = 0; e < m; e++) {
        if (dropped == null || !dropped[e]) {
          int u = ends[2 * e];
          int v = ends[2 * e + 1];
          adjEdge[fill[u]] = e;
          adjOther[fill[u]++] = v;
          adjEdge[fill[v]] = e;
          adjOther[fill[v]++] = u;
        }
      }
      duals = duals(graph, arithmetic, ends, adjEdge);
      word = duals instanceof WordDualValues w ? w : null;

      mateEdge = new int[n];
      Arrays.fill(mateEdge, -1);
      label = new int[2 * n];
      labelEdge = new int[2 * n];
      labelVertex = new int[2 * n];
      inBlossom = new int[n];
      parent = new int[2 * n];
      base = new int[2 * n];
      children = new int[2 * n][];
      childEdge = new int[2 * n][];
      childEnd = new int[2 * n][];
      bestEdge = new int[2 * n];
      bestEdgeList = new int[2 * n][];
      unusedBlossoms = new int[n];
      for (int v = 0; v < n; v++) {
        inBlossom[v] = v;
        base[v] = v;
        base[n + v] = -1;
        // pop order n, n+1, ... keeps blossom numbering easy to read when debugging
        unusedBlossoms[v] = 2 * n - 1 - v;
      }
      unusedCount = n;
      Arrays.fill(parent, -1);
      queue = new int[Math.max(16, n)];
      scanMark = new int[2 * n];
      leaves = new int[n];
      stack = new int[2 * n];
      leafStack = new int[2 * n];
      taskBlossom = new int[n + 1];
      taskVertex = new int[n + 1];
      bestTo = new int[2 * n];
      Arrays.fill(bestTo, -1);
      touched = new int[2 * n];
    }

    /** The narrowest dual representation {@code arithmetic} allows for the weights of graph. */
    private static DualValues duals(
        WeightedGraph graph, Arithmetic arithmetic, int[] ends, int[] adjEdge) {
      int m = graph.edgeCount();
      int limbs = graph.limbs();
      long[] raw = graph.rawWeights();
      if (arithmetic == Arithmetic.FITTING && limbs == 1) {
        // one limb: the largest weight gives both the width and the initial dual in one pass
        long max = 0;
        for (int e = 0; e < m; e++) {
          max = Math.max(max, raw[e]);
        }
        if (64 - Long.numberOfLeadingZeros(max) <= WordDualValues.MAX_WEIGHT_BITS) {
          return new WordDualValues(graph, ends, adjEdge, max);
        }
      }
      int bits = arithmetic == Arithmetic.LIMBS ? Integer.MAX_VALUE : maxWeightBits(graph);
      if (arithmetic == Arithmetic.FITTING && bits <= WordDualValues.MAX_WEIGHT_BITS) {
        long max = 0;
        for (int e = 0; e < m; e++) {
          max = Math.max(max, raw[e * limbs + limbs - 1]);
        }
        return new WordDualValues(graph, ends, adjEdge, max);
      }
      long[] max = new long[limbs];
      for (int e = 0; e < m; e++) {
        if (greater(graph, e, max)) {
          for (int i = 0; i < max.length; i++) {
            max[i] = graph.limb(e, i);
          }
        }
      }
      return bits <= TwoWordDualValues.MAX_WEIGHT_BITS
          ? new TwoWordDualValues(graph, ends, adjEdge, max)
          : new LimbDualValues(graph, ends, adjEdge, max);
    }

    private static boolean greater(WeightedGraph graph, int e, long[] limbs) {
      for (int i = 0; i < limbs.length; i++) {
        long l = graph.limb(e, i);
        if (l != limbs[i]) {
          return l > limbs[i];
        }
      }
      return false;
    }

    /** Marks every parallel edge except the heaviest (lowest index on ties) of each pair. */
    private static boolean[] heavierParallelEdges(WeightedGraph graph) {
      int n = graph.vertexCount();
      int m = graph.edgeCount();
      int[] ends = graph.rawEnds();
      boolean[] dropped = new boolean[m];
      // edges grouped by smaller end, then a stamp per larger end finds duplicates in O(m)
      int[] start = new int[n + 1];
      for (int e = 0; e < m; e++) {
        start[Math.min(ends[2 * e], ends[2 * e + 1]) + 1]++;
      }
      for (int v = 0; v < n; v++) {
        start[v + 1] += start[v];
      }
      int[] byLow = new int[m];
      int[] fill = Arrays.copyOf(start, n);
      for (int e = 0; e < m; e++) {
        byLow[fill[Math.min(ends[2 * e], ends[2 * e + 1])]++] = e;
      }
      int[] seenFrom = new int[n];
      Arrays.fill(seenFrom, -1);
      int[] keptEdge = new int[n];
      for (int u = 0; u < n; u++) {
        for (int i = start[u]; i < start[u + 1]; i++) {
          int e = byLow[i];
          int v = Math.max(ends[2 * e], ends[2 * e + 1]);
          if (seenFrom[v] != u) {
            seenFrom[v] = u;
            keptEdge[v] = e;
          } else if (graph.compareWeights(e, keptEdge[v]) > 0) {
            dropped[keptEdge[v]] = true;
            keptEdge[v] = e;
          } else {
            dropped[e] = true;
          }
        }
      }
      return dropped;
    }

    private int other(int e, int v) {
      int u = ends[2 * e];
      return u == v ? ends[2 * e + 1] : u;
    }

    void run() {
      duals.initialise();
      while (true) {
        // A stage is O(edges): checking between stages bounds how long a cancelled solve runs on.
        Cancellation.checkpoint();
        Arrays.fill(label, FREE);
        Arrays.fill(bestEdge, -1);
        Arrays.fill(bestEdgeList, n, 2 * n, null);
        queueHead = 0;
        queueTail = 0;
        if (greedyPairs && dualsChanged) {
          matchTightExposedPairs();
          dualsChanged = false;
        }
        for (int v = 0; v < n; v++) {
          if (mateEdge[v] == -1 && label[inBlossom[v]] == FREE) {
            assignLabel(v, S, -1, -1);
          }
        }
        if (queueTail == 0) {
          return;
        }
        boolean augmented;
        while (true) {
          augmented = scanQueue();
          if (augmented || !adjustDuals()) {
            break;
          }
        }
        if (!augmented) {
          return;
        }
        // S-blossoms whose dual dropped back to zero are dissolved between stages
        for (int b = n; b < 2 * n; b++) {
          if (base[b] >= 0 && parent[b] == -1 && label[b] == S && duals.isZero(b)) {
            expandBlossom(b, true);
          }
        }
      }
    }

    private void push(int v) {
      if (queueTail == queue.length) {
        if (queueHead > 0) {
          System.arraycopy(queue, queueHead, queue, 0, queueTail - queueHead);
          queueTail -= queueHead;
          queueHead = 0;
        } else {
          queue = Arrays.copyOf(queue, 2 * queue.length);
        }
      }
      queue[queueTail++] = v;
    }

    /**
     * Matches exposed single vertices joined by a tight edge, greedily: each such pair is an
     * augmenting path of one edge, which would otherwise cost a stage of its own. The matched edges
     * are tight and every exposed vertex keeps the common dual, so the invariants hold.
     */
    private void matchTightExposedPairs() {
      if (word != null) {
        matchTightExposedPairsInWords();
        return;
      }
      for (int v = 0; v < n; v++) {
        if (mateEdge[v] != -1 || inBlossom[v] != v) {
          continue;
        }
        for (int a = adjStart[v], end = adjStart[v + 1]; a < end; a++) {
          int w = adjOther[a];
          if (mateEdge[w] == -1 && inBlossom[w] == w && duals.loadSlotSlack(a, v, w)) {
            mateEdge[v] = adjEdge[a];
            mateEdge[w] = adjEdge[a];
            break;
          }
        }
      }
    }

    /** {@link #matchTightExposedPairs} on one-word duals read directly: the same decisions. */
    private void matchTightExposedPairsInWords() {
      long[] dual = word.dual;
      long[] slotWeight = word.slotWeight;
      if (heaviestSlot == null) {
        heaviestSlot = new long[n];
        for (int v = 0; v < n; v++) {
          for (int a = adjStart[v], end = adjStart[v + 1]; a < end; a++) {
            heaviestSlot[v] = Math.max(heaviestSlot[v], slotWeight[a]);
          }
        }
      }
      long least = Long.MAX_VALUE;
      for (int v = 0; v < n; v++) {
        if (mateEdge[v] == -1 && inBlossom[v] == v) {
          least = Math.min(least, dual[v]);
        }
      }
      for (int v = 0; v < n; v++) {
        if (mateEdge[v] != -1 || inBlossom[v] != v) {
          continue;
        }
        long dv = dual[v];
        // A tight edge to an exposed w has 2 w(vw) = y_v + y_w >= y_v + least: a vertex whose
        // heaviest edge is lighter has none, and its edges are not read. (Weights are below
        // 2^61 and duals below 2^62, so neither side overflows.)
        if (2 * heaviestSlot[v] < dv + least) {
          continue;
        }
        for (int a = adjStart[v], end = adjStart[v + 1]; a < end; a++) {
          int w = adjOther[a];
          if (mateEdge[w] == -1 && inBlossom[w] == w && dv + dual[w] == 2 * slotWeight[a]) {
            mateEdge[v] = adjEdge[a];
            mateEdge[w] = adjEdge[a];
            break;
          }
        }
      }
    }

    /** Scans edges of queued S-vertices; returns true after an augmentation. */
    private boolean scanQueue() {
      if (word != null) {
        return scanQueueInWords();
      }
      while (queueHead < queueTail) {
        int v = queue[queueHead++];
        int bv = inBlossom[v];
        for (int a = adjStart[v], end = adjStart[v + 1]; a < end; a++) {
          int w = adjOther[a];
          int bw = inBlossom[w];
          if (bw == bv) {
            continue;
          }
          int e = adjEdge[a];
          // exact arithmetic: an edge is usable exactly when its slack is zero
          if (duals.loadSlotSlack(a, v, w)) {
            int tight = tightEdge(e, v, w, bw);
            if (tight == AUGMENTED) {
              return true;
            }
            if (tight == SHRUNK) {
              bv = inBlossom[v];
            }
          } else if (label[bw] == S) {
            if (bestEdge[bv] == -1 || duals.loadedSlackBelowBest(bv)) {
              bestEdge[bv] = e;
              duals.rememberBest(bv, a, v, w);
            }
          } else if (label[w] == FREE) {
            if (bestEdge[w] == -1 || duals.loadedSlackBelowBest(w)) {
              bestEdge[w] = e;
              duals.rememberBest(w, a, v, w);
            }
          }
        }
      }
      return false;
    }

    /**
     * {@link #scanQueue} on one-word duals read directly, the scanned vertex's dual read once (no
     * dual changes during a scan): the same comparisons, hence the same decisions.
     */
    private boolean scanQueueInWords() {
      long[] dual = word.dual;
      long[] slotWeight = word.slotWeight;
      while (queueHead < queueTail) {
        int v = queue[queueHead++];
        int bv = inBlossom[v];
        long dv = dual[v];
        for (int a = adjStart[v], end = adjStart[v + 1]; a < end; a++) {
          int w = adjOther[a];
          int bw = inBlossom[w];
          if (bw == bv) {
            continue;
          }
          int e = adjEdge[a];
          long slack = dv + dual[w] - 2 * slotWeight[a];
          if (slack == 0) {
            int tight = tightEdge(e, v, w, bw);
            if (tight == AUGMENTED) {
              return true;
            }
            if (tight == SHRUNK) {
              bv = inBlossom[v];
            }
          } else if (label[bw] == S) {
            if (bestEdge[bv] == -1 || slack < word.bestSlack(bv)) {
              bestEdge[bv] = e;
              word.rememberBest(bv, a, v, w);
            }
          } else if (label[w] == FREE) {
            if (bestEdge[w] == -1 || slack < word.bestSlack(w)) {
              bestEdge[w] = e;
              word.rememberBest(w, a, v, w);
            }
          }
        }
      }
      return false;
    }

    /**
     * Acts on tight edge {@code e} from S-vertex {@code v} to {@code w} (top-level blossom {@code
     * bw}): labels, shrinks a blossom or augments, and says which.
     */
    private int tightEdge(int e, int v, int w, int bw) {
      int lw = label[bw];
      if (lw == FREE) {
        assignLabel(w, T, e, v);
      } else if (lw == S) {
        int b = commonBase(v, w);
        if (b < 0) {
          augment(e, v, w);
          return AUGMENTED;
        }
        addBlossom(b, e, v, w);
        return SHRUNK;
      } else if (label[w] == FREE) {
        label[w] = T;
        labelEdge[w] = e;
        labelVertex[w] = v;
      }
      return LABELLED;
    }

    /**
     * Changes the duals by the largest amount that keeps them feasible and acts on the edge or
     * blossom that limits it; returns false when an exposed vertex reaches dual zero (optimum).
     */
    private boolean adjustDuals() {
      dualsChanged = true;
      if (word != null) {
        return changeDualsInWords();
      }
      duals.clearDelta();
      int type = 0;
      int limitEdge = -1;
      int limitBlossom = -1;
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == S && duals.offerDual(v)) {
          type = 1;
        }
      }
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == FREE && bestEdge[v] != -1 && duals.offerSlack(bestEdge[v])) {
          type = 2;
          limitEdge = bestEdge[v];
        }
      }
      for (int b = 0; b < 2 * n; b++) {
        if (base[b] >= 0
            && parent[b] == -1
            && label[b] == S
            && bestEdge[b] != -1
            && duals.offerHalfSlack(bestEdge[b])) {
          type = 3;
          limitEdge = bestEdge[b];
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] == -1 && label[b] == T && duals.offerDual(b)) {
          type = 4;
          limitBlossom = b;
        }
      }
      for (int v = 0; v < n; v++) {
        int l = label[inBlossom[v]];
        if (l == S) {
          duals.subtractDelta(v);
        } else if (l == T) {
          duals.addDelta(v);
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] == -1) {
          if (label[b] == S) {
            duals.addDelta(b);
          } else if (label[b] == T) {
            duals.subtractDelta(b);
          }
        }
      }
      return actOnLimit(type, limitEdge, limitBlossom);
    }

    /**
     * {@link #adjustDuals} on one-word duals read directly: the same candidates in the same order,
     * the first least one kept, hence the same change and the same limit.
     */
    private boolean changeDualsInWords() {
      long[] dual = word.dual;
      boolean found = false;
      long delta = 0;
      int type = 0;
      int limitEdge = -1;
      int limitBlossom = -1;
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == S && (!found || dual[v] < delta)) {
          delta = dual[v];
          found = true;
          type = 1;
        }
      }
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == FREE && bestEdge[v] != -1) {
          long slack = word.slack(bestEdge[v]);
          if (!found || slack < delta) {
            delta = slack;
            found = true;
            type = 2;
            limitEdge = bestEdge[v];
          }
        }
      }
      for (int b = 0; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] == -1 && label[b] == S && bestEdge[b] != -1) {
          long half = word.slack(bestEdge[b]) >> 1;
          if (!found || half < delta) {
            delta = half;
            found = true;
            type = 3;
            limitEdge = bestEdge[b];
          }
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] == -1 && label[b] == T && (!found || dual[b] < delta)) {
          delta = dual[b];
          found = true;
          type = 4;
          limitBlossom = b;
        }
      }
      for (int v = 0; v < n; v++) {
        int l = label[inBlossom[v]];
        if (l == S) {
          dual[v] -= delta;
          if (dual[v] < 0) {
            throw DualValues.negative(v);
          }
        } else if (l == T) {
          dual[v] += delta;
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] == -1) {
          if (label[b] == S) {
            dual[b] += delta;
          } else if (label[b] == T) {
            dual[b] -= delta;
            if (dual[b] < 0) {
              throw DualValues.negative(b);
            }
          }
        }
      }
      return actOnLimit(type, limitEdge, limitBlossom);
    }

    /**
     * Acts on what limited the dual change: an exposed vertex at zero (optimum, false), an edge
     * that became tight, or a T-blossom whose dual reached zero.
     */
    private boolean actOnLimit(int type, int limitEdge, int limitBlossom) {
      switch (type) {
        case 1:
          return false;
        case 2:
          {
            int x = ends[2 * limitEdge];
            push(label[inBlossom[x]] == S ? x : ends[2 * limitEdge + 1]);
            return true;
          }
        case 3:
          push(ends[2 * limitEdge]);
          return true;
        case 4:
          expandBlossom(limitBlossom, false);
          return true;
        default:
          throw new IllegalStateException("no dual change possible: bug in the algorithm");
      }
    }

    private int collectLeaves(int b) {
      if (b < n) {
        leaves[0] = b;
        return 1;
      }
      int count = 0;
      int top = 0;
      leafStack[top++] = b;
      while (top > 0) {
        int x = leafStack[--top];
        if (x < n) {
          leaves[count++] = x;
        } else {
          for (int c : children[x]) {
            leafStack[top++] = c;
          }
        }
      }
      return count;
    }

    /** Labels the top-level blossom of {@code w}, reached by edge {@code e} from {@code from}. */
    private void assignLabel(int w, int t, int e, int from) {
      while (true) {
        int b = inBlossom[w];
        label[w] = t;
        label[b] = t;
        labelEdge[w] = e;
        labelEdge[b] = e;
        labelVertex[w] = from;
        labelVertex[b] = from;
        bestEdge[w] = -1;
        bestEdge[b] = -1;
        if (t == S) {
          int count = collectLeaves(b);
          for (int i = 0; i < count; i++) {
            push(leaves[i]);
          }
          return;
        }
        // a T-blossom is never a root, so its base is matched; the mate becomes S
        int baseVertex = base[b];
        e = mateEdge[baseVertex];
        w = other(e, baseVertex);
        from = baseVertex;
        t = S;
      }
    }

    /**
     * Walks from {@code v} and {@code w} towards their roots; returns the base of the first blossom
     * both walks meet, or -1 when they reach different roots (an augmenting path).
     */
    private int commonBase(int v, int w) {
      int round = ++scanRound;
      int a = v;
      int b = w;
      while (a != -1) {
        int blossom = inBlossom[a];
        if (scanMark[blossom] == round) {
          return base[blossom];
        }
        scanMark[blossom] = round;
        if (labelEdge[blossom] == -1) {
          a = -1;
        } else {
          a = labelVertex[inBlossom[labelVertex[blossom]]];
        }
        if (b != -1) {
          int swap = a;
          a = b;
          b = swap;
        }
      }
      return -1;
    }

    /** Shrinks the odd cycle closed by tight edge {@code e = vw} through {@code baseVertex}. */
    private void addBlossom(int baseVertex, int e, int v, int w) {
      int rootChild = inBlossom[baseVertex];
      int b = unusedBlossoms[--unusedCount];
      base[b] = baseVertex;
      parent[b] = -1;
      parent[rootChild] = b;
      int[] pathV = pathTo(inBlossom[v], rootChild, b);
      int[] pathW = pathTo(inBlossom[w], rootChild, b);
      int k = 1 + pathV.length + pathW.length;
      int[] ch = new int[k];
      int[] ce = new int[k];
      int[] cv = new int[k];
      ch[0] = rootChild;
      int i = 0;
      for (int j = pathV.length - 1; j >= 0; j--) {
        int next = pathV[j];
        ce[i] = labelEdge[next];
        cv[i] = labelVertex[next];
        ch[++i] = next;
      }
      ce[i] = e;
      cv[i] = v;
      for (int next : pathW) {
        ch[++i] = next;
        ce[i] = labelEdge[next];
        cv[i] = other(labelEdge[next], labelVertex[next]);
      }
      children[b] = ch;
      childEdge[b] = ce;
      childEnd[b] = cv;
      label[b] = S;
      labelEdge[b] = labelEdge[rootChild];
      labelVertex[b] = labelVertex[rootChild];
      duals.setZero(b);
      int count = collectLeaves(b);
      for (int j = 0; j < count; j++) {
        int x = leaves[j];
        // T-vertices become S inside the new blossom and must now be scanned
        if (label[inBlossom[x]] == T) {
          push(x);
        }
        inBlossom[x] = b;
      }
      int touchedCount = 0;
      for (int c : ch) {
        if (bestEdgeList[c] == null) {
          int leafCount = collectLeaves(c);
          for (int j = 0; j < leafCount; j++) {
            int x = leaves[j];
            for (int a = adjStart[x]; a < adjStart[x + 1]; a++) {
              touchedCount = offerBestTo(b, adjEdge[a], adjOther[a], touchedCount);
            }
          }
        } else {
          for (int f : bestEdgeList[c]) {
            int y = inBlossom[ends[2 * f]] == b ? ends[2 * f + 1] : ends[2 * f];
            touchedCount = offerBestTo(b, f, y, touchedCount);
          }
        }
        bestEdgeList[c] = null;
        bestEdge[c] = -1;
      }
      int[] list = new int[touchedCount];
      int best = -1;
      for (int j = 0; j < touchedCount; j++) {
        int f = bestTo[touched[j]];
        bestTo[touched[j]] = -1;
        list[j] = f;
        if (best == -1 || duals.slackBelow(f, best)) {
          best = f;
        }
      }
      bestEdgeList[b] = list;
      bestEdge[b] = best;
      if (best >= 0) {
        duals.rememberBestEdge(b, best);
      }
    }

    private int offerBestTo(int b, int f, int y, int touchedCount) {
      int by = inBlossom[y];
      if (by != b && label[by] == S) {
        if (bestTo[by] == -1) {
          touched[touchedCount++] = by;
          bestTo[by] = f;
          duals.cacheSlack(by, f);
        } else if (duals.slackBelowCached(f, by)) {
          bestTo[by] = f;
        }
      }
      return touchedCount;
    }

    /** Top-level blossoms from {@code from} up the tree to {@code stop}, excluded, now in b. */
    private int[] pathTo(int from, int stop, int b) {
      int count = 0;
      for (int x = from; x != stop; x = inBlossom[labelVertex[x]]) {
        count++;
      }
      int[] path = new int[count];
      int i = 0;
      for (int x = from; x != stop; x = inBlossom[labelVertex[x]]) {
        parent[x] = b;
        path[i++] = x;
      }
      return path;
    }

    /** Flips the augmenting path through tight edge {@code e = vw} between two trees. */
    private void augment(int e, int v, int w) {
      for (int side = 0; side < 2; side++) {
        int s = side == 0 ? v : w;
        int f = e;
        while (true) {
          int bs = inBlossom[s];
          if (bs >= n) {
            rebase(bs, s);
          }
          mateEdge[s] = f;
          if (labelEdge[bs] == -1) {
            break;
          }
          int bt = inBlossom[labelVertex[bs]];
          int g = labelEdge[bt];
          int next = labelVertex[bt];
          int entry = other(g, next);
          if (bt >= n) {
            rebase(bt, entry);
          }
          mateEdge[entry] = g;
          s = next;
          f = g;
        }
      }
    }

    /**
     * Makes {@code v} the base of blossom {@code b0} by flipping the even path inside it, leaving
     * {@code v}'s own mate to the caller; nested blossoms are handled with an explicit stack.
     */
    private void rebase(int b0, int v0) {
      int top = 0;
      taskBlossom[top] = b0;
      taskVertex[top++] = v0;
      while (top > 0) {
        int b = taskBlossom[--top];
        int v = taskVertex[top];
        int t = v;
        while (parent[t] != b) {
          t = parent[t];
        }
        if (t >= n) {
          taskBlossom[top] = t;
          taskVertex[top++] = v;
        }
        int[] ch = children[b];
        int k = ch.length;
        int i = indexOf(ch, t);
        // the even path from child i to the base: backward when i is even, forward when odd;
        // its edges at even distance from child i become matched
        int first = i % 2 == 0 ? i - 2 : i + 1;
        int step = i % 2 == 0 ? -2 : 2;
        for (int j = first; j >= 0 && j < k; j += step) {
          int f = childEdge[b][j];
          int x = childEnd[b][j];
          int y = other(f, x);
          int cx = ch[j];
          int cy = ch[(j + 1) % k];
          if (cx >= n) {
            taskBlossom[top] = cx;
            taskVertex[top++] = x;
          }
          if (cy >= n) {
            taskBlossom[top] = cy;
            taskVertex[top++] = y;
          }
          mateEdge[x] = f;
          mateEdge[y] = f;
        }
        children[b] = rotate(ch, i);
        childEdge[b] = rotate(childEdge[b], i);
        childEnd[b] = rotate(childEnd[b], i);
        base[b] = v;
      }
    }

    private static int[] rotate(int[] a, int i) {
      int[] r = new int[a.length];
      System.arraycopy(a, i, r, 0, a.length - i);
      System.arraycopy(a, 0, r, a.length - i, i);
      return r;
    }

    private static int indexOf(int[] a, int x) {
      for (int i = 0; i < a.length; i++) {
        if (a[i] == x) {
          return i;
        }
      }
      throw new IllegalStateException("child " + x + " not found: bug in the algorithm");
    }

    /**
     * Dissolves blossom {@code b0}; between stages its zero-dual sub-blossoms go too, during a
     * stage (a T-blossom whose dual reached zero) its children are relabelled along the tree.
     */
    private void expandBlossom(int b0, boolean endOfStage) {
      int top = 0;
      stack[top++] = b0;
      while (top > 0) {
        int b = stack[--top];
        for (int c : children[b]) {
          parent[c] = -1;
          if (c < n) {
            inBlossom[c] = c;
          } else if (endOfStage && duals.isZero(c)) {
            stack[top++] = c;
          } else {
            int count = collectLeaves(c);
            for (int j = 0; j < count; j++) {
              inBlossom[leaves[j]] = c;
            }
          }
        }
        if (!endOfStage && label[b] == T) {
          relabelChildren(b);
        }
        label[b] = FREE;
        labelEdge[b] = -1;
        labelVertex[b] = -1;
        children[b] = null;
        childEdge[b] = null;
        childEnd[b] = null;
        bestEdgeList[b] = null;
        bestEdge[b] = -1;
        base[b] = -1;
        unusedBlossoms[unusedCount++] = b;
      }
    }

    /** Gives the children of expanded T-blossom {@code b} the labels they have in the tree. */
    private void relabelChildren(int b) {
      int[] ch = children[b];
      int k = ch.length;
      int entryChild = inBlossom[other(labelEdge[b], labelVertex[b])];
      int j = indexOf(ch, entryChild);
      // the even path from the entry child to the base child alternates T and S children
      boolean forward = j % 2 == 1;
      int e = labelEdge[b];
      int from = labelVertex[b];
      int pos = j;
      while (pos != 0 && pos != k) {
        assignLabel(other(e, from), T, e, from);
        pos += forward ? 1 : -1;
        // the next edge leaves the S child at pos towards the next T child
        if (forward) {
          e = childEdge[b][pos % k];
          from = childEnd[b][pos % k];
        } else {
          e = childEdge[b][pos - 1];
          from = other(e, childEnd[b][pos - 1]);
        }
        pos += forward ? 1 : -1;
      }
      // the base child is T; its mate is already S in the tree
      int entry = other(e, from);
      int baseChild = ch[0];
      label[entry] = T;
      label[baseChild] = T;
      labelEdge[entry] = e;
      labelEdge[baseChild] = e;
      labelVertex[entry] = from;
      labelVertex[baseChild] = from;
      bestEdge[baseChild] = -1;
      // children off the path are T if one of their vertices was reached, else free
      for (int p = forward ? 1 : k - 1; p != j; p += forward ? 1 : -1) {
        int c = ch[p];
        if (label[c] == S) {
          continue;
        }
        int count = collectLeaves(c);
        int reached = -1;
        for (int i = 0; i < count; i++) {
          if (label[leaves[i]] != FREE) {
            reached = leaves[i];
            break;
          }
        }
        if (reached >= 0) {
          assignLabel(reached, T, labelEdge[reached], labelVertex[reached]);
        }
      }
    }

    int[] mates() {
      int[] mate = new int[n];
      for (int v = 0; v < n; v++) {
        mate[v] = mateEdge[v] == -1 ? -1 : other(mateEdge[v], v);
      }
      return mate;
    }

    MatchingCertificate certificate() {
      BigInteger[] vertexDuals = new BigInteger[n];
      for (int v = 0; v < n; v++) {
        vertexDuals[v] = duals.dual(v);
      }
      List<MatchingCertificate.Blossom> blossoms = new ArrayList<>();
      for (int b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && !duals.isZero(b)) {
          int count = collectLeaves(b);
          blossoms.add(
              new MatchingCertificate.Blossom(Arrays.copyOf(leaves, count), duals.dual(b)));
        }
      }
      return new MatchingCertificate(mates(), vertexDuals, blossoms);
    }
  }
}
