package org.swisspair.solver.checker;

import java.util.List;

/**
 * A criterion a pairing breaks, or a colour allocation that differs from the system's colour rules.
 *
 * @param criterion the handbook id, e.g. {@code C1}, or the article, e.g. {@code 5.2.3}
 * @param players the pairing numbers involved
 * @param message what is wrong, with names and values
 */
public record Violation(String criterion, List<Integer> players, String message) {
  public Violation {
    players = List.copyOf(players);
  }

  @Override
  public String toString() {
    return criterion + " " + players + ": " + message;
  }
}
