/**
 * The library's public API and the one operations layer under the command line and the service.
 * {@link org.swisspair.api.Operations} pairs a round, checks a tournament, computes standings and
 * records a round's results from typed requests ({@link org.swisspair.api.PairRequest} and its
 * siblings, the tournament from a {@link org.swisspair.api.TournamentSource}), giving typed results
 * (the rendered output in each format, warnings as values) or an {@link
 * org.swisspair.api.OperationException} of a kind that the command line maps to its exit code and
 * the service to an HTTP status; {@link org.swisspair.api.Swisspair} is a facade on it for
 * tournaments in memory, {@link org.swisspair.api.PairedRound} a paired round in every format.
 *
 * <p>Why here and not in a package of its own: the operations are what a library user, the command
 * line and the service all ask for, so one public set of requests, results and errors keeps the
 * three from drifting apart; a separate internal package would need every type wrapped again here.
 *
 * <p>Together with the types they return (from {@code org.swisspair.model}, {@code
 * org.swisspair.model.trf}, {@code org.swisspair.solver.pairing}, {@code
 * org.swisspair.solver.checker} and {@code org.swisspair.solver.tiebreak}) this is the supported
 * API; everything else is internal and may change between versions.
 */
package org.swisspair.api;
