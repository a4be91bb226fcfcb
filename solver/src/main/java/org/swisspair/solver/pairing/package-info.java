/** The contract every pairing system implements, and the pairing it returns. */
package org.swisspair.solver.pairing;
