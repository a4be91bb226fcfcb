package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
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
 * The criteria of the Burstein system (Article 2), in descending priority: the one list that builds
 * each bracket's matching weight, measures a finished bracket for the checker and writes the
 * explanation. Every field is written as (offset per edge - violations), so that all matchings of
 * the same size carry the same offsets.
 */
public final class BursteinCriteria {
  private BursteinCriteria() {}

  /** C1-C3: edge filters (see {@link org.swisspair.solver.swiss.Compatibility}). */
  static final List<Criterion> ABSOLUTE =
      List.of(
          new Criterion(
              "C1",
              "2.1.1",
              Kind.ABSOLUTE,
              "two players shall not meet more than once",
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
              "pairs with the same absolute preference"));

  /** The whole list. */
  public static final CriteriaList<BursteinBracketGraph> LIST =
      new CriteriaList<>(
          "burstein",
          ABSOLUTE,
          List.of(
              new Completion(),
              new MostPairs(),
              new LowestFloaterScores(),
              new NextBracket(),
              new ColourPreferences()));

  /** C4 (2.2.1): a legal pairing must exist for all players not yet paired. */
  static final class Completion implements QualityCriterion<BursteinBracketGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C4",
          "2.2.1",
          Kind.COMPLETION,
          "a pairing complying with C1-C3 shall exist for all players not yet paired",
          "players left unpairable");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, BursteinBracketGraph g) {
      int field = layout.field("C4 players paired", WeightLayout.bitsFor(g.vertexCount() + 1L));
      // An edge to a sink pairs one player (below the next scoregroup, in a relaxed graph).
      return (u, v, w) -> layout.put(w, field, g.isSink(v) ? 1 : 2);
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      return List.of();
    }
  }

  /** C5 (2.3.1): maximise the number of pairs, i.e. minimise the outgoing floaters. */
  static final class MostPairs implements QualityCriterion<BursteinBracketGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C5",
          "2.3.1",
          Kind.QUALITY,
          "maximise the number of pairs (minimise the outgoing floaters)",
          "number of outgoing floaters");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, BursteinBracketGraph g) {
      int field = layout.field("C5 pairs", WeightLayout.bitsFor(g.bracketSize / 2 + 1));
      return (u, v, w) -> {
        if (g.inBracket(u) && g.inBracket(v)) {
          layout.put(w, field, 1);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      return List.of((long) b.floaters().size());
    }
  }

  /** C6 (2.3.2): minimise the scores, taken in descending order, of the outgoing floaters. */
  static final class LowestFloaterScores implements QualityCriterion<BursteinBracketGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C6",
          "2.3.2",
          Kind.QUALITY,
          "minimise the scores (in descending order) of the outgoing floaters",
          "outgoing floaters' scores, highest first");
    }

    @Override
    public Unit unit() {
      return Unit.POINTS;
    }

    // BUR-9: pairing scores. With the number of floaters fixed by C5, the descending floater scores
    // are smallest when
    // the most players of the highest score are paired, then of the next score, and so on.
    @Override
    public EdgeWeight declare(WeightLayout layout, BursteinBracketGraph g) {
      int[] level = new int[g.bracketLevels];
      for (int i = 0; i < level.length; i++) {
        level[i] = layout.field("C6 paired at level " + i, WeightLayout.bitsFor(g.bracketSize + 1));
      }
      return (u, v, w) -> {
        if (g.inBracket(u) && g.inBracket(v)) {
          addPlayerPerLevel(layout, w, level, g.bracketLevel[u], g.bracketLevel[v]);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      return scoresDescending(b.state(), b.floaters());
    }
  }

  /**
   * C7 (2.3.3): choose the outgoing floaters so that the following bracket complies best with
   * C1-C6: its most pairs, then its own floaters' lowest scores, over every completion (BUR-7).
   */
  static final class NextBracket implements QualityCriterion<BursteinBracketGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C7",
          "2.3.3",
          Kind.QUALITY,
          "choose the outgoing floaters so that the following bracket complies with C1-C6",
          "the following bracket's outgoing floaters: number, then scores");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, BursteinBracketGraph g) {
      int size = g.bracketSize + g.nextSize;
      int pairs = layout.field("C7 pairs in the next bracket", WeightLayout.bitsFor(size / 2 + 1));
      int[] level = new int[g.lookAheadLevels];
      for (int i = 0; i < level.length; i++) {
        level[i] = layout.field("C7 paired at level " + i, WeightLayout.bitsFor(size + 1));
      }
      return (u, v, w) -> {
        if (g.inNextBracket(u, v)) {
          layout.put(w, pairs, 1);
          addPlayerPerLevel(layout, w, level, g.lookAheadLevel[u], g.lookAheadLevel[v]);
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      if (b.next() == null) {
        return List.of();
      }
      List<Long> out = new ArrayList<>();
      out.add((long) b.next().floaters().size());
      out.addAll(scoresDescending(b.state(), b.next().floaters()));
      return out;
    }

    @Override
    public String format(List<Long> values) {
      if (values.isEmpty()) {
        return "";
      }
      List<String> scores = new ArrayList<>();
      for (long x : values.subList(1, values.size())) {
        scores.add(Points.format((int) x));
      }
      return values.get(0) + (scores.isEmpty() ? "" : " (" + String.join(" ", scores) + ")");
    }
  }

  /** C8 (2.3.4): minimise the number of players who do not get their colour preference. */
  static final class ColourPreferences implements QualityCriterion<BursteinBracketGraph> {
    @Override
    public Criterion criterion() {
      return new Criterion(
          "C8",
          "2.3.4",
          Kind.QUALITY,
          "minimise the number of players who do not get their colour preference",
          "players not getting their colour preference");
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, BursteinBracketGraph g) {
      int field = layout.field("C8 preferences met", WeightLayout.bitsFor(g.bracketSize / 2 + 1));
      return (u, v, w) -> {
        if (g.inBracket(u) && g.inBracket(v)) {
          layout.put(w, field, 1 - BursteinColours.unmetPreferences(g.players[u], g.players[v]));
        }
      };
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      long unmet = 0;
      for (List<Integer> p : b.pairs()) {
        unmet +=
            BursteinColours.unmetPreferences(
                b.state().player(p.get(0)), b.state().player(p.get(1)));
      }
      return List.of(unmet);
    }
  }

  /** One paired player at each end's level: 2 in one field when both share it. */
  private static void addPlayerPerLevel(
      WeightLayout layout, long[] w, int[] fields, int levelU, int levelV) {
    if (levelU == levelV) {
      layout.put(w, fields[levelU], 2);
    } else {
      layout.put(w, fields[levelU], 1);
      layout.put(w, fields[levelV], 1);
    }
  }

  private static List<Long> scoresDescending(RoundState s, List<Integer> ids) {
    List<Long> out = new ArrayList<>();
    for (int id : ids) {
      PlayerState p = s.player(id);
      out.add((long) p.pairingScore());
    }
    out.sort(Comparator.reverseOrder());
    return out;
  }

  /**
   * {@link #LIST} with soft avoidance last, below C8 (not C.04.4.2; issue 34, ARB-10): among the
   * candidates optimal for C4-C8, the fewest pairs {@code avoidance} avoids.
   */
  static CriteriaList<BursteinBracketGraph> withAvoidance(Avoidance avoidance) {
    List<QualityCriterion<BursteinBracketGraph>> weighted = new ArrayList<>(LIST.weighted());
    weighted.add(
        new AvoidedPairs<>(
            avoidance,
            new AvoidedPairs.Vertices<BursteinBracketGraph>() {
              @Override
              public int bracketSize(BursteinBracketGraph g) {
                return g.bracketSize;
              }

              @Override
              public int id(BursteinBracketGraph g, int v) {
                return g.players[v].id();
              }
            }));
    return new CriteriaList<>("Burstein with soft avoidance", ABSOLUTE, weighted);
  }
}
