package org.swisspair.solver.cli;

import java.io.PrintStream;

/**
 * A one-line progress bar on standard error, drawn only when a person watches (a console is
 * attached); otherwise it prints nothing, so logs and pipes stay clean.
 */
final class ProgressBar {
  private static final int WIDTH = 30;

  private final PrintStream err;
  private final String label;
  private final boolean enabled;
  private boolean drawn;

  /** A bar labelled {@code label} on {@code err}, drawn only when {@code enabled}. */
  ProgressBar(PrintStream err, String label, boolean enabled) {
    this.err = err;
    this.label = label;
    this.enabled = enabled;
  }

  /** A bar that draws only when the process has a console. */
  static ProgressBar onConsole(PrintStream err, String label) {
    return new ProgressBar(err, label, System.console() != null);
  }

  /** Shows that {@code done} of {@code total} steps are finished. */
  synchronized void update(int done, int total) {
    if (!enabled || total <= 0) {
      return;
    }
    int filled = (int) ((long) WIDTH * Math.min(done, total) / total);
    err.print(
        "\r"
            + label
            + " ["
            + "#".repeat(filled)
            + " ".repeat(WIDTH - filled)
            + "] "
            + done
            + "/"
            + total);
    err.flush();
    drawn = true;
  }

  /** Ends the bar's line, if one was drawn. */
  synchronized void finish() {
    if (drawn) {
      err.println();
      drawn = false;
    }
  }
}
