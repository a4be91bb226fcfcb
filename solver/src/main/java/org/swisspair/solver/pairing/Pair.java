package org.swisspair.solver.pairing;

/**
 * One board: {@code white} plays {@code black}; {@code black == 0} is the pairing-allocated bye.
 *
 * @param white pairing number of the player with White (or of the PAB receiver)
 * @param black pairing number of the player with Black, 0 for the PAB
 */
public record Pair(int white, int black) {
  /** True for the pairing-allocated bye. */
  public boolean isBye() {
    return black == 0;
  }

  @Override
  public String toString() {
    return white + " " + black;
  }
}
