package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.BoardColourRule;
import org.swisspair.solver.checker.Violation;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.swiss.Brackets;

/**
 * The rating-based system (old C.04.1) as the checker reads it: B1a as C1, B2 as B2 on each board
 * as paired (broken by a player the last-round relief of the note to B does not cover), colours by
 * E.1-E.5, and the score brackets of a complete pairing rebuilt by score and measured by B3-B6
 * (RTG-12).
 */
final class RatingRules implements PairingRules, BoardColourRule {
  private final RoundState state;
  private final RoundData data;

  RatingRules(RoundState state) {
    this.state = state;
    this.data = new RoundData(state);
  }

  @Override
  public String system() {
    return "Rating-Based";
  }

  @Override
  public List<Criterion> criteria() {
    return RatingCriteria.LIST.all();
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    if (a.opponents().contains(b.id())) {
      return "C1";
    }
    if (state.forbidden(a.id(), b.id())) {
      return "forbidden";
    }
    if (!data.legalAtAll(a.id(), b.id())) {
      return "B2";
    }
    return null;
  }

  @Override
  public Violation breaks(PlayerState white, PlayerState black) {
    String w = b2(white, Colour.WHITE);
    String b = b2(black, Colour.BLACK);
    if (w == null && b == null) {
      return null;
    }
    List<Integer> ids = List.of(white.id(), black.id());
    String msg = w != null && b != null ? w + "; " + b : w != null ? w : b;
    return new Violation(
        "B2", ids, msg + " (the note to B spares only players at 50% or more in the last round)");
  }

  /** What {@code p} taking {@code c} breaks of B2, null when nothing or the note covers him. */
  private String b2(PlayerState p, Colour c) {
    if (RatingColours.reliefEligible(state, p)) {
      return null;
    }
    int bit = c == Colour.WHITE ? RatingColours.WHITE : RatingColours.BLACK;
    if ((RatingColours.allowedByB2(p) & bit) != 0) {
      return null;
    }
    int cd = p.colourDifference() + (c == Colour.WHITE ? 1 : -1);
    return "player "
        + p.id()
        + " gets "
        + c
        + (Math.abs(cd) > 2
            ? ": colour difference " + (cd > 0 ? "+" : "") + cd
            : ": the same colour three times in a row");
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return RatingColours.allocate(state, a, b);
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    List<BracketEvaluation> out = new ArrayList<>();
    for (FinishedBracket b : Brackets.reconstruct(state, boards, data.order, false)) {
      out.add(RatingCriteria.LIST.evaluate(b));
    }
    return out;
  }
}
