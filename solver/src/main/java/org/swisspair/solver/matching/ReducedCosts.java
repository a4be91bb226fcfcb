package org.swisspair.solver.matching;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The reduced cost {@code y_u + y_v + 2 * sum(z_B : B contains u and v) - 2w} of any vertex pair
 * under a certificate's duals, for an edge that may not be in the solved graph: when no edge of a
 * larger graph has a negative one, the matching is optimal there as well (the duals stay feasible),
 * which lets a matching be solved on a few edges and priced on all the others. Exact multi-word
 * arithmetic, blossom duals included: the large bracket graphs price millions of pairs. Not safe
 * for concurrent use (one scratch register).
 */
public final class ReducedCosts {
  private static final int BITS = WeightedGraph.LIMB_BITS;
  private static final long MASK = WeightedGraph.LIMB_MASK;

  private final int limbs;
  private final int words;
  private final long[] y;

  /** Blossoms of positive dual containing each vertex, in increasing order; null for none. */
  private final int[][] blossomsOf;

  /** See {@link #laminarChains}; null when the blossoms are not laminar. */
  private final int[][] chains;

  /** The vertex whose chain's running sums of {@code 2 z_B} are in {@link #prefix}; -1 for none. */
  private int prefixOwner = -1;

  /** Running sums of {@code 2 z_B} along {@code chains[prefixOwner]}, {@code words} words each. */
  private long[] prefix = new long[0];

  /** {@code 2 z_B} of each blossom in {@code words} words. */
  private final long[] twiceBlossomDual;

  private final int[] blossomSizes;

  /** The sum of {@code 2 z_B} over the blossoms holding both ends of the pair being priced. */
  private final long[] common;

  // The one-word form, when the weights have one limb, every y is below 2^61 and all 2 z_B
  // together too: then y_u + y_v + 2 z (< 2^63) and 2w (< 2^63, w < 2^62) are longs, and so is
  // their difference. narrowY[v] is y_v; narrowAround[b] the sum of 2 z over b and the blossoms
  // around it. Both null when the form does not apply.
  private final long[] narrowY;
  private final long[] narrowAround;

  /**
   * The duals of {@code certificate}, for weights of {@code limbs} limbs.
   *
   * @throws IllegalArgumentException when a dual is negative or too wide for {@code limbs + 2}
   *     words
   */
  public ReducedCosts(MatchingCertificate certificate, int limbs) {
    this.limbs = limbs;
    this.words = limbs + 2;
    BigInteger[] vertexDuals = certificate.vertexDuals();
    int n = vertexDuals.length;
    y = new long[n * words];
    for (int v = 0; v < n; v++) {
      toWords(vertexDuals[v], y, v * words);
    }
    List<MatchingCertificate.Blossom> blossoms = certificate.blossoms();
    twiceBlossomDual = new long[blossoms.size() * words];
    blossomSizes = new int[blossoms.size()];
    for (int b = 0; b < blossoms.size(); b++) {
      blossomSizes[b] = blossoms.get(b).vertices().length;
    }
    int[] count = new int[n];
    for (int b = 0; b < blossoms.size(); b++) {
      BigInteger z = blossoms.get(b).dual();
      toWords(z.shiftLeft(1), twiceBlossomDual, b * words);
      if (z.signum() != 0) {
        for (int v : blossoms.get(b).vertices()) {
          if (v < 0 || v >= n) {
            throw new IllegalArgumentException("blossom " + b + " lists vertex " + v);
          }
          count[v]++;
        }
      }
    }
    blossomsOf = new int[n][];
    for (int b = 0; b < blossoms.size(); b++) {
      if (blossoms.get(b).dual().signum() != 0) {
        for (int v : blossoms.get(b).vertices()) {
          if (blossomsOf[v] == null) {
            blossomsOf[v] = new int[count[v]];
            count[v] = 0;
          }
          blossomsOf[v][count[v]++] = b;
        }
      }
    }
    common = new long[words];
    chains = laminarChains(blossoms);
    long[] around = chains == null ? null : narrowAround(certificate, limbs);
    narrowAround = around;
    narrowY = around == null ? null : narrowVertexDuals(vertexDuals);
  }

  /** Whether pairs are priced in one word, for tests. */
  boolean oneWord() {
    return narrowY != null;
  }

  /** {@link #narrowAround} when the blossom duals allow the one-word form, else null. */
  private long[] narrowAround(MatchingCertificate certificate, int limbs) {
    if (limbs != 1) {
      return null;
    }
    List<MatchingCertificate.Blossom> blossoms = certificate.blossoms();
    long total = 0;
    long[] twice = new long[blossoms.size()];
    for (int b = 0; b < blossoms.size(); b++) {
      BigInteger z = blossoms.get(b).dual();
      if (z.signum() < 0 || z.bitLength() > 60) {
        return null;
      }
      twice[b] = z.longValue() << 1;
      total += twice[b];
      if (total >= 1L << 61) {
        return null;
      }
    }
    // chains list each vertex's blossoms outermost first: a blossom's sum is its own plus the sum
    // of the one before it in any chain (the same one in every chain, by laminarity)
    long[] around = new long[blossoms.size()];
    for (int[] chain : chains) {
      if (chain == null) {
        continue;
      }
      for (int i = 0; i < chain.length; i++) {
        around[chain[i]] = twice[chain[i]] + (i == 0 ? 0 : around[chain[i - 1]]);
      }
    }
    return around;
  }

  private static long[] narrowVertexDuals(BigInteger[] vertexDuals) {
    long[] out = new long[vertexDuals.length];
    for (int v = 0; v < out.length; v++) {
      if (vertexDuals[v].bitLength() > 61) {
        return null;
      }
      out[v] = vertexDuals[v].longValue();
    }
    return out;
  }

  /**
   * Each vertex's positive-dual blossoms, outermost first, when they form a laminar family in which
   * all members of a blossom share the blossoms around it (as a blossom algorithm's do); null
   * otherwise. Then the blossoms two vertices share are a common prefix of their chains.
   */
  private int[][] laminarChains(List<MatchingCertificate.Blossom> blossoms) {
    int n = blossomsOf.length;
    int[][] out = new int[n][];
    int[] parent = new int[blossoms.size()];
    Arrays.fill(parent, -2);
    for (int v = 0; v < n; v++) {
      if (blossomsOf[v] == null) {
        continue;
      }
      Integer[] chain = new Integer[blossomsOf[v].length];
      for (int i = 0; i < chain.length; i++) {
        chain[i] = blossomsOf[v][i];
      }
      Arrays.sort(
          chain,
          Comparator.comparingInt((Integer b) -> -blossoms.get(b).vertices().length)
              .thenComparingInt(b -> b));
      out[v] = new int[chain.length];
      for (int i = 0; i < chain.length; i++) {
        int b = chain[i];
        int above = i == 0 ? -1 : chain[i - 1];
        if (parent[b] == -2) {
          parent[b] = above;
        } else if (parent[b] != above) {
          return null;
        }
        out[v][i] = b;
      }
    }
    return out;
  }

  /** Writes the non-negative {@code d} into {@code words} words of {@code out} from {@code at}. */
  private void toWords(BigInteger d, long[] out, int at) {
    if (d.signum() < 0 || d.bitLength() > BITS * words - 1) {
      throw new IllegalArgumentException("dual " + d + " does not fit " + words + " words");
    }
    if (d.bitLength() <= BITS) {
      // the common case, without a shift of the BigInteger per word
      Arrays.fill(out, at, at + words - 1, 0L);
      out[at + words - 1] = d.longValue();
      return;
    }
    for (int i = words - 1; i >= 0; i--) {
      out[at + i] = d.longValue() & MASK;
      d = d.shiftRight(BITS);
    }
  }

  /**
   * The sign of the reduced cost of pair {@code uv} with weight {@code w} ({@code limbs} limbs,
   * most significant first): negative when the duals are infeasible on it, zero when it is tight.
   */
  public int sign(int u, int v, long[] w) {
    return sign(u, v, w, 0);
  }

  /** {@link #sign(int, int, long[])} with the weight's limbs at {@code w[at..at+limbs-1]}. */
  public int sign(int u, int v, long[] w, int at) {
    if (narrowY != null) {
      long s = narrowY[u] + narrowY[v] - (w[at] << 1);
      // blossom duals only add to the reduced cost: a positive one stays positive
      if (s <= 0 && chains[u] != null && chains[v] != null) {
        s += narrowCommon(chains[u], chains[v]);
      }
      return Long.signum(s);
    }
    boolean inside = blossomsOf[u] != null && blossomsOf[v] != null && commonDuals(u, v);
    // y_u + y_v (+ 2 z over common blossoms) - 2w, word by word from the least significant, with
    // a signed carry; every word is below 2^62, so no partial sum leaves a long
    long carry = 0;
    long nonZero = 0;
    int yu = u * words;
    int yv = v * words;
    for (int i = words - 1; i >= 0; i--) {
      int li = i - (words - limbs);
      long high = li >= 0 ? w[at + li] : 0;
      long low = li + 1 >= 0 && li + 1 < limbs ? w[at + li + 1] : 0;
      long doubled = ((high << 1) & MASK) | (low >>> (BITS - 1));
      long t;
      if (inside) {
        // three partial sums, each normalised before the next: the carry reaches 3
        long d = y[yu + i] + y[yv + i] - doubled;
        long c = (d & MASK) + common[i];
        t = (c & MASK) + carry;
        carry = (d >> BITS) + (c >> BITS) + (t >> BITS);
      } else {
        t = y[yu + i] + y[yv + i] - doubled + carry;
        carry = t >> BITS;
      }
      nonZero |= t & MASK;
    }
    if (carry < 0) {
      return -1;
    }
    return nonZero == 0 && carry == 0 ? 0 : 1;
  }

  /**
   * Whether every pair {@code uv} of weight at most {@code bound} (limbs from {@code at}) has a
   * positive reduced cost, seen from the vertex duals alone: blossom duals only add to it. Lets a
   * pricing loop skip computing a weight that could be neither violated nor tight.
   */
  public boolean positiveUpTo(int u, int v, long[] bound, int at) {
    return vertexSign(u, v, bound, at) > 0;
  }

  /**
   * The sign of {@code y_u + y_v - 2w} for the weight at {@code w[at..]}: the reduced cost seen
   * from the vertex duals alone. Blossom duals only add to it, so a pair with a sign of zero or
   * more is neither violated; one below zero may still be rescued by them ({@link #sign}).
   */
  public int vertexSign(int u, int v, long[] w, int at) {
    if (narrowY != null) {
      return Long.signum(narrowY[u] + narrowY[v] - (w[at] << 1));
    }
    long carry = 0;
    long nonZero = 0;
    int yu = u * words;
    int yv = v * words;
    for (int i = words - 1; i >= 0; i--) {
      int li = i - (words - limbs);
      long high = li >= 0 ? w[at + li] : 0;
      long low = li + 1 >= 0 && li + 1 < limbs ? w[at + li + 1] : 0;
      long doubled = ((high << 1) & MASK) | (low >>> (BITS - 1));
      long t = y[yu + i] + y[yv + i] - doubled + carry;
      carry = t >> BITS;
      nonZero |= t & MASK;
    }
    if (carry < 0) {
      return -1;
    }
    return nonZero == 0 && carry == 0 ? 0 : 1;
  }

  /**
   * The outermost blossom of positive dual holding {@code v} when the blossoms are laminar, -1 for
   * none: every pair of two vertices in blossom {@code b} has at least {@code 2 z_b} added to its
   * reduced cost.
   */
  public int outermostBlossom(int v) {
    return chains != null && chains[v] != null && chains[v].length > 0 ? chains[v][0] : -1;
  }

  /** The number of vertices of blossom {@code b}. */
  public int blossomSize(int b) {
    return blossomSizes[b];
  }

  /**
   * {@code 2w - 2 z_b} in this object's words, for the weight at {@code w[at..]} and blossom {@code
   * b} (-1: none); null when it is negative, so that no pair of that weight inside {@code b} can be
   * violated. Compare a pair's vertex duals with it by {@link #compareSum}.
   */
  public long[] threshold(long[] w, int at, int b) {
    long[] t = new long[words];
    for (int i = words - 1; i >= 0; i--) {
      int li = i - (words - limbs);
      long high = li >= 0 ? w[at + li] : 0;
      long low = li + 1 >= 0 && li + 1 < limbs ? w[at + li + 1] : 0;
      t[i] = ((high << 1) & MASK) | (low >>> (BITS - 1));
    }
    if (b < 0) {
      return t;
    }
    long borrow = 0;
    for (int i = words - 1; i >= 0; i--) {
      long d = t[i] - twiceBlossomDual[b * words + i] - borrow;
      borrow = d < 0 ? 1 : 0;
      t[i] = d & MASK;
    }
    return borrow != 0 ? null : t;
  }

  /** The sign of {@code y_u + y_v - threshold} ({@link #threshold}'s words). */
  public int compareSum(int u, int v, long[] threshold) {
    long carry = 0;
    long nonZero = 0;
    int yu = u * words;
    int yv = v * words;
    for (int i = words - 1; i >= 0; i--) {
      long t = y[yu + i] + y[yv + i] - threshold[i] + carry;
      carry = t >> BITS;
      nonZero |= t & MASK;
    }
    if (carry < 0) {
      return -1;
    }
    return nonZero == 0 && carry == 0 ? 0 : 1;
  }

  /** Compares the vertex duals of {@code u} and {@code v}, blossom duals left out. */
  public int compareVertexDuals(int u, int v) {
    int yu = u * words;
    int yv = v * words;
    for (int i = 0; i < words; i++) {
      if (y[yu + i] != y[yv + i]) {
        return Long.compare(y[yu + i], y[yv + i]);
      }
    }
    return 0;
  }

  /** The sum of {@code 2 z_B} over the blossoms both chains share, in the one-word form. */
  private long narrowCommon(int[] a, int[] b) {
    int k = 0;
    while (k < a.length && k < b.length && a[k] == b[k]) {
      k++;
    }
    return k == 0 ? 0 : narrowAround[a[k - 1]];
  }

  /** Sums {@code 2 z_B} over the blossoms holding {@code u} and {@code v}; false when none. */
  private boolean commonDuals(int u, int v) {
    if (chains == null) {
      return mergedDuals(u, v);
    }
    int[] a = chains[u];
    int[] b = chains[v];
    int k = 0;
    while (k < a.length && k < b.length && a[k] == b[k]) {
      k++;
    }
    if (k == 0) {
      return false;
    }
    // The pricing loops keep one end for many pairs: its running sums are computed once.
    int owner = u;
    if (prefixOwner != u && prefixOwner == v) {
      owner = v;
    }
    if (prefixOwner != owner) {
      fillPrefix(owner);
    }
    System.arraycopy(prefix, (k - 1) * words, common, 0, words);
    return true;
  }

  private void fillPrefix(int owner) {
    int[] chain = chains[owner];
    if (prefix.length < chain.length * words) {
      prefix = new long[chain.length * words];
    }
    for (int i = 0; i < chain.length; i++) {
      if (i == 0) {
        Arrays.fill(prefix, 0, words, 0L);
      } else {
        System.arraycopy(prefix, (i - 1) * words, prefix, i * words, words);
      }
      addBlossomDual(prefix, i * words, chain[i]);
    }
    prefixOwner = owner;
  }

  /** {@link #commonDuals} by merging the two blossom lists, for blossoms that are not laminar. */
  private boolean mergedDuals(int u, int v) {
    int[] a = blossomsOf[u];
    int[] b = blossomsOf[v];
    boolean any = false;
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] < b[j]) {
        i++;
      } else if (a[i] > b[j]) {
        j++;
      } else {
        if (!any) {
          Arrays.fill(common, 0L);
          any = true;
        }
        addBlossomDual(common, 0, a[i]);
        i++;
        j++;
      }
    }
    return any;
  }

  /**
   * Adds {@code 2 z_B} of blossom {@code b} to the {@code words} words of {@code acc} at {@code
   * at}.
   */
  private void addBlossomDual(long[] acc, int at, int b) {
    int from = b * words;
    long carry = 0;
    for (int k = words - 1; k >= 0; k--) {
      long t = acc[at + k] + twiceBlossomDual[from + k] + carry;
      carry = t >>> BITS;
      acc[at + k] = t & MASK;
    }
    if (carry != 0) {
      throw new IllegalArgumentException("blossom duals do not fit " + words + " words");
    }
  }
}
