package org.swisspair.solver.doubleswiss;

import java.util.List;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.Criterion.Kind;
import org.swisspair.solver.twostage.PairCriterion;
import org.swisspair.solver.twostage.Unit;
import org.swisspair.solver.twostage.UpfloaterCriterion;

/** The criteria of the Double-Swiss system (Article 2), in descending priority. */
public final class DoubleSwissCriteria {
  private DoubleSwissCriteria() {}

  /** Every criterion, absolute first, as the checker and the explanation list them. */
  public static final List<Criterion> ALL =
      List.of(
          new Criterion(
              "C1",
              "2.1.1",
              Kind.ABSOLUTE,
              "two players shall not meet more than once (a match ended by forfeit does not count)",
              "pairs that met in a match not ended by forfeit"),
          new Criterion(
              "C2",
              "2.1.2",
              Kind.ABSOLUTE,
              "no PAB to a player who had one, won a match by forfeit or had a full-point bye",
              "PAB receivers who may not have it"),
          new Criterion(
              "C3",
              "2.2.1",
              Kind.COMPLETION,
              "a legal pairing exists for all players not yet paired",
              "players left unpairable"),
          new Criterion(
              "C4", "2.3.1", Kind.QUALITY, "minimise the number of upfloaters", "upfloaters"),
          new Criterion(
              "C5",
              "2.3.2",
              Kind.QUALITY,
              "minimise the score differences (descending) in the pairs involving upfloaters",
              "score differences of the upfloaters, descending"),
          new Criterion(
              "C6",
              "2.3.3",
              Kind.QUALITY,
              "the bracket of the following scoregroup complies with C1, C3 and C4",
              "upfloaters the bracket of the following scoregroup needs (DSW-1)"),
          new Criterion(
              "C7",
              "2.3.4",
              Kind.QUALITY,
              "except in the last round, minimise upfloaters who were floaters in the previous round",
              "upfloaters who floated in the previous round"),
          new Criterion(
              "C8",
              "2.3.5",
              Kind.QUALITY,
              "except in the last round, minimise upfloaters' opponents who were floaters in the"
                  + " previous round",
              "upfloaters' opponents who floated in the previous round"));

  /** C7 (2.3.4), for the choice of the upfloaters. */
  public static final UpfloaterCriterion C7 =
      new UpfloaterCriterion(
          "C7", "upfloaters who were floaters in the previous round", Unit::previousFloater);

  /** C8 (2.3.5), for the pairing of a bracket. */
  public static final PairCriterion C8 =
      new PairCriterion() {
        @Override
        public String id() {
          return "C8";
        }

        @Override
        public String rule() {
          return "upfloaters' opponents who were floaters in the previous round";
        }

        @Override
        public long cost(Unit a, Unit b, BracketView bracket) {
          return opponentCounts(a, b, bracket) + opponentCounts(b, a, bracket);
        }

        @Override
        public boolean mayCost(BracketView bracket) {
          return !bracket.upfloaters().isEmpty();
        }

        private long opponentCounts(Unit upfloater, Unit opponent, BracketView bracket) {
          return bracket.isUpfloater(upfloater) && opponent.previousFloater() ? 1 : 0;
        }
      };
}
