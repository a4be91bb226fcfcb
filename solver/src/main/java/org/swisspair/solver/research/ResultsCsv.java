package org.swisspair.solver.research;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.swisspair.model.trf.AtomicFiles;

/**
 * The study as CSV (RFC 4180, comma, header line, UTF-8): {@code tournaments.csv} with one row per
 * tournament and system, {@code summary.csv} with one row per system and metric (the tables of
 * {@link ResultTable}). An undefined value (NaN) is an empty field.
 */
public final class ResultsCsv {
  private ResultsCsv() {}

  /** The fixed columns before the metrics. */
  public static final List<String> KEY_COLUMNS =
      List.of("tournament", "seed", "system", "players", "rounds", "status");

  /** The last column: the CPU time to pair each round, milliseconds separated by {@code ;}. */
  public static final String ROUND_MS = "round_ms";

  /** The per-round times as one field, e.g. {@code 0.41;12.5;9.03}. */
  public static String roundMillis(double[] ms) {
    StringBuilder b = new StringBuilder();
    for (double m : ms) {
      if (b.length() > 0) {
        b.append(';');
      }
      b.append(String.format(Locale.ROOT, "%.3f", m));
    }
    return b.toString();
  }

  /** The header line of {@code tournaments.csv}. */
  public static String header() {
    return header(ResultTable.tournaments(List.of()));
  }

  /** One row of {@code tournaments.csv}. */
  public static String row(Study.Result r) {
    return line(ResultTable.tournaments(List.of(r)).rows().get(0));
  }

  /** Writes {@code tournaments.csv} atomically. */
  public static void writeTournaments(Path file, List<Study.Result> rows) throws IOException {
    write(file, ResultTable.tournaments(rows));
  }

  /** Writes {@code summary.csv} atomically. */
  public static void writeSummary(Path file, Summary s) throws IOException {
    write(file, ResultTable.summary(s));
  }

  /** Writes {@code table} atomically: a header line, then one line per row, null as empty. */
  public static void write(Path file, ResultTable table) throws IOException {
    AtomicFiles.write(
        file,
        out -> {
          Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
          w.write(header(table));
          w.write('\n');
          for (Object[] row : table.rows()) {
            w.write(line(row));
            w.write('\n');
          }
          w.flush();
        });
  }

  /** The header line of {@code table}. */
  static String header(ResultTable table) {
    StringBuilder b = new StringBuilder();
    for (ResultTable.Column c : table.columns()) {
      b.append(b.length() == 0 ? "" : ",").append(quote(c.name()));
    }
    return b.toString();
  }

  /** One row as a line: numbers as {@link #number}, strings quoted where needed, null empty. */
  static String line(Object[] row) {
    StringBuilder b = new StringBuilder();
    for (int c = 0; c < row.length; c++) {
      if (c > 0) {
        b.append(',');
      }
      Object v = row[c];
      if (v instanceof Double d) {
        b.append(number(d));
      } else if (v instanceof String t) {
        b.append(quote(t));
      } else if (v != null) {
        b.append(v);
      }
    }
    return b.toString();
  }

  /** A number with up to 6 decimals, no exponent; empty for NaN. */
  static String number(double v) {
    if (Double.isNaN(v)) {
      return "";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    String s = String.format(Locale.ROOT, "%.6f", v);
    s = s.replaceAll("0+$", "");
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  /** A field quoted when it holds a comma, a quote or a line break. */
  static String quote(String s) {
    if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
      return "\"" + s.replace("\"", "\"\"") + "\"";
    }
    return s;
  }
}
