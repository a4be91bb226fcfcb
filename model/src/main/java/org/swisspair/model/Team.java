package org.swisspair.model;

import com.fasterxml.jackson.annotation.JsonInclude;
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
 * @param matchPoints the match points field of 310 (columns 55-60) in tenths, or null when blank
 * @param gamePoints the game points field of 310 (columns 62-67) in tenths, or null when blank
 * @param rank the rank field of 310 (columns 69-71), or 0 when blank
 */
public record Team(
    int number,
    String name,
    String nickname,
    String strengthFactor,
    List<Integer> members,
    boolean fromRecord310,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer matchPoints,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer gamePoints,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) int rank) {
  /** Copies the collections. */
  public Team {
    members = List.copyOf(members);
    if (rank < 0) {
      throw new IllegalArgumentException("team " + number + ": rank must be >= 0, was " + rank);
    }
  }

  /** A team without standings: match points, game points and rank blank. */
  public Team(
      int number,
      String name,
      String nickname,
      String strengthFactor,
      List<Integer> members,
      boolean fromRecord310) {
    this(number, name, nickname, strengthFactor, members, fromRecord310, null, null, 0);
  }

  /** A copy with the given standings (match and game points in tenths, null for blank; rank). */
  public Team withStandings(Integer matchPoints, Integer gamePoints, int rank) {
    return new Team(
        number,
        name,
        nickname,
        strengthFactor,
        members,
        fromRecord310,
        matchPoints,
        gamePoints,
        rank);
  }

  /** A copy with other members, the standings kept. */
  public Team withMembers(List<Integer> newMembers) {
    return new Team(
        number,
        name,
        nickname,
        strengthFactor,
        newMembers,
        fromRecord310,
        matchPoints,
        gamePoints,
        rank);
  }
}
