package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.FloatDirection;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.Criterion.Kind;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.criteria.QualityCriterion;
import org.swisspair.solver.criteria.WeightLayout;

/**
 * The criteria of the rating-based system (old C.04.1 B): the absolute B1 and B2, and the relative
 * B3-B6 in descending priority, each measured on a finished bracket for the checker and the
 * explanation (RTG-12). The system pairs by the procedure of C, not by weights, so the list never
 * builds a matching weight.
 */
public final class RatingCriteria {
  private RatingCriteria() {}

  /** B1 and B2. */
  static final List<Criterion> ABSOLUTE =
      List.of(
          new Criterion(
              "B1a",
              "B.1.a",
              Kind.ABSOLUTE,
              "two players shall not meet more than once",
              "pairs of players who already played each other"),
          new Criterion(
              "B1b",
              "B.1.b",
              Kind.ABSOLUTE,
              "a player who has received a point without playing shall not receive a bye",
              "bye given to such a player"),
          new Criterion(
              "B2a",
              "B.2.a",
              Kind.ABSOLUTE,
              "no player's colour difference will become >+2 or <-2",
              "players beyond a colour difference of 2"),
          new Criterion(
              "B2b",
              "B.2.b",
              Kind.ABSOLUTE,
              "no player will receive the same colour three times in a row",
              "players with one colour three times in a row"));

  /** The whole list, B3-B6 measured. */
  public static final CriteriaList<Void> LIST =
      new CriteriaList<>(
          "rating-based",
          ABSOLUTE,
          List.of(
              new Measured(
                  "B3",
                  "B.3",
                  "the difference of the scores of two paired players as small as possible",
                  "score differences of the pairs, largest first",
                  true),
              new Measured(
                  "B4",
                  "B.4",
                  "as many players as possible receive their colour preference",
                  "players who cannot receive their preference (pairs of equal preferences)",
                  false),
              new Measured(
                  "B5",
                  "B.5",
                  "no player shall receive an identical float in two consecutive rounds",
                  "players floating as in the previous round",
                  false),
              new Measured(
                  "B6",
                  "B.6",
                  "no player shall have an identical float as two rounds before",
                  "players floating as two rounds before",
                  false)));

  /** One of B3-B6. */
  private static final class Measured implements QualityCriterion<Void> {
    private final Criterion criterion;
    private final boolean points;

    Measured(String id, String article, String rule, String measure, boolean points) {
      this.criterion = new Criterion(id, article, Kind.QUALITY, rule, measure);
      this.points = points;
    }

    @Override
    public Criterion criterion() {
      return criterion;
    }

    @Override
    public Unit unit() {
      return points ? Unit.POINTS : Unit.COUNT;
    }

    @Override
    public EdgeWeight declare(WeightLayout layout, Void graph) {
      throw new UnsupportedOperationException(
          "the rating-based system pairs by the procedure of C.1-C.14, not by matching weights");
    }

    @Override
    public List<Long> measure(FinishedBracket b) {
      RoundData d = new RoundData(b.state());
      return switch (criterion.id()) {
        case "B3" -> scoreDifferences(d, b);
        case "B4" -> List.of(colourConflicts(d, b));
        case "B5" -> List.of(sameFloat(d, b, 1));
        default -> List.of(sameFloat(d, b, 2));
      };
    }
  }

  private static List<Long> scoreDifferences(RoundData d, FinishedBracket b) {
    List<Long> out = new ArrayList<>();
    for (List<Integer> p : b.pairs()) {
      int diff = d.player(p.get(0)).pairingScore() - d.player(p.get(1)).pairingScore();
      out.add((long) Math.abs(diff));
    }
    out.sort(Comparator.reverseOrder());
    return out;
  }

  private static long colourConflicts(RoundData d, FinishedBracket b) {
    long n = 0;
    for (List<Integer> p : b.pairs()) {
      n += d.cost(p.get(0), p.get(1));
    }
    return n;
  }

  /**
   * Players of the bracket who float this round as {@code roundsAgo} rounds before: the lower of
   * each pair of unequal scores floats up, each player leaving the bracket unpaired (the bye
   * included) floats down.
   */
  private static long sameFloat(RoundData d, FinishedBracket b, int roundsAgo) {
    long n = 0;
    for (List<Integer> p : b.pairs()) {
      int sa = d.player(p.get(0)).pairingScore();
      int sb = d.player(p.get(1)).pairingScore();
      if (sa != sb) {
        int lower = sa < sb ? p.get(0) : p.get(1);
        n += d.floatBefore(lower, roundsAgo) == FloatDirection.UP ? 1 : 0;
      }
    }
    for (int id : b.floaters()) {
      n += d.floatBefore(id, roundsAgo) == FloatDirection.DOWN ? 1 : 0;
    }
    return n;
  }
}
