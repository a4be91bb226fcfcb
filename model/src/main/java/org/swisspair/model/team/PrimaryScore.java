package org.swisspair.model.team;

/** Which points are the primary score, the one scoregroups are made of (Team 1.2.1). */
public enum PrimaryScore {
  /** Match points (the default, Team 1.2.2). */
  MATCH,
  /** Game points. */
  GAME
}
