package org.swisspair.solver.criteria;

/**
 * One pairing criterion of a system, in the handbook's words.
 *
 * @param id the handbook id, e.g. {@code C8}
 * @param article the article number, e.g. {@code 2.4.3}
 * @param kind absolute, completion or quality
 * @param rule the rule text, one line
 * @param measure what is counted to compare candidates
 */
public record Criterion(String id, String article, Kind kind, String rule, String measure) {
  /** How a criterion binds. */
  public enum Kind {
    /** Never broken: a pairing that breaks it is not valid. */
    ABSOLUTE,
    /** The round must stay completable (Dutch C4). */
    COMPLETION,
    /** Minimised, in priority order. */
    QUALITY
  }
}
