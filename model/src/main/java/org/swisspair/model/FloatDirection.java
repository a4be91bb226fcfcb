package org.swisspair.model;

/** The float a player received in one round (Dutch 1.4.2-1.4.4). */
public enum FloatDirection {
  /** No float. */
  NONE,
  /** Downfloat: paired with a lower score, or given the PAB (Dutch 1.4.2). */
  DOWN,
  /** Upfloat: paired with a higher score (Dutch 1.4.3). */
  UP
}
