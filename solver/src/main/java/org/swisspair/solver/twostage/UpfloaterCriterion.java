package org.swisspair.solver.twostage;

import java.util.function.Predicate;

/**
 * A system's stage-1 criterion after C6 (Article 3.5.5): minimise the number of upfloaters that
 * {@code counts}, e.g. Double-Swiss and Team C7 "upfloaters who were floaters in the previous
 * round".
 *
 * @param id the handbook id, e.g. {@code C7}
 * @param rule the rule in one line
 * @param counts true for an upfloater that counts against the set
 */
public record UpfloaterCriterion(String id, String rule, Predicate<Unit> counts) {}
