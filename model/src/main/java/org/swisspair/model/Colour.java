package org.swisspair.model;

/** A colour in one game; {@link #NONE} for a round without a game or without a colour. */
public enum Colour {
  /** White. */
  WHITE,
  /** Black. */
  BLACK,
  /** No colour: no game, or a game without a colour recorded. */
  NONE;

  /** The other colour; NONE stays NONE. */
  public Colour opposite() {
    return switch (this) {
      case WHITE -> BLACK;
      case BLACK -> WHITE;
      case NONE -> NONE;
    };
  }

  /** The TRF letter: {@code w}, {@code b} or {@code -}. */
  public char trfCode() {
    return switch (this) {
      case WHITE -> 'w';
      case BLACK -> 'b';
      case NONE -> '-';
    };
  }

  /** Reads a TRF colour letter; blank and {@code -} mean none. */
  public static Colour fromTrf(char c) {
    return switch (Character.toLowerCase(c)) {
      case 'w' -> WHITE;
      case 'b' -> BLACK;
      case '-', ' ' -> NONE;
      default -> throw new IllegalArgumentException("colour must be w, b or -, not '" + c + "'");
    };
  }
}
