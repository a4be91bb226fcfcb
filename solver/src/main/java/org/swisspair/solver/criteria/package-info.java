/** Pairing criteria: each system's ordered list, with handbook ids and rule texts. */
package org.swisspair.solver.criteria;
