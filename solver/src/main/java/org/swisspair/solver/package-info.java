/** Pairing systems and their back-ends. */
package org.swisspair.solver;
