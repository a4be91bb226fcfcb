/**
 * The "Swiss System Based on Rating" (old FIDE C.04.1, 1992-2009): players ranked by score and
 * rating, homogeneous and heterogeneous score brackets, the procedure C.1-C.14 with its
 * transpositions (D.1) and exchanges (D.2), criterion dropping and backtracking into earlier
 * brackets, colours by E.1-E.5. A first-acceptable-candidate procedure, not an optimisation: a
 * matching only tells the search which candidates cannot be acceptable. Chris Fox's summary of the
 * same rules is no system of its own (RTG-20).
 */
package org.swisspair.solver.ratingbased;
