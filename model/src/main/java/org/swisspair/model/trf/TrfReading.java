package org.swisspair.model.trf;

import java.util.List;
import org.swisspair.model.Tournament;

/**
 * What {@link TrfReader} read: the tournament and the warnings about what the file says
 * inconsistently, in file order.
 *
 * @param tournament the tournament
 * @param warnings the warnings, empty for a consistent file
 */
public record TrfReading(Tournament tournament, List<TrfWarning> warnings) {
  /** Copies the collections. */
  public TrfReading {
    warnings = List.copyOf(warnings);
  }
}
