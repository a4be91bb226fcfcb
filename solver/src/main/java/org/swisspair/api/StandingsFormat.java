package org.swisspair.api;

/** The formats standings are rendered in. */
public enum StandingsFormat {
  /** A table a person reads. */
  TEXT,
  /** One row per participant, comma-separated. */
  CSV,
  /** The standings as JSON. */
  JSON,
  /** One self-contained HTML page for a web site. */
  HTML
}
