package org.swisspair.model.team;

import java.util.List;
import java.util.Set;
import org.swisspair.model.Colour;

/**
 * What the Team system needs to know about one team before a round, derived once by {@link
 * TeamRoundState} (Team 1.2-1.7, 2.1).
 *
 * @param number the team's TPN
 * @param primary primary score before the round, in tenths (1.2)
 * @param secondary secondary score before the round, in tenths (1.2)
 * @param pairingScore primary score plus this round's virtual points (C.04.7 1.5)
 * @param playedColours colours of the matches actually played, oldest first (1.6.1; C.04.2 3.4)
 * @param colourDifference matches with White minus matches with Black (1.6.2)
 * @param preference colour preference (1.7)
 * @param opponents teams met in played matches (C1; C.04.2 3.5)
 * @param byeIneligible already had the PAB, won a match by forfeit or had a full-point bye (C2)
 * @param matchesPlayed matches actually played (3.4.3)
 * @param floatedLastRound a floater in the previous round (1.5), for C7 and C10
 */
public record TeamState(
    int number,
    int primary,
    int secondary,
    int pairingScore,
    List<Colour> playedColours,
    int colourDifference,
    TeamColourPreference preference,
    Set<Integer> opponents,
    boolean byeIneligible,
    int matchesPlayed,
    boolean floatedLastRound) {

  public TeamState {
    playedColours = List.copyOf(playedColours);
    opponents = Set.copyOf(opponents);
  }

  /** True when the team has played a match (Team 4.3.1). */
  public boolean hasPlayed() {
    return !playedColours.isEmpty();
  }

  /** The colour of the {@code k}-th most recent played match (0 = latest), NONE when none. */
  public Colour recentColour(int k) {
    int i = playedColours.size() - 1 - k;
    return i >= 0 ? playedColours.get(i) : Colour.NONE;
  }
}
