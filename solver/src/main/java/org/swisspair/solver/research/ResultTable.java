package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A table of a study's results with typed columns, the one form every file format writes: {@code
 * tournaments} (one row per tournament and system) and {@code summary} (one row per system and
 * metric). A null cell is a missing value (an undefined metric).
 *
 * @param name the table's name, the file name without its extension
 * @param columns the columns, in order
 * @param rows the rows, each holding one value per column (Long, Integer, Double, String or null)
 */
public record ResultTable(String name, List<Column> columns, List<Object[]> rows) {

  /** The type of a column's values. */
  public enum Type {
    /** A 64-bit integer, held as {@link Long}. */
    LONG,
    /** A 32-bit integer, held as {@link Integer}. */
    INT,
    /** A double, held as {@link Double}. */
    DOUBLE,
    /** A UTF-8 string. */
    STRING
  }

  /**
   * One column.
   *
   * @param name the column name
   * @param type the type of its values
   * @param nullable true when a value may be missing
   */
  public record Column(String name, Type type, boolean nullable) {}

  /** Checks that every row has one value of its column's type per column. */
  public ResultTable {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
    for (Object[] row : rows) {
      if (row.length != columns.size()) {
        throw new IllegalArgumentException(
            name + ": a row has " + row.length + " values for " + columns.size() + " columns");
      }
      for (int c = 0; c < row.length; c++) {
        Column col = columns.get(c);
        Object v = row[c];
        Class<?> want =
            switch (col.type()) {
              case LONG -> Long.class;
              case INT -> Integer.class;
              case DOUBLE -> Double.class;
              case STRING -> String.class;
            };
        if (v == null ? !col.nullable() : !want.isInstance(v)) {
          throw new IllegalArgumentException(
              name + ": column " + col.name() + " (" + col.type() + ") holds " + v);
        }
      }
    }
  }

  /** The tournaments table: the columns of {@code tournaments.csv}, an undefined metric null. */
  public static ResultTable tournaments(List<Study.Result> results) {
    List<Column> cols = new ArrayList<>();
    cols.add(new Column("tournament", Type.LONG, false));
    cols.add(new Column("seed", Type.LONG, false));
    cols.add(new Column("system", Type.STRING, false));
    cols.add(new Column("players", Type.INT, false));
    cols.add(new Column("rounds", Type.INT, false));
    cols.add(new Column("status", Type.STRING, false));
    for (Metric m : Metric.values()) {
      cols.add(new Column(m.column(), Type.DOUBLE, true));
    }
    cols.add(new Column(ResultsCsv.ROUND_MS, Type.STRING, false));
    List<Object[]> rows = new ArrayList<>(results.size());
    for (Study.Result r : results) {
      Object[] row = new Object[cols.size()];
      row[0] = r.tournament();
      row[1] = r.seed();
      row[2] = r.system();
      row[3] = r.players();
      row[4] = r.rounds();
      row[5] = r.status();
      for (Metric m : Metric.values()) {
        row[6 + m.ordinal()] = value(r.value(m));
      }
      row[row.length - 1] = ResultsCsv.roundMillis(r.roundMillis());
      rows.add(row);
    }
    return new ResultTable("tournaments", cols, rows);
  }

  /** The summary table: the columns of {@code summary.csv}. */
  public static ResultTable summary(Summary s) {
    String diff = "diff_vs_" + s.systems().get(0).replaceAll("[^A-Za-z0-9]", "_");
    List<Column> cols =
        List.of(
            new Column("system", Type.STRING, false),
            new Column("metric", Type.STRING, false),
            new Column("n", Type.INT, false),
            new Column("mean", Type.DOUBLE, true),
            new Column("sd", Type.DOUBLE, true),
            new Column("ci95_low", Type.DOUBLE, true),
            new Column("ci95_high", Type.DOUBLE, true),
            new Column(diff, Type.DOUBLE, true),
            new Column("diff_ci95_low", Type.DOUBLE, true),
            new Column("diff_ci95_high", Type.DOUBLE, true));
    List<Object[]> rows = new ArrayList<>();
    for (Summary.Line l : s.lines()) {
      Summary.Estimate e = l.estimate();
      Summary.Estimate d = l.difference();
      rows.add(
          new Object[] {
            l.system(),
            l.metric().column(),
            e.n(),
            value(e.mean()),
            value(e.sd()),
            value(e.low()),
            value(e.high()),
            d == null ? null : value(d.mean()),
            d == null ? null : value(d.low()),
            d == null ? null : value(d.high())
          });
    }
    return new ResultTable("summary", cols, rows);
  }

  /** The index of the column named {@code name}. */
  public int column(String name) {
    for (int c = 0; c < columns.size(); c++) {
      if (columns.get(c).name().equals(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException(this.name + " has no column " + name);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof ResultTable t)) {
      return false;
    }
    if (!name.equals(t.name) || !columns.equals(t.columns) || rows.size() != t.rows.size()) {
      return false;
    }
    for (int i = 0; i < rows.size(); i++) {
      if (!java.util.Arrays.equals(rows.get(i), t.rows.get(i))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = Objects.hash(name, columns);
    for (Object[] row : rows) {
      h = 31 * h + java.util.Arrays.hashCode(row);
    }
    return h;
  }

  /** NaN (an undefined measure) is a missing value. */
  private static Double value(double v) {
    return Double.isNaN(v) ? null : v;
  }
}
