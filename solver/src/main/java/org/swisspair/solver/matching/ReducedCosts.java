package org.swisspair.solver.matching;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * The reduced cost {@code y_u + y_v + 2 * sum(z_B : B contains u and v) - 2w} of any vertex pair
 * under a certificate's duals, for an edge that may not be in the solved graph: when no edge of a
 * larger graph has a negative one, the matching is optimal there as well (the duals stay feasible),
 * which lets a matching be solved on a few edges and priced on all the others.
 */
public final class ReducedCosts {
  private final int limbs;
  private final int words;
  private final long[] y;
  private final BigInteger[] vertexDuals;

  /** Blossoms of positive dual containing each vertex; null for a vertex in none. */
  private final int[][] blossomsOf;

  private final BigInteger[] blossomDual;

  /** The duals of {@code certificate}, for weights of {@code limbs} limbs. */
  public ReducedCosts(MatchingCertificate certificate, int limbs) {
    this.limbs = limbs;
    this.words = limbs + 2;
    this.vertexDuals = certificate.vertexDuals();
    int n = vertexDuals.length;
    y = new long[n * words];
    for (int v = 0; v < n; v++) {
      BigInteger d = vertexDuals[v];
      if (d.signum() < 0 || d.bitLength() > WeightedGraph.LIMB_BITS * words - 1) {
        throw new IllegalArgumentException(
            "vertex dual " + d + " does not fit " + words + " words");
      }
      for (int i = words - 1; i >= 0; i--) {
        y[v * words + i] = d.longValue() & WeightedGraph.LIMB_MASK;
        d = d.shiftRight(WeightedGraph.LIMB_BITS);
      }
    }
    List<MatchingCertificate.Blossom> blossoms = certificate.blossoms();
    blossomDual = new BigInteger[blossoms.size()];
    int[] count = new int[n];
    for (int b = 0; b < blossoms.size(); b++) {
      blossomDual[b] = blossoms.get(b).dual();
      if (blossomDual[b].signum() != 0) {
        for (int v : blossoms.get(b).vertices()) {
          count[v]++;
        }
      }
    }
    blossomsOf = new int[n][];
    for (int b = 0; b < blossoms.size(); b++) {
      if (blossomDual[b].signum() != 0) {
        for (int v : blossoms.get(b).vertices()) {
          if (blossomsOf[v] == null) {
            blossomsOf[v] = new int[count[v]];
            count[v] = 0;
          }
          blossomsOf[v][count[v]++] = b;
        }
      }
    }
  }

  /**
   * The sign of the reduced cost of pair {@code uv} with weight {@code w} ({@code limbs} limbs,
   * most significant first): negative when the duals are infeasible on it, zero when it is tight.
   */
  public int sign(int u, int v, long[] w) {
    if (blossomsOf[u] != null && blossomsOf[v] != null) {
      return signInsideBlossoms(u, v, w);
    }
    // y_u + y_v - 2w, word by word from the least significant, with a signed carry
    long carry = 0;
    long nonZero = 0;
    for (int i = words - 1; i >= 0; i--) {
      int li = i - (words - limbs);
      long high = li >= 0 ? w[li] : 0;
      long low = li + 1 >= 0 && li + 1 < limbs ? w[li + 1] : 0;
      long doubled =
          ((high << 1) & WeightedGraph.LIMB_MASK) | (low >>> (WeightedGraph.LIMB_BITS - 1));
      long t = y[u * words + i] + y[v * words + i] - doubled + carry;
      carry = t >> WeightedGraph.LIMB_BITS;
      nonZero |= t & WeightedGraph.LIMB_MASK;
    }
    if (carry < 0) {
      return -1;
    }
    return nonZero == 0 && carry == 0 ? 0 : 1;
  }

  private int signInsideBlossoms(int u, int v, long[] w) {
    BigInteger slack = vertexDuals[u].add(vertexDuals[v]);
    for (int b : blossomsOf[u]) {
      if (Arrays.binarySearch(blossomsOf[v], b) >= 0) {
        slack = slack.add(blossomDual[b].shiftLeft(1));
      }
    }
    BigInteger weight = BigInteger.ZERO;
    for (long limb : w) {
      weight = weight.shiftLeft(WeightedGraph.LIMB_BITS).or(BigInteger.valueOf(limb));
    }
    return slack.subtract(weight.shiftLeft(1)).signum();
  }
}
