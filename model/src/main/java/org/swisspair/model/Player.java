package org.swisspair.model;

import java.util.List;
import java.util.Objects;

/**
 * A player record (TRF {@code 001}): identity data and the per-round history.
 *
 * @param id the pairing number (TPN, C.04.2 2.3), 1..n
 * @param sex TRF sex letter, may be blank
 * @param title FIDE title as written (GM, IM, ...), may be blank
 * @param name "Lastname, Firstname"
 * @param rating FIDE rating, 0 when unrated
 * @param federation federation code, may be blank
 * @param fideId FIDE id as written, may be blank
 * @param birthDate birth date as written (free text), may be blank
 * @param declaredPoints the points field in tenths, or null when blank
 * @param rank the rank field, or 0 when blank
 * @param rounds per-round entries, index 0 for round 1; shorter lists mean "nothing yet"
 */
public record Player(
    int id,
    String sex,
    String title,
    String name,
    int rating,
    String federation,
    String fideId,
    String birthDate,
    Integer declaredPoints,
    int rank,
    List<RoundEntry> rounds) {

  /** Checks the components and copies the collections. */
  public Player {
    if (id < 1) {
      throw new IllegalArgumentException("pairing number must be >= 1, was " + id);
    }
    sex = Objects.requireNonNullElse(sex, "");
    title = Objects.requireNonNullElse(title, "");
    name = Objects.requireNonNullElse(name, "");
    federation = Objects.requireNonNullElse(federation, "");
    fideId = Objects.requireNonNullElse(fideId, "");
    birthDate = Objects.requireNonNullElse(birthDate, "");
    rounds = List.copyOf(rounds);
  }

  /** The entry of round {@code r} (1-based); {@link RoundEntry#EMPTY} past the recorded rounds. */
  public RoundEntry round(int r) {
    return r >= 1 && r <= rounds.size() ? rounds.get(r - 1) : RoundEntry.EMPTY;
  }

  /** A copy with the given round entries. */
  public Player withRounds(List<RoundEntry> newRounds) {
    return new Player(
        id,
        sex,
        title,
        name,
        rating,
        federation,
        fideId,
        birthDate,
        declaredPoints,
        rank,
        newRounds);
  }

  /** A copy with the given points field and rank. */
  public Player withPointsAndRank(Integer points, int newRank) {
    return new Player(
        id, sex, title, name, rating, federation, fideId, birthDate, points, newRank, rounds);
  }
}
