/**
 * The Lim system (C.04.4.3, applied from 1 February 2026), run as the text runs it: the PAB first
 * (Article 1), the scoregroups from the top down to the median, from the bottom up to the median,
 * and the median last (2.2), each group with its transfers and parity floater (2.3, Article 3), its
 * floaters paired first (3.6-3.8) and the exchanges of Article 4 in their order, colours by Article
 * 5, the blocked median cracked step by step (2.6). A maximum-cardinality matching ({@link
 * org.swisspair.solver.lim.LimFeasibility}) serves only as a feasibility oracle: it says whether
 * the rest of a group can still be paired, so that the first acceptable candidate in the text's
 * order is found without backtracking; it never picks a candidate. Lim has no numbered criteria:
 * its rules for the checker measure nothing, and the checker reports a difference at the first
 * group that differs as decided by the procedure. Nor is there a choice among equals for soft
 * avoidance (not FIDE) to make, so the system refuses it (ARB-13). Every reading of the text is an
 * id {@code LIM-n} in {@code INTERPRETATIONS.md}.
 */
package org.swisspair.solver.lim;
