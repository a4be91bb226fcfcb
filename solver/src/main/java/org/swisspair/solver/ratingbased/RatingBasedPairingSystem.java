package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * The "Swiss System Based on Rating" (old FIDE C.04.1, approved 1992-2001, amended 2009): the
 * procedure of C.1-C.14 run as written, the first acceptable candidate in the order of D.1 and D.2
 * taken in each group (RTG-2), colours by E.1-E.5, boards by F.1.
 */
public final class RatingBasedPairingSystem implements PairingSystem {
  private final Supplier<CandidateFinder> finders;

  /** The system as the engine runs it (the candidate order searched with a matching, RTG-10). */
  public RatingBasedPairingSystem() {
    this(PrunedFinder::new);
  }

  /** The system with another search of the candidate order (the tests' literal enumeration). */
  RatingBasedPairingSystem(Supplier<CandidateFinder> finders) {
    this.finders = finders;
  }

  @Override
  public String name() {
    return "rating-based";
  }

  @Override
  public PairingRules rules(RoundState state) {
    return new RatingRules(state);
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    RoundData d = new RoundData(state);
    CandidateFinder finder = finders.get();
    List<RatingRound.Bracket> brackets = new RatingRound(d, finder).pair();
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> colours = new ArrayList<>();
    for (RatingRound.Bracket b : brackets) {
      for (int[] p : b.outcome().pairs()) {
        RatingColours.Decision c = RatingColours.decide(state, d.player(p[0]), d.player(p[1]));
        boards.add(new Pair(c.white(), c.black()));
        colours.add(new Explanation.ColourDecision(c.white(), c.black(), c.rule(), c.reason()));
      }
    }
    int bye = RatingRound.bye(brackets);
    if (bye != 0) {
      boards.add(new Pair(bye, 0));
    }
    boards = RatingOrder.boards(state, boards);
    Explanation explanation = explain ? explain(state, brackets, colours) : null;
    return new RoundPairing(state.round(), boards, explanation);
  }

  private static Explanation explain(
      RoundState state,
      List<RatingRound.Bracket> brackets,
      List<Explanation.ColourDecision> colours) {
    List<Explanation.Bracket> out = new ArrayList<>();
    for (RatingRound.Bracket b : brackets) {
      BracketProcedure.Outcome o = b.outcome();
      List<List<Integer>> pairs = new ArrayList<>();
      for (int[] p : o.pairs()) {
        pairs.add(List.of(p[0], p[1]));
      }
      // B3-B6 measured on the bracket as the procedure paired it (RTG-12).
      FinishedBracket finished =
          new FinishedBracket(
              state, out.size(), b.score(), b.residents(), b.mdps(), pairs, o.movedDown(), null, 0);
      Map<String, String> criteria =
          new LinkedHashMap<>(RatingCriteria.LIST.text(RatingCriteria.LIST.evaluate(finished)));
      criteria.put("type", o.kind());
      criteria.put("x", String.valueOf(o.x()));
      criteria.put("p", String.valueOf(o.p()));
      if (!o.dropped().isEmpty()) {
        criteria.put("dropped", String.join(", ", o.dropped()));
      }
      if (!o.exchanges().isEmpty()) {
        criteria.put("exchange", String.join("; ", o.exchanges()));
      }
      List<String> steps = new ArrayList<>();
      if (!b.via().isEmpty()) {
        steps.add("paired again by " + b.via());
      }
      steps.addAll(o.steps());
      if (!steps.isEmpty()) {
        criteria.put("steps", String.join("; ", steps));
      }
      List<Explanation.Downfloater> down = new ArrayList<>();
      for (int id : o.movedDown()) {
        down.add(new Explanation.Downfloater(id, o.reasons().getOrDefault(id, "moved down")));
      }
      out.add(new Explanation.Bracket(b.score(), b.residents(), b.mdps(), pairs, criteria, down));
    }
    return new Explanation("rating-based", out, colours);
  }
}
