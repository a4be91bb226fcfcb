/**
 * The HTTP service of {@code swisspair serve}: the command line's pair, check and standings on a
 * request body, with RFC 9457 errors, a bounded queue, a time limit, Prometheus metrics, an OpenAPI
 * document and the arbiters' page (see docs/service.md). It pairs nothing itself: {@link
 * org.swisspair.solver.server.Commands} is the command line's own code.
 */
package org.swisspair.solver.server;
