package org.swisspair.model.team;

/** The kind of colour preferences a team competition uses (Team 1.7). */
public enum PreferenceType {
  /** Simple preferences (Team 1.7.1, the default). */
  A,
  /** Strong and mild preferences (Team 1.7.2). */
  B,
  /** No colour preferences at all. */
  NONE
}
