package org.swisspair.solver.criteria;

import java.util.List;

/**
 * Soft avoidance (not FIDE; issue 34, ARB-10) as a system's last quality criterion: minimise the
 * pairs made in the bracket whose two players should not meet if possible. It comes after every
 * criterion of the system and before the system's final candidate order, which only breaks the ties
 * left.
 *
 * <p>The weight rewards each pair made inside the bracket that is not avoided; every system that
 * takes it fixes the number of pairs made in the bracket by a criterion above (Dutch C6, Burstein
 * C5), so the heaviest matching makes the fewest avoided pairs.
 *
 * @param <G> the system's bracket graph: vertices {@code 0..bracketSize-1} are the bracket's
 *     players, and an edge is weighed as {@code u < v}
 */
public final class AvoidedPairs<G> implements QualityCriterion<G> {
  /** The id the explanation and checker values use; no handbook article. */
  public static final String ID = "AVOID";

  /** The criterion's id, article and rule, the same in every system that takes it. */
  public static final Criterion CRITERION =
      new Criterion(
          ID,
          "-",
          Criterion.Kind.QUALITY,
          "if possible, players of one avoidance group shall not meet (not FIDE)",
          "pairs made in the bracket whose players share an avoidance group");

  /** What the criterion reads of a system's bracket graph. */
  public interface Vertices<G> {
    /** The bracket's players are vertices {@code 0..bracketSize-1}. */
    int bracketSize(G graph);

    /** The pairing number of vertex {@code v}. */
    int id(G graph, int v);

    /**
     * True when a field that is the same on every matching may be left out of the weight (the
     * graph's own choice, so that its other fixed fields and this one agree).
     */
    default boolean leavesOutFixedFields(G graph) {
      return false;
    }
  }

  private final Avoidance avoidance;
  private final Vertices<G> vertices;

  /** The criterion for {@code avoidance}, reading graphs through {@code vertices}. */
  public AvoidedPairs(Avoidance avoidance, Vertices<G> vertices) {
    this.avoidance = avoidance;
    this.vertices = vertices;
  }

  @Override
  public Criterion criterion() {
    return CRITERION;
  }

  @Override
  public EdgeWeight declare(WeightLayout layout, G graph) {
    int b = vertices.bracketSize(graph);
    if (vertices.leavesOutFixedFields(graph) && !anyAvoided(graph, b)) {
      // no avoided pair in the bracket: the same on every matching, so left out of the weight
      return EdgeWeight.NONE;
    }
    int field = layout.field(ID, WeightLayout.bitsFor(b / 2 + 1));
    return (u, v, w) -> {
      if (u < b && v < b && !avoids(graph, u, v)) {
        layout.put(w, field, 1);
      }
    };
  }

  private boolean anyAvoided(G graph, int b) {
    for (int u = 0; u < b; u++) {
      for (int v = u + 1; v < b; v++) {
        if (avoids(graph, u, v)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean avoids(G graph, int u, int v) {
    return avoidance.avoids(vertices.id(graph, u), vertices.id(graph, v));
  }

  @Override
  public List<Long> measure(FinishedBracket bracket) {
    long count = 0;
    for (List<Integer> p : bracket.pairs()) {
      if (avoidance.avoids(p.get(0), p.get(1))) {
        count++;
      }
    }
    return List.of(count);
  }
}
