/**
 * Teams as pairing units (Team Pairing System, C.04.6): teams, their matches with match and game
 * points, and the team colour history, colour difference and Type A / Type B colour preferences of
 * Articles 1.2-1.7; the TRF-2026 team records are read by {@code model.trf.TeamRecordReader}.
 */
package org.swisspair.model.team;
