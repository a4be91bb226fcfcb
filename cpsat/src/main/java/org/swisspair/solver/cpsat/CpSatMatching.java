package org.swisspair.solver.cpsat;

import com.google.ortools.Loader;
import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.WeightedGraph;

/**
 * Maximum-weight matching as a CP-SAT model, for small graphs and for cross-checking {@link
 * org.swisspair.solver.matching.BlossomMatching}.
 *
 * <p>CP-SAT coefficients are {@code long} and the objective overflows past about {@code 62 -
 * log2(edges)} bits, so the weight is split into chunks of at most 40 bits and the model computes
 * the digits of the total in base {@code 2^chunkBits} with explicit carries; maximising the digits
 * one after the other, most significant first, each fixed at its optimum, maximises the total.
 * (Maximising plain chunk sums lexicographically would be wrong: a lower chunk sum can carry into a
 * higher one.)
 */
public final class CpSatMatching implements MatchingAlgorithm {

  private static final int MAX_CHUNK_BITS = 40;

  @Override
  public Matching solve(WeightedGraph graph) {
    return new Matching(maximumWeightMatching(graph), java.util.Optional.empty());
  }

  @Override
  public int[] maximumWeightMatching(WeightedGraph graph) {
    NativeLibraries.ensureLoaded();
    int n = graph.vertexCount();
    int m = graph.edgeCount();
    int[] mate = new int[n];
    Arrays.fill(mate, -1);
    if (m == 0) {
      return mate;
    }

    // Data
    int chunkBits = Math.min(MAX_CHUNK_BITS, 61 - (32 - Integer.numberOfLeadingZeros(m)));
    int totalBits = WeightedGraph.LIMB_BITS * graph.limbs();
    int chunks = (totalBits + chunkBits - 1) / chunkBits;
    BigInteger chunkMask = BigInteger.ONE.shiftLeft(chunkBits).subtract(BigInteger.ONE);
    long[][] chunk = new long[chunks][m];
    for (int e = 0; e < m; e++) {
      BigInteger w = graph.weight(e);
      for (int c = 0; c < chunks; c++) {
        chunk[c][e] = w.shiftRight(c * chunkBits).and(chunkMask).longValueExact();
      }
    }
    long maxMatched = Math.min(n / 2, m);

    CpModel model = new CpModel();
    // Variables
    BoolVar[] x = new BoolVar[m];
    for (int e = 0; e < m; e++) {
      x[e] = model.newBoolVar("x" + graph.edgeU(e) + "_" + graph.edgeV(e));
    }

    // Constraints: each vertex meets at most one chosen edge
    List<List<Literal>> incident = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      incident.add(new ArrayList<>());
    }
    for (int e = 0; e < m; e++) {
      incident.get(graph.edgeU(e)).add(x[e]);
      incident.get(graph.edgeV(e)).add(x[e]);
    }
    for (List<Literal> edges : incident) {
      if (edges.size() > 1) {
        model.addAtMostOne(edges);
      }
    }
    // Constraints: digit[c] + 2^chunkBits * carry[c] = chunk sum c + carry[c-1], digit <
    // 2^chunkBits
    LinearExpr[] digits = new LinearExpr[chunks];
    IntVar previousCarry = null;
    for (int c = 0; c < chunks; c++) {
      LinearExprBuilder sum = LinearExpr.newBuilder().addWeightedSum(x, chunk[c]);
      if (previousCarry != null) {
        sum.add(previousCarry);
      }
      if (c == chunks - 1) {
        // the top digit is unbounded: no carry out of it
        digits[c] = sum.build();
      } else {
        IntVar digit = model.newIntVar(0, (1L << chunkBits) - 1, "digit" + c);
        IntVar carry = model.newIntVar(0, maxMatched, "carry" + c);
        model.addEquality(
            sum, LinearExpr.newBuilder().add(digit).addTerm(carry, 1L << chunkBits).build());
        digits[c] = LinearExpr.term(digit, 1);
        previousCarry = carry;
      }
    }

    // Objective and Solve: digits lexicographically, most significant first
    CpSolver solver = new CpSolver();
    solver.getParameters().setNumWorkers(1).setRandomSeed(1);
    boolean[] chosen = null;
    for (int c = chunks - 1; c >= 0; c--) {
      model.maximize(digits[c]);
      if (chosen != null) {
        model.clearHints();
        for (int e = 0; e < m; e++) {
          model.addHint(x[e], chosen[e]);
        }
      }
      CpSolverStatus status = solver.solve(model);
      if (status != CpSolverStatus.OPTIMAL) {
        throw new IllegalStateException(
            "CP-SAT returned "
                + status
                + " for digit "
                + c
                + " of a matching on "
                + n
                + " vertices and "
                + m
                + " edges; expected OPTIMAL");
      }
      long best = solver.value(digits[c]);
      chosen = new boolean[m];
      for (int e = 0; e < m; e++) {
        chosen[e] = solver.booleanValue(x[e]);
      }
      model.clearObjective();
      model.addEquality(digits[c], best);
    }
    for (int e = 0; e < m; e++) {
      if (chosen[e]) {
        mate[graph.edgeU(e)] = graph.edgeV(e);
        mate[graph.edgeV(e)] = graph.edgeU(e);
      }
    }
    return mate;
  }

  /** Loads the OR-Tools natives once, on first use, because loading costs about 0.4 s. */
  private static final class NativeLibraries {
    static {
      Loader.loadNativeLibraries();
    }

    static void ensureLoaded() {
      // the static initialiser has run by the time this returns
    }
  }
}
