/** OR-Tools CP-SAT back-ends, used for small instances and to cross-check the exact matchers. */
package org.swisspair.solver.cpsat;
