package org.swisspair.model;

/**
 * A player known in advance not to be paired in a round (C.04.2 3.3): TRF-2026 {@code 240}, JaVaFo
 * {@code XXZ}, or a pre-set {@code H}/{@code F}/{@code Z} entry in the round to be paired.
 *
 * @param player pairing number
 * @param round the round, 1-based
 * @param kind {@link ResultCode#HALF_BYE}, {@link ResultCode#FULL_BYE} or {@link
 *     ResultCode#ZERO_BYE}
 */
public record ByeRequest(int player, int round, ResultCode kind) {}
