package org.swisspair.api;

import java.util.List;
import org.swisspair.model.Tournament;

/**
 * What {@link Operations#record} gives.
 *
 * @param tournament the tournament with the round added
 * @param output the tournament in the format it was read in (TRF-16, TRF-2026 or JSON)
 * @param json true when the output is the JSON model
 * @param warnings warnings about the input, each one line without a prefix
 */
public record RecordResult(
    Tournament tournament, String output, boolean json, List<String> warnings) {}
