/**
 * The {@code swisspair} command line: the {@code pair}, {@code check}, {@code generate}, {@code
 * selftest} and {@code convert} subcommands, and the drop-in invocation of JaVaFo and bbpPairings
 * ({@code --dutch in.trf -p out}) with their output format and exit codes.
 */
package org.swisspair.solver.cli;
