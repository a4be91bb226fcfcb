package org.swisspair.solver.simplified;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;

/**
 * The simplified rules of the Swiss system by Roman Vincze (based on the 1986 FIDE book): the
 * pairing search of {@link SimplifiedSearch}, then the colour rules of {@link SimplifiedColours}.
 */
public final class SimplifiedPairingSystem implements PairingSystem {
  private final SimplifiedSearch.Mode mode;

  /** The system as the engine runs it. */
  public SimplifiedPairingSystem() {
    this(SimplifiedSearch.Mode.AUTO);
  }

  SimplifiedPairingSystem(SimplifiedSearch.Mode mode) {
    this.mode = mode;
  }

  /**
   * SIM-1: the warning that the file's pairing numbers are not the starting numbers the text
   * assigns (lines 14-16: by rating, highest first, unrated at the end), naming the first pair out
   * of order; empty when they are. The pairing keeps the file's numbers.
   */
  public static Optional<String> startingNumberWarning(Tournament t) {
    List<Player> ps = t.players();
    for (int i = 1; i < ps.size(); i++) {
      Player a = ps.get(i - 1);
      Player b = ps.get(i);
      boolean outOfOrder = a.rating() <= 0 ? b.rating() > 0 : b.rating() > a.rating();
      if (outOfOrder) {
        return Optional.of(
            "pairing number "
                + a.id()
                + " ("
                + (a.rating() <= 0 ? "unrated" : "rating " + a.rating())
                + ") comes before "
                + b.id()
                + " ("
                + "rating "
                + b.rating()
                + "): the simplified rules number players by rating, highest first, unrated at"
                + " the end; paired by the file's numbers as they stand (SIM-1)");
      }
    }
    return Optional.empty();
  }

  @Override
  public String name() {
    return "simplified";
  }

  @Override
  public PairingRules rules(RoundState state) {
    return new SimplifiedRules(state);
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    SimplifiedSearch.Result r = new SimplifiedSearch(state, mode).run();
    if (r == null) {
      throw new NoValidPairingException(
          "the pairs cannot be assembled in any permissible way (simplified rules: the tournament"
              + " ends)",
          state.playersToPair());
    }
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> colours = new ArrayList<>();
    for (int[] p : r.pairs()) {
      SimplifiedColours.Decision d =
          SimplifiedColours.decide(state, state.player(p[0]), state.player(p[1]));
      boards.add(new Pair(d.white(), d.black()));
      colours.add(new Explanation.ColourDecision(d.white(), d.black(), d.rule(), d.reason()));
    }
    if (r.bye() != 0) {
      boards.add(new Pair(r.bye(), 0));
    }
    // SIM-10: the rules do not order the boards; the general handling rules do (C.04.2 3.6).
    boards = BoardOrder.sort(state, boards);
    Explanation explanation = explain ? explain(state, boards, r, colours) : null;
    return new RoundPairing(state.round(), boards, explanation);
  }

  private static Explanation explain(
      RoundState state,
      List<Pair> boards,
      SimplifiedSearch.Result r,
      List<Explanation.ColourDecision> colours) {
    SimplifiedRules rules = new SimplifiedRules(state);
    List<Explanation.Bracket> brackets = new ArrayList<>();
    boolean first = true;
    for (BracketEvaluation b : rules.evaluate(boards)) {
      Map<String, String> criteria = new LinkedHashMap<>(SimplifiedCriteria.LIST.text(b));
      if (first) {
        criteria.put(
            "search",
            (r.colourRuleKept()
                    ? "every pair keeps the rule of three colours in a row"
                    : "no pairing keeps the rule of three colours in a row: rule dropped")
                + ", "
                + r.cancelled()
                + " pairs cancelled by backtracking"
                + (r.guided() ? ", completed with the matching oracle" : ""));
        startingNumberWarning(state.tournament())
            .ifPresent(w -> criteria.put("starting numbers", w));
        first = false;
      }
      List<Explanation.Downfloater> floaters = new ArrayList<>();
      for (int id : b.downfloaters()) {
        floaters.add(
            new Explanation.Downfloater(
                id,
                "no permissible opponent left in its score group in search order: paired in a"
                    + " lower score group"));
      }
      brackets.add(
          new Explanation.Bracket(
              b.score(), b.residents(), b.mdps(), b.pairs(), criteria, floaters));
    }
    if (r.bye() != 0) {
      brackets.add(
          new Explanation.Bracket(
              state.player(r.bye()).pairingScore(),
              List.of(r.bye()),
              List.of(),
              List.of(),
              Map.of(),
              List.of(
                  new Explanation.Downfloater(
                      r.bye(),
                      "bye (1 point): lowest ranked in the lowest score group, score "
                          + Points.format(state.player(r.bye()).pairingScore())
                          + (r.byesTried() == 0
                              ? ""
                              : ", after "
                                  + r.byesTried()
                                  + " players below could not take it (bye had, or no"
                                  + " pairing of the others)")))));
    }
    return new Explanation("simplified", brackets, colours);
  }
}
