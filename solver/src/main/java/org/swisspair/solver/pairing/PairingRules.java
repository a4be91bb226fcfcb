package org.swisspair.solver.pairing;

import java.util.List;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;

/**
 * The rules of a system for one round, as the checker and the explanation read them: which pairs
 * the absolute criteria forbid, how colours are allocated, and how a complete pairing measures
 * against the criteria, bracket by bracket. The engine pairs by the same criteria list.
 */
public interface PairingRules {
  /** The system's name as messages give it, e.g. {@code Dutch}. */
  String system();

  /** Every criterion of the system in descending priority, absolute ones first. */
  List<Criterion> criteria();

  /**
   * The absolute criterion that forbids {@code a} and {@code b} to meet ({@code C1}, {@code C3} or
   * {@code forbidden}), null when they may meet.
   */
  String forbids(PlayerState a, PlayerState b);

  /**
   * True when the absolute criterion on the PAB (C2 of most systems) rules {@code p} out of it; by
   * default the model's reading ({@link PlayerState#byeIneligible()}), a system whose engine reads
   * it otherwise overrides this so that engine and checker agree.
   */
  default boolean byeIneligible(PlayerState p) {
    return p.byeIneligible();
  }

  /** Who of {@code a} and {@code b} gets White by the system's colour rules, and why. */
  ColourAllocation colours(PlayerState a, PlayerState b);

  /**
   * The brackets of a complete pairing of the round ({@code boards}, the PAB as {@code id 0}), top
   * first, each measured by the quality criteria.
   */
  List<BracketEvaluation> evaluate(List<Pair> boards);
}
