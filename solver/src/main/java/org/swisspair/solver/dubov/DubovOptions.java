package org.swisspair.solver.dubov;

/**
 * How the Dubov engine (C.04.4.1) finds a bracket's upfloaters (3.2.1-3.2.2): by the class bounds
 * of {@link UpfloaterClasses} first, each confirmed by a legal pairing at the bound and falling
 * back to the exact matchings where it is not, or by the exact matchings only (the reference path).
 *
 * @param classBounds true: try the class bounds first; false: the matchings only
 */
public record DubovOptions(boolean classBounds) {
  /** The class bounds first, the matchings where they do not prove the answer. */
  public static final DubovOptions DEFAULT = new DubovOptions(true);

  /** The exact matchings only. */
  public static final DubovOptions EXACT = new DubovOptions(false);
}
