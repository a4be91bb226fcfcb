package org.swisspair.model;

/** The float a player received in one round (Dutch 1.4.2-1.4.4). */
public enum FloatDirection {
  NONE,
  DOWN,
  UP
}
