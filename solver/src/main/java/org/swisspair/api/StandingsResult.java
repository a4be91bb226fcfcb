package org.swisspair.api;

import java.util.List;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/**
 * What {@link Operations#standings} gives.
 *
 * @param tournament the tournament as read
 * @param standings the ranks, points and tie-break values (C.07)
 * @param output the standings in the asked format
 * @param warnings warnings about the input, each one line without a prefix
 */
public record StandingsResult(
    Tournament tournament, TieBreakStandings standings, String output, List<String> warnings) {}
