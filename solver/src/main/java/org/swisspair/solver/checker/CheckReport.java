package org.swisspair.solver.checker;

import java.util.List;
import org.swisspair.solver.pairing.Pair;

/**
 * The result of checking a whole tournament with {@link TournamentChecker}.
 *
 * @param roundsChecked rounds re-paired and compared
 * @param roundsDiffering rounds whose re-pairing differs from the file, or could not be made
 * @param roundsSkipped rounds left out on request
 * @param rounds one entry per round with something to report, in round order
 */
public record CheckReport(
    int roundsChecked, int roundsDiffering, List<Integer> roundsSkipped, List<RoundReport> rounds) {

  /** Copies the lists. */
  public CheckReport {
    roundsSkipped = List.copyOf(roundsSkipped);
    rounds = List.copyOf(rounds);
  }

  /**
   * What one round showed.
   *
   * @param round the round
   * @param filePairs the file's pairs, white-black, the PAB as {@code id 0}
   * @param enginePairs the engine's pairs, empty when it failed
   * @param difference where and why they differ, null when they are the same
   * @param engineError the engine's failure message, null when it paired the round
   * @param fileViolations absolute criteria the file's own pairing breaks
   * @param fileColourNotes boards of the file whose colours differ from the system's colour rules
   * @param engineViolations absolute criteria the engine's pairing breaks
   */
  public record RoundReport(
      int round,
      List<Pair> filePairs,
      List<Pair> enginePairs,
      String difference,
      String engineError,
      List<Violation> fileViolations,
      List<Violation> fileColourNotes,
      List<Violation> engineViolations) {

    /** Copies the lists. */
    public RoundReport {
      filePairs = List.copyOf(filePairs);
      enginePairs = List.copyOf(enginePairs);
      fileViolations = List.copyOf(fileViolations);
      fileColourNotes = List.copyOf(fileColourNotes);
      engineViolations = List.copyOf(engineViolations);
    }

    /** True when the engine's pairing is not the file's (or the engine failed). */
    public boolean differs() {
      return difference != null || engineError != null;
    }

    /** A few lines for people. */
    public String describe() {
      StringBuilder sb = new StringBuilder("round ").append(round).append(':');
      if (engineError != null) {
        sb.append("\n  engine failed: ").append(engineError);
      }
      if (difference != null) {
        sb.append("\n  file:   ").append(filePairs);
        sb.append("\n  engine: ").append(enginePairs);
        sb.append("\n  ").append(difference);
      }
      fileViolations.forEach(v -> sb.append("\n  file breaks ").append(v));
      fileColourNotes.forEach(v -> sb.append("\n  file colours ").append(v));
      engineViolations.forEach(v -> sb.append("\n  engine breaks ").append(v));
      return sb.toString();
    }
  }

  /** One line, e.g. {@code 9 rounds checked, 0 differ}. */
  public String summary() {
    long violations = rounds.stream().mapToLong(r -> r.fileViolations().size()).sum();
    String s = roundsChecked + " rounds checked, " + roundsDiffering + " differ";
    if (violations > 0) {
      s += ", " + violations + " absolute-criteria violations in the file";
    }
    if (!roundsSkipped.isEmpty()) {
      s += ", skipped " + roundsSkipped;
    }
    return s;
  }

  /** The summary followed by every round's details. */
  public String describe() {
    StringBuilder sb = new StringBuilder(summary());
    rounds.forEach(r -> sb.append('\n').append(r.describe()));
    return sb.toString();
  }
}
