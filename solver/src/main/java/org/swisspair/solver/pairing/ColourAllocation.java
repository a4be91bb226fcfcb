package org.swisspair.solver.pairing;

/**
 * The colours a system's allocation rules give one pair, and the article that decided.
 *
 * @param white the player who gets White
 * @param black the player who gets Black
 * @param article the deciding rule, e.g. {@code 5.2.3}
 */
public record ColourAllocation(int white, int black, String article) {}
