/**
 * Teams as pairing units (Team Pairing System, C.04.6): team matches derived from the members'
 * board results and the TRF-2026 team records, match and game points, and the team colour history,
 * colour difference and Type A / Type B colour preferences of Articles 1.2-1.7.
 */
package org.swisspair.model.team;
