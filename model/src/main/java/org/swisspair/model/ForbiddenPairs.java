package org.swisspair.model;

import java.util.List;

/**
 * Players of whom no two may be paired together in rounds {@code firstRound..lastRound} (JaVaFo
 * {@code XXP}: all rounds; TRF-2026 {@code 260}: a round range).
 *
 * @param players pairing numbers
 * @param firstRound first round it applies to, 1 for "from the start"
 * @param lastRound last round it applies to, {@link Integer#MAX_VALUE} for "to the end"
 */
public record ForbiddenPairs(List<Integer> players, int firstRound, int lastRound) {
  /** Copies the collections. */
  public ForbiddenPairs {
    players = List.copyOf(players);
  }

  /** True when the rule applies to round {@code r}. */
  public boolean appliesTo(int r) {
    return r >= firstRound && r <= lastRound;
  }
}
