/** Exact maximum-weight matching on general graphs with multi-word integer edge weights. */
package org.swisspair.solver.matching;
