package org.swisspair.solver.server;

import java.util.List;

/**
 * What the server asks of the command line: each method makes the same call as {@code swisspair
 * pair}, {@code check}, {@code standings} or {@code record} reading the tournament from standard
 * input, so that a request and a command give the same output and the same error message. The
 * command line provides it ({@code org.swisspair.solver.cli.ServeCommand}); the server holds no
 * pairing code.
 */
public interface Commands {
  /** {@code swisspair pair -} with the given options. */
  Outcome pair(byte[] tournament, PairOptions options);

  /** {@code swisspair check -} with the given options. */
  Outcome check(byte[] tournament, CheckOptions options);

  /** {@code swisspair standings -} with the given options. */
  Outcome standings(byte[] tournament, StandingsOptions options);

  /** {@code swisspair record -} with the given options and results. */
  Outcome record(byte[] tournament, RecordOptions options);

  /**
   * The options of {@code pair}.
   *
   * @param system {@code --system}, null for the file's 192 code (else Dutch)
   * @param round {@code --round}, null for the next round
   * @param baku {@code --baku}
   * @param explain {@code --explain}
   * @param format {@code --format}: engine, text, html or json
   */
  record PairOptions(String system, Integer round, boolean baku, boolean explain, String format) {}

  /**
   * The options of {@code check}.
   *
   * @param system {@code --system}, null for the file's 192 code
   * @param baku {@code --baku}
   * @param tiebreaks {@code --tiebreaks}, null for the file's 202 list
   * @param format {@code --format}: text or json
   */
  record CheckOptions(String system, boolean baku, String tiebreaks, String format) {}

  /**
   * The options of {@code standings}.
   *
   * @param round {@code --round}, null for the last round
   * @param tiebreaks {@code --tiebreaks}, null for the default order
   * @param format {@code --format}: text, csv or html
   */
  record StandingsOptions(Integer round, String tiebreaks, String format) {}

  /**
   * The options of {@code record}.
   *
   * @param system {@code --system}, null for the file's 192 code
   * @param results the round's results, as {@code --results} gives them
   */
  record RecordOptions(String system, org.swisspair.model.trf.RoundResults results) {}

  /**
   * What a command did.
   *
   * @param exitCode the command's exit code ({@code org.swisspair.solver.cli.ExitCode})
   * @param output what it wrote on standard output
   * @param error its one-line error message (without the {@code swisspair: } prefix), "" on success
   * @param warnings its warnings on standard error, each without the {@code swisspair: warning: }
   *     prefix
   */
  record Outcome(int exitCode, String output, String error, List<String> warnings) {}
}
