/**
 * The FIDE (Dutch) system, C.04.3, in the order a round meets its classes.
 *
 * <ul>
 *   <li>{@link org.swisspair.solver.dutch.DutchPairingSystem}: the entry; one {@link
 *       org.swisspair.solver.dutch.DutchTuning} (every switch and threshold, with named presets)
 *       and the {@link org.swisspair.solver.dutch.DutchStatistics} of the rounds it paired.
 *   <li>{@code DutchRound}: the scoregroups top-down, in up to seven passes of three kinds ({@code
 *       Shortcuts}), the later brackets confirming what a pass assumed ({@code Relaxation}).
 *   <li>{@code BracketPairer}: one bracket, its strategies in order: {@code BoundedCandidate},
 *       {@code PerfectCandidate}, the matching ({@code BracketMatching}), {@code
 *       TightTransposition}, the remainder solve: each decides the bracket when it succeeds and
 *       gives way to the next when it does not; the classes below only make solves cheaper.
 *   <li>{@code BracketMatching}: the exact solves on one graph ({@code BracketGraph}, {@code
 *       EdgeRule}): the first solve whole or priced ({@code PricedSolve}, {@code ClassTableSolve}),
 *       its result a value ({@code FirstSolve}, {@code Optimum}) that the remainder's solve ({@code
 *       StagedRemainder}) and a tight transposition's proof ({@code TightRest}) read.
 *   <li>Helpers: {@code RankedPlayers} (1.2 order), {@code CandidateOrder} (Article 4 as weight
 *       fields), {@code PlayerClasses}, {@code ClassTransport}, {@code ClassedAssignment}, {@code
 *       LexicographicAssignment}, {@code PairWeights}, {@code HeaviestPairs}, {@code FoldBand}.
 *   <li>{@code DutchProceduralPairer} (test tree): the text's procedure literally, the tests'
 *       oracle; {@code DutchExplainer}: {@code --explain}. The rules themselves are in {@link
 *       org.swisspair.solver.dutch.rules}.
 * </ul>
 */
package org.swisspair.solver.dutch;
