package org.swisspair.api;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.trf.ManualBoard;

/**
 * What {@link Operations#pair} is asked: the options of {@code swisspair pair} and {@code POST
 * /v1/pair}.
 *
 * @param tournament where the tournament comes from
 * @param system the pairing system
 * @param round the round to pair (an earlier one is re-paired from the state before it), or null
 *     for the round after the last paired one
 * @param baku the Baku acceleration (C.04.7) for this round
 * @param explain the explanation beside the pairing
 * @param format the rendered output's format
 * @param trustResults where a points field disagrees with the results, take the results
 * @param fixedBoards boards the arbiter fixed (C.04.2 4.4; ARB-1), empty when none; in the Team
 *     system the numbers are team numbers
 * @param pab the pairing number the arbiter gives the PAB, 0 when the engine chooses
 * @param avoid the soft-avoidance groups (not FIDE; ARB-10, ARB-15): by default the file's {@code
 *     ### AVOID} comments
 */
public record PairRequest(
    TournamentSource tournament,
    SystemChoice system,
    Integer round,
    boolean baku,
    boolean explain,
    PairFormat format,
    boolean trustResults,
    List<ManualBoard> fixedBoards,
    int pab,
    AvoidanceChoice avoid) {
  private static final Pattern BOARD =
      Pattern.compile("\\s*(\\d{1,4})\\s*-\\s*(\\d{1,4})\\s*(?:@\\s*(\\d{1,4})\\s*)?");

  /** Copies the fixed boards. */
  public PairRequest {
    fixedBoards = List.copyOf(fixedBoards);
    avoid = avoid == null ? AvoidanceChoice.fromFile() : avoid;
    if (pab < 0) {
      throw OperationException.invalid("--pab: a pairing number of 1 or more, was " + pab);
    }
  }

  /** A request with the file's own avoidance groups, if any. */
  public PairRequest(
      TournamentSource tournament,
      SystemChoice system,
      Integer round,
      boolean baku,
      boolean explain,
      PairFormat format,
      boolean trustResults,
      List<ManualBoard> fixedBoards,
      int pab) {
    this(
        tournament,
        system,
        round,
        baku,
        explain,
        format,
        trustResults,
        fixedBoards,
        pab,
        AvoidanceChoice.fromFile());
  }

  /** A request without the arbiter's hand. */
  public PairRequest(
      TournamentSource tournament,
      SystemChoice system,
      Integer round,
      boolean baku,
      boolean explain,
      PairFormat format,
      boolean trustResults) {
    this(tournament, system, round, baku, explain, format, trustResults, List.of(), 0);
  }

  /** The next round of {@code tournament} by the file's system, in the engines' format. */
  public static PairRequest of(TournamentSource tournament) {
    return new PairRequest(
        tournament, SystemChoice.fromFile(), null, false, false, PairFormat.ENGINE, false);
  }

  /**
   * The boards of {@code --fix}: {@code 12-7,3-25@4}, White first, {@code @N} the board number.
   *
   * @throws OperationException invalid input, naming the item
   */
  public static List<ManualBoard> fixedBoards(String text) {
    List<ManualBoard> out = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return out;
    }
    for (String item : text.split(",", -1)) {
      Matcher m = BOARD.matcher(item);
      if (!m.matches()) {
        throw OperationException.invalid(
            "--fix: '"
                + item.strip()
                + "' is not a board; write WHITE-BLACK or WHITE-BLACK@BOARD,"
                + " e.g. 12-7,3-25@4");
      }
      try {
        out.add(
            new ManualBoard(
                Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)),
                m.group(3) == null ? 0 : Integer.parseInt(m.group(3))));
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid("--fix: '" + item.strip() + "': " + e.getMessage(), e);
      }
    }
    return out;
  }

  /** True when the request fixes boards or chooses the PAB. */
  public boolean manual() {
    return !fixedBoards.isEmpty() || pab != 0;
  }

  /** This request with the given system. */
  public PairRequest withSystem(SystemChoice choice) {
    return new PairRequest(
        tournament, choice, round, baku, explain, format, trustResults, fixedBoards, pab, avoid);
  }

  /** This request for round {@code r} (null: the next round). */
  public PairRequest withRound(Integer r) {
    return new PairRequest(
        tournament, system, r, baku, explain, format, trustResults, fixedBoards, pab, avoid);
  }

  /** This request with or without the Baku acceleration. */
  public PairRequest withBaku(boolean b) {
    return new PairRequest(
        tournament, system, round, b, explain, format, trustResults, fixedBoards, pab, avoid);
  }

  /** This request with or without the explanation. */
  public PairRequest withExplain(boolean e) {
    return new PairRequest(
        tournament, system, round, baku, e, format, trustResults, fixedBoards, pab, avoid);
  }

  /** This request in format {@code f}. */
  public PairRequest withFormat(PairFormat f) {
    return new PairRequest(
        tournament, system, round, baku, explain, f, trustResults, fixedBoards, pab, avoid);
  }

  /** This request taking the results where a points field disagrees. */
  public PairRequest withTrustResults(boolean t) {
    return new PairRequest(
        tournament, system, round, baku, explain, format, t, fixedBoards, pab, avoid);
  }

  /** This request with the boards the arbiter fixed (C.04.2 4.4; ARB-1). */
  public PairRequest withFixedBoards(List<ManualBoard> boards) {
    return new PairRequest(
        tournament, system, round, baku, explain, format, trustResults, boards, pab, avoid);
  }

  /** This request with the soft-avoidance groups of {@code choice} (ARB-15). */
  public PairRequest withAvoid(AvoidanceChoice choice) {
    return new PairRequest(
        tournament, system, round, baku, explain, format, trustResults, fixedBoards, pab, choice);
  }

  /** This request with the PAB given by the arbiter to {@code id} (0: the engine chooses). */
  public PairRequest withPab(int id) {
    return new PairRequest(
        tournament, system, round, baku, explain, format, trustResults, fixedBoards, id, avoid);
  }
}
