package org.swisspair.api;

import java.util.Set;
import java.util.TreeSet;

/**
 * What {@link Operations#check} is asked: the options of {@code swisspair check} and {@code POST
 * /v1/check}.
 *
 * @param tournament where the tournament comes from
 * @param system the pairing system
 * @param skipRounds rounds not to check (paired by hand)
 * @param onlyRound the one round to check (the drop-in's {@code -c ROUND}; the standings are then
 *     not checked), or null for every round
 * @param baku check with the Baku acceleration (C.04.7), as if the 192 code ended in {@code _BAKU}
 * @param tiebreaks the C.07 codes the file's ranks are checked against (e.g. {@code BH/C1,BH,SB}),
 *     or null for the file's 202 record
 * @param rules the C.07 text, {@code 2024} or {@code 2026}, or null for the one in force on the
 *     event's start date
 * @param format the rendered output's format
 * @param trustResults where a points field disagrees with the results, take the results
 * @param avoid the soft-avoidance groups the rounds are re-paired with (not FIDE; ARB-10, ARB-15):
 *     by default the file's {@code ### AVOID} comments, each from its round
 */
public record CheckRequest(
    TournamentSource tournament,
    SystemChoice system,
    Set<Integer> skipRounds,
    Integer onlyRound,
    boolean baku,
    String tiebreaks,
    String rules,
    CheckFormat format,
    boolean trustResults,
    AvoidanceChoice avoid) {
  /** The request with its rounds to skip in order. */
  public CheckRequest {
    skipRounds = java.util.Collections.unmodifiableSet(new TreeSet<>(skipRounds));
    avoid = avoid == null ? AvoidanceChoice.fromFile() : avoid;
  }

  /** A request with the file's own avoidance groups, if any. */
  public CheckRequest(
      TournamentSource tournament,
      SystemChoice system,
      Set<Integer> skipRounds,
      Integer onlyRound,
      boolean baku,
      String tiebreaks,
      String rules,
      CheckFormat format,
      boolean trustResults) {
    this(
        tournament,
        system,
        skipRounds,
        onlyRound,
        baku,
        tiebreaks,
        rules,
        format,
        trustResults,
        AvoidanceChoice.fromFile());
  }

  /** Every round of {@code tournament} by the file's system, reported as text. */
  public static CheckRequest of(TournamentSource tournament) {
    return new CheckRequest(
        tournament,
        SystemChoice.fromFile(),
        Set.of(),
        null,
        false,
        null,
        null,
        CheckFormat.TEXT,
        false);
  }

  /** This request with the given system. */
  public CheckRequest withSystem(SystemChoice s) {
    return new CheckRequest(
        tournament, s, skipRounds, onlyRound, baku, tiebreaks, rules, format, trustResults, avoid);
  }

  /** This request skipping {@code rounds}. */
  public CheckRequest withSkipRounds(Set<Integer> rounds) {
    return new CheckRequest(
        tournament, system, rounds, onlyRound, baku, tiebreaks, rules, format, trustResults, avoid);
  }

  /** This request checking round {@code r} only (null: every round). */
  public CheckRequest withOnlyRound(Integer r) {
    return new CheckRequest(
        tournament, system, skipRounds, r, baku, tiebreaks, rules, format, trustResults, avoid);
  }

  /** This request with or without the Baku acceleration. */
  public CheckRequest withBaku(boolean b) {
    return new CheckRequest(
        tournament,
        system,
        skipRounds,
        onlyRound,
        b,
        tiebreaks,
        rules,
        format,
        trustResults,
        avoid);
  }

  /** This request checking the ranks against {@code list} (null: the file's 202). */
  public CheckRequest withTiebreaks(String list) {
    return new CheckRequest(
        tournament, system, skipRounds, onlyRound, baku, list, rules, format, trustResults, avoid);
  }

  /** This request by the C.07 text of {@code year} (null: the one in force). */
  public CheckRequest withRules(String year) {
    return new CheckRequest(
        tournament,
        system,
        skipRounds,
        onlyRound,
        baku,
        tiebreaks,
        year,
        format,
        trustResults,
        avoid);
  }

  /** This request in format {@code f}. */
  public CheckRequest withFormat(CheckFormat f) {
    return new CheckRequest(
        tournament, system, skipRounds, onlyRound, baku, tiebreaks, rules, f, trustResults, avoid);
  }

  /** This request re-pairing with the soft-avoidance groups of {@code choice} (ARB-15). */
  public CheckRequest withAvoid(AvoidanceChoice choice) {
    return new CheckRequest(
        tournament,
        system,
        skipRounds,
        onlyRound,
        baku,
        tiebreaks,
        rules,
        format,
        trustResults,
        choice);
  }

  /** This request taking the results where a points field disagrees. */
  public CheckRequest withTrustResults(boolean t) {
    return new CheckRequest(
        tournament, system, skipRounds, onlyRound, baku, tiebreaks, rules, format, t, avoid);
  }
}
