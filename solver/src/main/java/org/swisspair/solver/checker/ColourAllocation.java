package org.swisspair.solver.checker;

/**
 * The colours Dutch Article 5.2 gives one pair, and the article that decided.
 *
 * @param white the player who gets White
 * @param black the player who gets Black
 * @param article the deciding rule, {@code 5.2.1} to {@code 5.2.5}
 */
public record ColourAllocation(int white, int black, String article) {}
