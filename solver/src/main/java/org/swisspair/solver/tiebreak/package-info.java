/**
 * The FIDE Tie-Break Regulations (Handbook C.07, the texts applied to FIDE-rated events from 1
 * April 2024 and from 1 March 2026): every individual tie-break by its C.07 / TRF-2026 code with
 * its modifiers, the team tie-breaks of Articles 12 and 13 and the individual ones over match or
 * game points, the unplayed rounds of Article 16, the ordered lists of a TRF-2026 {@code 202}
 * record and the standings they define, of players or of teams. Values are exact: scaled integers,
 * rounded only where C.07 rounds. The readings of the text are the TIE-n rows of {@code
 * INTERPRETATIONS.md}.
 */
package org.swisspair.solver.tiebreak;
