package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.solver.pairing.PairingRules;

/**
 * The warning FIDE's acceptance checklist (Q66) asks for when the arbiter gives the
 * pairing-allocated bye to a participant above the lowest score it could go to: every system gives
 * the PAB in the lowest score it can (Dutch C5, Burstein and Dubov 3.1.3, Lim 1.1, Double-Swiss and
 * Team 3.4.2), so a chosen PAB above it is allowed but reported (ARB-16).
 */
public final class LowestScoreBye {
  private LowestScoreBye() {}

  /**
   * The warning for giving the PAB of {@code state}'s round to player {@code pab}, empty when no
   * player the system's bye criterion allows it to ({@link PairingRules#byeIneligible}) has a lower
   * pairing score.
   */
  public static Optional<String> warning(RoundState state, PairingRules rules, int pab) {
    List<int[]> candidates = new ArrayList<>();
    for (int id : state.playersToPair()) {
      if (id != pab && !rules.byeIneligible(state.player(id))) {
        candidates.add(new int[] {id, state.player(id).pairingScore()});
      }
    }
    return warning("player", pab, state.player(pab).pairingScore(), candidates);
  }

  /** The same warning for the team PAB of {@code state}'s round (team pairing scores, C2). */
  public static Optional<String> warning(TeamRoundState state, int pab) {
    List<int[]> candidates = new ArrayList<>();
    for (int k : state.teamsToPair()) {
      TeamState team = state.team(k);
      if (k != pab && !team.byeIneligible()) {
        candidates.add(new int[] {k, team.pairingScore()});
      }
    }
    return warning("team", pab, state.team(pab).pairingScore(), candidates);
  }

  private static Optional<String> warning(String noun, int pab, int score, List<int[]> candidates) {
    int lowest = Integer.MAX_VALUE;
    for (int[] c : candidates) {
      lowest = Math.min(lowest, c[1]);
    }
    if (lowest >= score) {
      return Optional.empty();
    }
    List<String> lower = new ArrayList<>();
    for (int[] c : candidates) {
      if (c[1] == lowest) {
        lower.add(Integer.toString(c[0]));
      }
    }
    return Optional.of(
        "PAB to "
            + noun
            + " "
            + pab
            + " with "
            + Points.format(score)
            + " points: "
            + (lower.size() == 1 ? noun + " " : noun + "s ")
            + String.join(", ", lower)
            + " may receive it with "
            + Points.format(lowest)
            + " (the PAB goes to the lowest score it can; checklist Q66): allowed as the arbiter's"
            + " decision");
  }
}
