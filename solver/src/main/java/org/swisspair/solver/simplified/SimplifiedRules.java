package org.swisspair.solver.simplified;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Player;
import org.swisspair.model.PlayerState;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.swiss.Brackets;

/**
 * The simplified Swiss rules (Vincze) as the checker reads them: a rematch of a played game or a
 * forbidden pair is refused (the rule of three colours in a row is conditional, so it is measured,
 * not refused), colours by the five colour rules, and the score groups of a complete pairing with
 * the bye taken out first, each measured by {@link SimplifiedCriteria}.
 */
final class SimplifiedRules implements PairingRules {
  private final RoundState state;

  SimplifiedRules(RoundState state) {
    this.state = state;
  }

  @Override
  public String system() {
    return "Simplified";
  }

  @Override
  public List<Criterion> criteria() {
    return SimplifiedCriteria.LIST.all();
  }

  /**
   * SIM-8: "A player can get it only once": a player who had the bye (1 point, without play) is
   * skipped; a forfeit win or a requested bye is not the bye of this text.
   */
  @Override
  public boolean byeIneligible(PlayerState p) {
    return hadBye(state, p.id());
  }

  /**
   * True when player {@code id} had the pairing-allocated bye before the round of {@code state}.
   */
  static boolean hadBye(RoundState state, int id) {
    Player p = state.tournament().player(id);
    for (int r = 1; r < state.round(); r++) {
      if (p.round(r).result() == ResultCode.PAIRING_BYE) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    if (a.opponents().contains(b.id())) {
      return "C1";
    }
    return state.forbidden(a.id(), b.id()) ? "forbidden" : null;
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return SimplifiedColours.allocate(state, a, b);
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    List<BracketEvaluation> out = new ArrayList<>();
    for (FinishedBracket b : brackets(boards)) {
      out.add(SimplifiedCriteria.LIST.evaluate(b));
    }
    return out;
  }

  /** The score groups of a complete pairing, top first, the bye taken out before them. */
  List<FinishedBracket> brackets(List<Pair> boards) {
    Comparator<Integer> byStartingNumber = Comparator.naturalOrder();
    return Brackets.reconstruct(state, boards, byStartingNumber, true);
  }
}
