package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.Criterion.Kind;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * The criteria of the Dubov system (Article 2), in descending priority: the one list that builds
 * the weight of the matching that chooses a bracket's upfloaters (3.2.1-3.2.2, on a {@link
 * DubovSetGraph}), measures a finished bracket for the checker and writes the explanation.
 *
 * <p>Every field is a count of edges that do not break the criterion, so a matching maximises it.
 * Among matchings that agree on the fields above, the number of edges a field counts over is fixed:
 * C4 fixes who is paired, C5 the number of resident pairs and so of upfloaters, and each later
 * field counts over the upfloaters or over the pairs of the bracket. The fields of the
 * per-upfloater criteria are sized for {@link DubovSetGraph#bound} upfloaters; the engine re-solves
 * with a larger bound when a matching has more.
 */
public final class DubovCriteria {
  private DubovCriteria() {}

  /** C1-C3: edge filters (see {@link org.swisspair.solver.swiss.Compatibility}). */
  static final List<Criterion> ABSOLUTE =
      List.of(
          new Criterion(
              "C1",
              "2.1.1",
              Kind.ABSOLUTE,
              "two participants shall not play against each other more than once",
              "pairs of players who already played each other"),
          new Criterion(
              "C2",
              "2.1.2",
              Kind.ABSOLUTE,
              "no PAB for a player who already had one or scored a win without playing",
              "PAB given to an ineligible player"),
          new Criterion(
              "C3",
              "2.1.3",
              Kind.ABSOLUTE,
              "two players with the same absolute colour preference shall not meet",
              "pairs with the same absolute preference (no topscorer exception)"));

  /** The whole list. */
  public static final CriteriaList<DubovSetGraph> LIST =
      new CriteriaList<>(
          "dubov",
          ABSOLUTE,
          List.of(
              new Completion(),
              new FewestUpfloaters(),
              new UpfloaterScores(),
              new ColourPreferences(),
              new MaximumUpfloaters(),
              new MaximumUpfloatCounts(),
              new PreviousUpfloaters()));

  /**
   * {@link #LIST} with soft avoidance last, below C10 (not C.04.4.1; issue 34, ARB-10, ARB-12):
   * among the upfloater sets and bracket pairings optimal for C4-C10, the fewest pairs made in the
   * bracket that {@code avoidance} avoids.
   */
  public static CriteriaList<DubovSetGraph> withAvoidance(Avoidance avoidance) {
    List<QualityCriterion<DubovSetGraph>> weighted = new ArrayList<>(LIST.weighted());
    weighted.add(new AvoidedBracketPairs(avoidance));
    return new CriteriaList<>("Dubov with soft avoidance", ABSOLUTE, weighted);
  }

  /**
   * Soft avoidance on the set graph: the shared {@link AvoidedPairs} names and measures it; the
   * weight counts the bracket's pairs (resident-resident and resident-upfloater, not the pairs a
   * full graph makes below the bracket) whose players are not avoided.
   */
  static final class AvoidedBracketPairs implements QualityCriterion<DubovSetGraph> {
    private final Avoidance avoidance;
    private final AvoidedPairs<DubovSetGraph> shared;

    AvoidedBracketPairs(Avoidance avoidance) {
      this.avoidance = avoidance;
      this.shared =
          new AvoidedPairs<>(
              avoidance,
              new AvoidedPairs.Vertices<DubovSetGraph>() {
                @Override
                public int bracketSize(DubovSetGraph g) {
                  return g.residents;
                }

                @Override
                public int id(DubovSetGraph g, int v) {
                  return g.players[v].id();
                }
              });
    }

    @Override
    public Criterion criterion() {
      return shared.criterion();
    }

    // With C5 fixing the number of the bracket's pairs, more pairs not avoided means fewer avoided.
    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      int field =
          layout.field(
              AvoidedPairs.ID + " pairs not avoided",
              WeightLayout.bitsFor((g.residents + g.bound) / 2 + 1));
      return (u, v, w) -> {
        if (g.inBracket(u, v) && !avoids(g, u, v)) {
          layout.put(w, field, 1);
        }
      };
    }

    boolean avoids(DubovSetGraph g, int u, int v) {
      return avoidance.avoids(g.players[u].id(), g.players[v].id());
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      return shared.measure(b);
    }
  }

  /** C4 (2.2.1): a legal pairing must exist for all players not yet paired. */
  static final class Completion implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C4",
          "2.2.1",
          Kind.COMPLETION,
          "a pairing complying with C1-C3 shall exist for all players not yet paired",
          "players left unpairable");
    }

    // Players who must be paired and are: all of them when the matching is complete.
    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      int field = layout.field("C4 players paired", WeightLayout.bitsFor(g.vertexCount() + 1L));
      return (u, v, w) -> layout.put(w, field, (g.mandatory[u] ? 1 : 0) + (g.mandatory[v] ? 1 : 0));
    }

    // Not measured: a finished round either is complete or has no valid pairing.
    @Override
    public List<Long> measure(FinishedBracket b) {
      return List.of();
    }
  }

  /** C5 (2.3.1): minimise the number of upfloaters. */
  static final class FewestUpfloaters implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C5", "2.3.1", Kind.QUALITY, "minimise the number of upfloaters", "upfloaters");
    }

    // With every resident paired, more resident pairs means fewer upfloaters.
    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      int field = layout.field("C5 resident pairs", WeightLayout.bitsFor(g.residents / 2 + 1));
      return (u, v, w) -> {
        if (g.residentPair(u, v)) {
          layout.put(w, field, 1);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      return List.of((long) b.incoming().size());
    }
  }

  /**
   * C6 (2.3.2): minimise the score differences, taken in descending order, in the pairs involving
   * upfloaters, i.e. maximise the upfloaters' scores in ascending order.
   */
  static final class UpfloaterScores implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C6",
          "2.3.2",
          Kind.QUALITY,
          "minimise the score differences (in descending order) in the pairs with upfloaters",
          "score differences of the upfloaters' pairs, largest first");
    }

    @Override
    public Unit unit() {
      return Unit.POINTS;
    }

    // With the number of upfloaters fixed by C5, the differences in descending order are smallest
    // when the fewest upfloaters come from the lowest score, then from the next, and so on.
    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      int[] field = new int[g.levels];
      for (int l = 0; l < g.levels; l++) {
        field[l] = layout.field("C6 upfloaters not at level " + l, WeightLayout.bitsFor(g.bound));
      }
      return (u, v, w) -> {
        if (g.upfloat(u, v)) {
          int level = g.level[g.upfloater(u, v)];
          for (int l = 0; l < field.length; l++) {
            if (l != level) {
              layout.put(w, field[l], 1);
            }
          }
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      List<Long> out = new ArrayList<>();
      for (int id : b.incoming()) {
        out.add((long) (b.score() - b.state().player(id).pairingScore()));
      }
      out.sort(Comparator.reverseOrder());
      return out;
    }
  }

  /** C7 (2.3.3): minimise the number of players who do not get their colour preference. */
  static final class ColourPreferences implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C7",
          "2.3.3",
          Kind.QUALITY,
          "minimise the number of players who do not get their colour preference",
          "pairs whose players prefer the same colour");
    }

    // DUB-4: every player prefers a colour (1.6.4); a pair of two players who prefer the same
    // colour leaves one of them without it, any other pair grants both (5.2.2).
    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      int field =
          layout.field(
              "C7 pairs granting both preferences",
              WeightLayout.bitsFor((g.residents + g.bound) / 2 + 1));
      return (u, v, w) -> {
        if (g.inBracket(u, v) && g.prefers[u] != g.prefers[v]) {
          layout.put(w, field, 1);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      long unmet = 0;
      for (List<Integer> p : b.pairs()) {
        if (DubovColours.samePreference(b.state().player(p.get(0)), b.state().player(p.get(1)))) {
          unmet++;
        }
      }
      return List.of(unmet);
    }
  }

  /**
   * C8 (2.3.4): unless it is the last round, minimise the upfloaters who are maximum upfloaters.
   */
  static final class MaximumUpfloaters implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C8",
          "2.3.4",
          Kind.QUALITY,
          "unless it is the last round, minimise the number of upfloaters who are maximum"
              + " upfloaters",
          "maximum upfloaters (1.8) among the upfloaters");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      if (!g.quality) {
        return (u, v, w) -> {};
      }
      int field = layout.field("C8 upfloaters not maximum", WeightLayout.bitsFor(g.bound));
      return (u, v, w) -> {
        if (g.upfloat(u, v) && !g.maximum[g.upfloater(u, v)]) {
          layout.put(w, field, 1);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      if (b.state().isLastRound()) {
        return List.of();
      }
      return List.of((long) maximumCounts(b).size());
    }
  }

  /**
   * C9 (2.3.5): unless it is the last round, minimise the number of times a maximum upfloater is
   * upfloated.
   */
  static final class MaximumUpfloatCounts implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C9",
          "2.3.5",
          Kind.QUALITY,
          "unless it is the last round, minimise the number of times a maximum upfloater is"
              + " upfloated",
          "the maximum upfloaters' upfloat counts, highest first");
    }

    // DUB-2: the counts of the maximum upfloaters compared highest first, as C6 compares scores:
    // with C8 fixing how many there are, the fewest with the highest count, then the next.
    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      if (!g.quality) {
        return (u, v, w) -> {};
      }
      int[] field = new int[g.countLevels];
      for (int c = 0; c < g.countLevels; c++) {
        field[c] = layout.field("C9 not at count level " + c, WeightLayout.bitsFor(g.bound));
      }
      return (u, v, w) -> {
        if (g.upfloat(u, v)) {
          int level = g.countLevel[g.upfloater(u, v)];
          for (int c = 0; c < field.length; c++) {
            if (c != level) {
              layout.put(w, field[c], 1);
            }
          }
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      if (b.state().isLastRound()) {
        return List.of();
      }
      return maximumCounts(b);
    }
  }

  /**
   * C10 (2.3.6): unless it is the last round, minimise the number of upfloaters who upfloated in
   * the previous round.
   */
  static final class PreviousUpfloaters implements QualityCriterion<DubovSetGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C10",
          "2.3.6",
          Kind.QUALITY,
          "unless it is the last round, minimise the number of upfloaters who upfloated in the"
              + " previous round",
          "upfloaters who upfloated in the previous round");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, DubovSetGraph g) {
      if (!g.quality) {
        return (u, v, w) -> {};
      }
      int field =
          layout.field("C10 upfloaters not upfloated before", WeightLayout.bitsFor(g.bound));
      return (u, v, w) -> {
        if (g.upfloat(u, v) && !g.previous[g.upfloater(u, v)]) {
          layout.put(w, field, 1);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      if (b.state().isLastRound()) {
        return List.of();
      }
      long n = 0;
      for (int id : b.incoming()) {
        if (DubovUpfloats.previousRound(b.state().player(id))) {
          n++;
        }
      }
      return List.of(n);
    }
  }

  /** The upfloat counts of the bracket's upfloaters who are maximum upfloaters, highest first. */
  private static List<Long> maximumCounts(FinishedBracket b) {
    RoundState s = b.state();
    int maxT = DubovUpfloats.maxT(DubovUpfloats.rounds(s));
    List<Long> out = new ArrayList<>();
    for (int id : b.incoming()) {
      PlayerState p = s.player(id);
      if (DubovUpfloats.isMaximum(p, maxT)) {
        out.add((long) DubovUpfloats.count(p));
      }
    }
    out.sort(Comparator.reverseOrder());
    return out;
  }
}
