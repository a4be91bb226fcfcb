package org.swisspair.model;

import java.util.List;
import java.util.Set;

/**
 * What the pairing rules need to know about one player before a round, derived once by {@link
 * RoundState}.
 *
 * @param id pairing number (TPN)
 * @param score points before the round, in tenths, without acceleration
 * @param pairingScore score plus this round's virtual points (C.04.7): the score brackets use
 * @param playedColours colours of the games really played, oldest first; unplayed rounds dropped,
 *     which is the C.04.2 3.4 rule of moving them to the front
 * @param colourDifference games with White minus games with Black (Dutch 1.6)
 * @param preference colour preference (Dutch 1.7)
 * @param floats the float received in each earlier round, index 0 for round 1 (Dutch 1.4)
 * @param opponents opponents met in played games (C1; forfeits do not count, C.04.2 3.5)
 * @param byeIneligible already had a PAB or scored a win's points without playing (C2)
 * @param unplayedRounds earlier rounds without a played game (C9)
 * @param colourRank the pairing number counted among players who have taken part in a pairing, used
 *     for the parity rule (Dutch 5.2.5)
 * @param topscorer over 50% of the maximum possible score before the final round (Dutch 1.8)
 */
public record PlayerState(
    int id,
    int score,
    int pairingScore,
    List<Colour> playedColours,
    int colourDifference,
    ColourPreference preference,
    List<FloatDirection> floats,
    Set<Integer> opponents,
    boolean byeIneligible,
    int unplayedRounds,
    int colourRank,
    boolean topscorer) {

  /** Copies the collections. */
  public PlayerState {
    playedColours = List.copyOf(playedColours);
    floats = List.copyOf(floats);
    opponents = Set.copyOf(opponents);
  }

  /** The float of {@code roundsAgo} rounds before the round being paired (1 = previous round). */
  public FloatDirection floatBefore(int roundsAgo) {
    int i = floats.size() - roundsAgo;
    return i >= 0 && i < floats.size() ? floats.get(i) : FloatDirection.NONE;
  }

  /** The colour of the {@code k}-th most recent played game (0 = latest), NONE when none. */
  public Colour recentColour(int k) {
    int i = playedColours.size() - 1 - k;
    return i >= 0 ? playedColours.get(i) : Colour.NONE;
  }

  /** True when the player has played at least one game. */
  public boolean hasPlayed() {
    return !playedColours.isEmpty();
  }
}
