package org.swisspair.solver.criteria;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ordered criteria of one pairing system, highest priority first. The same list builds the
 * matching weight of a bracket ({@link #declare}), measures a finished bracket for the checker
 * ({@link #evaluate}) and writes the explanation ({@link #text}).
 *
 * @param <G> the system's bracket graph
 */
public final class CriteriaList<G> {
  private final String system;
  private final List<Criterion> absolute;
  private final List<QualityCriterion<G>> weighted;

  /**
   * A list of {@code absolute} criteria (edge filters: they never enter a weight) followed by the
   * {@code weighted} ones (completion and quality), each in descending priority.
   */
  public CriteriaList(String system, List<Criterion> absolute, List<QualityCriterion<G>> weighted) {
    this.system = system;
    this.absolute = List.copyOf(absolute);
    this.weighted = List.copyOf(weighted);
  }

  /** The system's name. */
  public String system() {
    return system;
  }

  /** Every criterion, absolute first, in descending priority. */
  public List<Criterion> all() {
    List<Criterion> out = new ArrayList<>(absolute);
    for (QualityCriterion<G> c : weighted) {
      out.add(c.criterion());
    }
    return out;
  }

  /** The criteria that enter the matching weight, in descending priority. */
  public List<QualityCriterion<G>> weighted() {
    return weighted;
  }

  /** The criterion with handbook id {@code id}. */
  public Criterion byId(String id) {
    for (Criterion c : all()) {
      if (c.id().equals(id)) {
        return c;
      }
    }
    throw new IllegalArgumentException("no criterion " + id + " in the " + system + " system");
  }

  /**
   * Declares every weighted criterion's fields in priority order (the first the most significant)
   * and returns the edge weight they make together.
   */
  public EdgeWeight declare(WeightLayout layout, G graph) {
    List<EdgeWeight> parts = new ArrayList<>();
    for (QualityCriterion<G> c : weighted) {
      EdgeWeight part = c.declare(layout, graph);
      // edge weights are built for millions of edges: a part that adds nothing is not called
      if (part != EdgeWeight.NONE) {
        parts.add(part);
      }
    }
    EdgeWeight[] all = parts.toArray(EdgeWeight[]::new);
    return (u, v, w) -> {
      for (EdgeWeight p : all) {
        p.add(u, v, w);
      }
    };
  }

  /** Measures {@code bracket} by every quality criterion (completion criteria are not measured). */
  public BracketEvaluation evaluate(FinishedBracket bracket) {
    Map<String, List<Long>> values = new LinkedHashMap<>();
    for (QualityCriterion<G> c : weighted) {
      if (c.criterion().kind() == Criterion.Kind.QUALITY) {
        values.put(c.criterion().id(), c.measure(bracket));
      }
    }
    return new BracketEvaluation(
        bracket.index(),
        bracket.score(),
        bracket.residents(),
        bracket.incoming(),
        bracket.pairs(),
        bracket.floaters(),
        values);
  }

  /** The values of an evaluation as text by criterion id, scores in points, empty when none. */
  public Map<String, String> text(BracketEvaluation evaluation) {
    Map<String, String> out = new LinkedHashMap<>();
    for (QualityCriterion<G> c : weighted) {
      String id = c.criterion().id();
      if (!evaluation.criteria().containsKey(id)) {
        continue;
      }
      out.put(id, c.format(evaluation.value(id)));
    }
    return out;
  }
}
