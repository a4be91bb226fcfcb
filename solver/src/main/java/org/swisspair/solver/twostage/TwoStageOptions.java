package org.swisspair.solver.twostage;

/**
 * How {@link TwoStagePairer} searches; every choice gives the same pairing, so tests can force each
 * path.
 *
 * @param setOrderLimit the most potential upfloaters whose set order (3.5.4) is encoded in the
 *     weight; above, a greedy scan finds it
 * @param identifierLimit the most bracket members whose identifier (3.6.3) is encoded in the
 *     weight; above, a greedy scan finds it
 * @param shortcuts the searches of one or a few upfloaters before any weighted matching
 * @param window Article 3.5 tried first on the top score levels with stand-ins for the rest
 * @param forceWindow the window tried on every general set choice, however large (tests)
 */
record TwoStageOptions(
    int setOrderLimit,
    int identifierLimit,
    boolean shortcuts,
    boolean window,
    boolean forceWindow) {}
