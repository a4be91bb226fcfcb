package org.swisspair.model;

/**
 * Scores are exact integers in tenths of a point (TRF writes one decimal): 1.5 points is 15.
 * Pairing must compare scores exactly, so no floating point is used anywhere.
 */
public final class Points {
  private Points() {}

  /** One point, in tenths. */
  public static final int ONE = 10;

  /**
   * Parses a decimal such as {@code 1}, {@code 1.5}, {@code .5} or {@code -0.5} into tenths; the
   * digits must be ASCII ({@code 0-9}), as TRF writes them.
   *
   * @throws NumberFormatException when the text is not a number with at most one decimal
   */
  public static int parse(String text) {
    String t = text.trim();
    if (t.isEmpty()) {
      throw new NumberFormatException("empty number");
    }
    boolean negative = t.startsWith("-");
    if (negative || t.startsWith("+")) {
      t = t.substring(1);
    }
    int dot = t.indexOf('.');
    String whole = dot < 0 ? t : t.substring(0, dot);
    String frac = dot < 0 ? "" : t.substring(dot + 1);
    if (whole.isEmpty() && frac.isEmpty() || !isAsciiDigits(whole) || !isAsciiDigits(frac)) {
      throw new NumberFormatException("not a number: '" + text.trim() + "'");
    }
    while (frac.length() > 1 && frac.endsWith("0")) {
      frac = frac.substring(0, frac.length() - 1);
    }
    if (frac.length() > 1) {
      throw new NumberFormatException("more than one decimal: '" + text.trim() + "'");
    }
    if (whole.length() > 9) {
      throw new NumberFormatException("too large: '" + text.trim() + "'");
    }
    long value =
        (whole.isEmpty() ? 0 : Long.parseLong(whole)) * 10
            + (frac.isEmpty() ? 0 : frac.charAt(0) - '0');
    if (value > Integer.MAX_VALUE / 4) {
      throw new NumberFormatException("too large: '" + text.trim() + "'");
    }
    return (int) (negative ? -value : value);
  }

  /** True when every character of {@code s} is one of the ASCII digits 0-9 (true when empty). */
  public static boolean isAsciiDigits(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** Formats tenths with one decimal: 15 becomes {@code 1.5}, 10 becomes {@code 1.0}. */
  public static String format(int tenths) {
    int a = Math.abs(tenths);
    return (tenths < 0 ? "-" : "") + (a / 10) + "." + (a % 10);
  }
}
