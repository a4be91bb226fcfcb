/** The tournament as the FIDE handbook describes it: players, rounds, results, scoring. */
package org.swisspair.model;
