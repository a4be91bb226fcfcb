package org.swisspair.solver.pairing;

import java.util.List;

/**
 * No pairing satisfies the absolute criteria (Dutch 1.9.3): the Chief Arbiter must decide. Names
 * the bracket and the players that cannot be paired.
 */
public final class NoValidPairingException extends Exception {
  private final List<Integer> players;

  /** A failure for the given players with a message naming the bracket. */
  public NoValidPairingException(String message, List<Integer> players) {
    super(message);
    this.players = List.copyOf(players);
  }

  /** The players who could not be paired. */
  public List<Integer> players() {
    return players;
  }
}
