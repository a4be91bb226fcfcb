/**
 * The HTTP service of {@code swisspair serve}: the library's operations ({@link
 * org.swisspair.api.Operations}) on a request body, with RFC 9457 errors, a bounded queue, a time
 * limit, Prometheus metrics, an OpenAPI document and the arbiters' page (see docs/service.md). It
 * pairs nothing itself and knows nothing of the command line, which starts it through {@link
 * org.swisspair.api.OperationsService}.
 */
package org.swisspair.solver.server;
