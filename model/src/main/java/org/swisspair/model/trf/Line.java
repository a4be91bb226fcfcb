package org.swisspair.model.trf;

import java.util.ArrayList;
import java.util.List;

/** One physical line: 1-based number and text without its line end and trailing blanks. */
record Line(int no, String text) {
  /** Columns {@code from..to} (1-based, inclusive), shorter or empty past the line end. */
  String cols(int from, int to) {
    int a = Math.min(from - 1, text.length());
    int b = Math.min(to, text.length());
    return text.substring(a, b);
  }

  /** The text from column {@code from} to the end. */
  String from(int from) {
    return from - 1 >= text.length() ? "" : text.substring(from - 1);
  }

  /** A whitespace-separated token and its 1-based column. */
  record Token(String text, int column) {}

  /** The tokens of {@code line} from column {@code fromColumn}. */
  static List<Token> tokens(Line line, int fromColumn) {
    List<Token> out = new ArrayList<>();
    String s = line.text();
    int i = fromColumn - 1;
    while (i < s.length()) {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
        i++;
      }
      if (i > start) {
        out.add(new Token(s.substring(start, i), start + 1));
      }
    }
    return out;
  }
}
