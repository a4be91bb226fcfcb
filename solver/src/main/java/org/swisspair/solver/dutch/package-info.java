/** The FIDE (Dutch) system, C.04.3: brackets, criteria C1-C21, Article 4 order, colours. */
package org.swisspair.solver.dutch;
