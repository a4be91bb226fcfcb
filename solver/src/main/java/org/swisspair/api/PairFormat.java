package org.swisspair.api;

/** The formats a paired round is rendered in. */
public enum PairFormat {
  /** The engines' format, as bbpPairings and JaVaFo write it. */
  ENGINE,
  /** The pairing list with boards, names, ratings and scores. */
  TEXT,
  /** The same list as one self-contained HTML page. */
  HTML,
  /** Pairing and explanation as JSON ({@code docs/schema/pairing.schema.json}). */
  JSON
}
