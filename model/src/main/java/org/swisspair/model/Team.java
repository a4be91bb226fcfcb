package org.swisspair.model;

import java.util.List;

/**
 * A team (TRF-16 {@code 013} or TRF-2026 {@code 310}). Parsed for the team systems; individual
 * systems ignore it.
 *
 * @param number team pairing number (310), or the 1-based order of the 013 record
 * @param name team name
 * @param nickname short name (310), may be blank
 * @param strengthFactor strength factor text (310), may be blank
 * @param members member pairing numbers in board order
 * @param fromRecord310 true when read from a 310 record, false for 013
 */
public record Team(
    int number,
    String name,
    String nickname,
    String strengthFactor,
    List<Integer> members,
    boolean fromRecord310) {
  /** Copies the collections. */
  public Team {
    members = List.copyOf(members);
  }
}
