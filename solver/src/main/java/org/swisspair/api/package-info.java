/**
 * The library's public entry point: {@link org.swisspair.api.Swisspair} reads a tournament, picks a
 * pairing system by name, pairs a round, checks a tournament and explains a pairing; {@link
 * org.swisspair.api.PairedRound} is a paired round in every output format. Together with the types
 * they return (from {@code org.swisspair.model}, {@code org.swisspair.model.trf}, {@code
 * org.swisspair.solver.pairing} and {@code org.swisspair.solver.checker}) this is the supported
 * API; everything else is internal and may change between versions.
 */
package org.swisspair.api;
