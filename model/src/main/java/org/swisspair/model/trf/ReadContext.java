package org.swisspair.model.trf;

import static org.swisspair.model.trf.TrfReader.MAX_POINTS;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Points;
import org.swisspair.model.trf.Line.Token;

/**
 * One read of a TRF file: its name, the reader's options, the warnings so far, and the field
 * readers every record family shares, each failing with the file, line, column and field.
 */
final class ReadContext {
  private final String file;
  private final TrfReader.Options options;
  private final List<TrfWarning> warnings = new ArrayList<>();

  ReadContext(String file, TrfReader.Options options) {
    this.file = file;
    this.options = options;
  }

  String file() {
    return file;
  }

  TrfReader.Options options() {
    return options;
  }

  /** The warnings so far, in the order they were given. */
  List<TrfWarning> warnings() {
    return warnings;
  }

  /** The error at {@code column} of {@code line}, naming the file and the field. */
  TrfFormatException error(Line line, int column, String field, String problem, String hint) {
    return new TrfFormatException(file, line.no(), column, field, problem, hint);
  }

  /** Adds a warning at {@code column} of {@code line}. */
  void warn(Line line, int column, String field, String message) {
    warnings.add(new TrfWarning(file, line.no(), column, field, message));
  }

  /** The pairing number {@code t}, one of the {@code n} players. */
  int playerId(Line l, Token t, String field, int n) throws TrfFormatException {
    return playerId(l, t.text(), t.column(), field, n);
  }

  /** The pairing number {@code text} at {@code column}, one of the {@code n} players. */
  int playerId(Line l, String text, int column, String field, int n) throws TrfFormatException {
    String s = text.trim();
    if (s.isEmpty() || !Points.isAsciiDigits(s) || s.length() > 5) {
      throw error(l, column, field, "'" + s + "' is not a pairing number", null);
    }
    int id = Integer.parseInt(s);
    if (id < 1 || id > n) {
      throw error(
          l, column, field, "no player " + id + " in this file (players are 1.." + n + ")", null);
    }
    return id;
  }

  /** The round number in columns {@code from..to}, at least 1. */
  int number(Line l, int from, int to, String field, String hint) throws TrfFormatException {
    String s = l.cols(from, to).trim();
    if (s.isEmpty() || !Points.isAsciiDigits(s)) {
      throw error(l, from, field, "'" + s + "' is not a round number", hint);
    }
    int v = Integer.parseInt(s);
    if (v < 1) {
      throw error(l, from, field, "rounds start at 1, was " + v, hint);
    }
    return v;
  }

  /** A scoring value: a number of points from 0.0 to {@link TrfReader#MAX_POINTS}, e.g. 1.0. */
  int points(Line l, int column, String field, String text, String notANumber, String example)
      throws TrfFormatException {
    return points(l, column, field, text, notANumber, example, null);
  }

  /**
   * A number of points from 0.0 to {@link TrfReader#MAX_POINTS}; {@code example} completes the hint
   * "write e.g. ...", or {@code hint} replaces it.
   */
  int points(
      Line l, int column, String field, String text, String notANumber, String example, String hint)
      throws TrfFormatException {
    String h = hint != null ? hint : "write e.g. " + example;
    int v;
    try {
      v = Points.parse(text);
    } catch (NumberFormatException e) {
      throw error(l, column, field, notANumber, h);
    }
    if (v < 0) {
      throw error(l, column, field, "negative points (" + text.trim() + ") are not allowed", h);
    }
    if (v > MAX_POINTS) {
      throw error(
          l,
          column,
          field,
          text.trim()
              + " points is more than the "
              + Points.format(MAX_POINTS)
              + " a TRF points field holds",
          h);
    }
    return v;
  }
}
