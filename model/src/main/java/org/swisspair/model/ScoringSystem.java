package org.swisspair.model;

/**
 * Points awarded for each kind of round, in tenths (see {@link Points}). Read from TRF-2026 {@code
 * 162}, JaVaFo {@code XXS} or bbpPairings {@code BBW/BBD/BBL/BBZ/BBF/BBU}; the default is 1 / 0.5 /
 * 0 with a pairing-allocated bye worth a win (C.04.1 Article 3). Every reader checks it against
 * {@link ScoringRules}; a played game's two entries each carry their own result, so an unusual
 * result (1/2-0, 0-1/2, 0-0) scores each side its own points (GEN-4).
 */
public record ScoringSystem(
    int winWhite,
    int winBlack,
    int drawWhite,
    int drawBlack,
    int lossWhite,
    int lossBlack,
    int forfeitWin,
    int forfeitLoss,
    int fullBye,
    int halfBye,
    int zeroBye,
    int pab) {

  /** The standard 1 / 0.5 / 0 system. */
  public static final ScoringSystem STANDARD = of(10, 5, 0);

  /** A colour-blind system where byes and forfeits follow win/draw/loss. */
  public static ScoringSystem of(int win, int draw, int loss) {
    return new ScoringSystem(win, win, draw, draw, loss, loss, win, loss, win, draw, loss, win);
  }

  /** The points a player earns in one round. */
  public int points(RoundEntry entry) {
    if (entry.games() != null) {
      // A Double-Swiss match: the points of its two games.
      return entry.games().points(this, entry.colour());
    }
    boolean white = entry.colour() != Colour.BLACK;
    return switch (entry.result()) {
      case WIN, UNRATED_WIN -> white ? winWhite : winBlack;
      case DRAW, UNRATED_DRAW -> white ? drawWhite : drawBlack;
      case LOSS, UNRATED_LOSS -> white ? lossWhite : lossBlack;
      case FORFEIT_WIN -> forfeitWin;
      case FORFEIT_LOSS -> forfeitLoss;
      case FULL_BYE -> fullBye;
      case HALF_BYE -> halfBye;
      case PAIRING_BYE -> pab;
      case ZERO_BYE, ABSENT -> zeroBye;
    };
  }

  /** The most points one round can give: the "points rewarded for a win" of C.04.1 4 and 1.8. */
  public int win() {
    return Math.max(winWhite, winBlack);
  }

  /** The points of a played loss: the bar for a downfloat without playing (Dutch 1.4.3). */
  public int loss() {
    return Math.min(lossWhite, lossBlack);
  }

  /** True when this is the 1 / 0.5 / 0 default. */
  public boolean isStandard() {
    return equals(STANDARD);
  }
}
