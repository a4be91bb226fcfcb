package org.swisspair.model;

import java.util.List;

/**
 * The limits a tournament's scoring system must keep (C.04.1 3-4 and FIDE's verification checklist
 * for tournament handler programs, GEN-5 to GEN-8; for a team competition's match points and PAB,
 * C.04.6 1.2-1.4, TEAM-26 to TEAM-29): checked by every reader of a scoring system (TRF {@code
 * 162}, {@code XXS}, {@code BB?}, {@code 362}, {@code 320}, JSON, the command line's {@code
 * --scoring}).
 */
public final class ScoringRules {
  private ScoringRules() {}

  /** A value of a scoring system, in the order of the {@link ScoringSystem} components. */
  public enum Value {
    /** A win with White. */
    WIN_WHITE,
    /** A win with Black. */
    WIN_BLACK,
    /** A draw with White. */
    DRAW_WHITE,
    /** A draw with Black. */
    DRAW_BLACK,
    /** A loss with White. */
    LOSS_WHITE,
    /** A loss with Black. */
    LOSS_BLACK,
    /** A forfeit win. */
    FORFEIT_WIN,
    /** A forfeit loss. */
    FORFEIT_LOSS,
    /** A full-point bye. */
    FULL_BYE,
    /** A half-point bye. */
    HALF_BYE,
    /** A zero-point bye or absence. */
    ZERO_BYE,
    /** The pairing-allocated bye. */
    PAB
  }

  /**
   * A rule the scoring breaks.
   *
   * @param rule the interpretation id, e.g. {@code GEN-6}
   * @param message what is wrong, with the values and the rule's source
   * @param values the values that break it, the one most at fault first, for a reader to name the
   *     record that set them
   */
  public record Violation(String rule, String message, List<Value> values) {}

  /** The standard scoring of played games: 1, 1/2 and 0 with either colour (GEN-8). */
  public static boolean standardGames(ScoringSystem s) {
    return s.winWhite() == 10
        && s.winBlack() == 10
        && s.drawWhite() == 5
        && s.drawBlack() == 5
        && s.lossWhite() == 0
        && s.lossBlack() == 0;
  }

  /**
   * The first rule {@code s} breaks, or null when it keeps them all; {@code matches} when a round
   * is a Double-Swiss match of two games scored by {@code s} (its PAB then as {@code
   * match.MatchRounds.matchScoring} gives it, DSW-4).
   */
  public static Violation violation(ScoringSystem s, boolean matches) {
    Violation v = order(s, true);
    if (v == null) {
      v = order(s, false);
    }
    if (v == null) {
      v = twoDraws(s, true);
    }
    if (v == null) {
      v = twoDraws(s, false);
    }
    if (v == null) {
      v = pabAtMostWin(s, matches);
    }
    if (v == null) {
      v = pabReachable(s, matches);
    }
    return v;
  }

  /**
   * Checks {@code s} as {@link #violation} does.
   *
   * @throws IllegalArgumentException with the violation's message
   */
  public static void check(ScoringSystem s, boolean matches) {
    Violation v = violation(s, matches);
    if (v != null) {
      throw new IllegalArgumentException(v.message());
    }
  }

  // GEN-5: a win is worth more than a loss, and a draw at least a loss.
  private static Violation order(ScoringSystem s, boolean white) {
    int win = white ? s.winWhite() : s.winBlack();
    int draw = white ? s.drawWhite() : s.drawBlack();
    int loss = white ? s.lossWhite() : s.lossBlack();
    if (win > loss && draw >= loss) {
      return null;
    }
    String with = colourBlind(s) ? "" : white ? " with White" : " with Black";
    return new Violation(
        "GEN-5",
        (win <= loss
                ? "a win" + with + " (" + p(win) + ") must be worth more than a loss (" + p(loss)
                : "a draw" + with + " (" + p(draw) + ") must be worth at least a loss (" + p(loss))
            + ") (GEN-5: C.04.1 4 and Dutch 1.4.3 take a win as the most and a loss as the least"
            + " a played game gives)",
        white
            ? List.of(Value.LOSS_WHITE, Value.WIN_WHITE, Value.DRAW_WHITE)
            : List.of(Value.LOSS_BLACK, Value.WIN_BLACK, Value.DRAW_BLACK));
  }

  // GEN-6: two draws are worth no more than a win and a loss.
  private static Violation twoDraws(ScoringSystem s, boolean white) {
    int win = white ? s.winWhite() : s.winBlack();
    int draw = white ? s.drawWhite() : s.drawBlack();
    int loss = white ? s.lossWhite() : s.lossBlack();
    if (2 * draw <= win + loss) {
      return null;
    }
    String with = colourBlind(s) ? "" : white ? " with White" : " with Black";
    return new Violation(
        "GEN-6",
        "two draws"
            + with
            + " (2 x "
            + p(draw)
            + " = "
            + p(2 * draw)
            + ") are worth more than a win and a loss ("
            + p(win)
            + " + "
            + p(loss)
            + " = "
            + p(win + loss)
            + ") (GEN-6: FIDE's checklist for tournament handler programs, VCL Q74)",
        white
            ? List.of(Value.DRAW_WHITE, Value.WIN_WHITE, Value.LOSS_WHITE)
            : List.of(Value.DRAW_BLACK, Value.WIN_BLACK, Value.LOSS_BLACK));
  }

  // GEN-7: a PAB is worth at most a win (a match won, in Double-Swiss).
  private static Violation pabAtMostWin(ScoringSystem s, boolean matches) {
    int pab = pab(s, matches);
    int win = matches ? 2 * s.win() : s.win();
    if (pab <= win) {
      return null;
    }
    return new Violation(
        "GEN-7",
        "a PAB ("
            + p(pab)
            + ") is worth more than "
            + (matches ? "a match won (" : "a win (")
            + p(win)
            + ") (GEN-7: C.04.1 3 gives it a win's points unless the rules say otherwise, and"
            + " C.04.1 4 takes a win's points as the most one round gives; VCL Q81)",
        List.of(Value.PAB, Value.WIN_WHITE, Value.WIN_BLACK));
  }

  // GEN-8: a PAB is a score wins, draws and losses can make (1, 1/2 or 0 under standard scoring).
  private static Violation pabReachable(ScoringSystem s, boolean matches) {
    int pab = pab(s, matches);
    int[] results = {
      s.winWhite(), s.winBlack(), s.drawWhite(), s.drawBlack(), s.lossWhite(), s.lossBlack()
    };
    boolean[] reach = new boolean[pab + 1];
    reach[0] = true;
    for (int x = 1; x <= pab; x++) {
      for (int r : results) {
        if (r > 0 && r <= x && reach[x - r]) {
          reach[x] = true;
          break;
        }
      }
    }
    if (reach[pab]) {
      return null;
    }
    String message;
    if (standardGames(s)) {
      message =
          "under the standard scoring (1, 1/2, 0) a PAB is worth "
              + (matches ? "2, 1.5, 1, 0.5 or 0 in a match" : "1, 1/2 or 0")
              + ", not "
              + p(pab)
              + " (GEN-8: VCL Q83)";
    } else {
      message =
          "a PAB ("
              + p(pab)
              + ") must be a score that wins, draws and losses ("
              + p(s.winWhite())
              + ", "
              + p(s.drawWhite())
              + ", "
              + p(s.lossWhite())
              + (colourBlind(s)
                  ? ""
                  : "; with Black "
                      + p(s.winBlack())
                      + ", "
                      + p(s.drawBlack())
                      + ", "
                      + p(s.lossBlack()))
              + ") can make (GEN-8: VCL Q83-Q84)";
    }
    return new Violation(
        "GEN-8", message, List.of(Value.PAB, Value.WIN_WHITE, Value.DRAW_WHITE, Value.LOSS_WHITE));
  }

  /** A value of a team competition's scoring (C.04.6 1.2 and 1.4; TRF-2026 362 and 320). */
  public enum TeamValue {
    /** The match points of a won match (362 TW). */
    MATCH_WIN,
    /** The match points of a drawn match (362 TD). */
    MATCH_DRAW,
    /** The match points of a lost match (362 TL). */
    MATCH_LOSS,
    /** The match points of the PAB (320). */
    PAB_MATCH,
    /** The game points of the PAB (320). */
    PAB_GAME
  }

  /**
   * A rule a team scoring breaks.
   *
   * @param rule the interpretation id, e.g. {@code TEAM-27}
   * @param message what is wrong, with the values and the rule's source
   * @param values the values that break it, the one most at fault first
   */
  public record TeamViolation(String rule, String message, List<TeamValue> values) {}

  /**
   * The first rule a team competition's scoring breaks, or null when it keeps them all (TEAM-26 to
   * TEAM-29): match points {@code win}, {@code draw} and {@code loss}, the PAB's {@code pabMatch}
   * match points and {@code pabGame} game points, over {@code boards} boards scored by {@code
   * games}; all in tenths.
   */
  public static TeamViolation teamViolation(
      int win, int draw, int loss, int pabMatch, int pabGame, int boards, ScoringSystem games) {
    // TEAM-26: a won match is worth more than a drawn one, a drawn one at least a lost one.
    if (win <= draw) {
      return new TeamViolation(
          "TEAM-26",
          "a won match ("
              + p(win)
              + ") must be worth more match points than a drawn one ("
              + p(draw)
              + ") (TEAM-26: C.04.6 1.4 and C.04.7 take a won match as the most one round gives)",
          List.of(TeamValue.MATCH_DRAW, TeamValue.MATCH_WIN));
    }
    if (draw < loss) {
      return new TeamViolation(
          "TEAM-26",
          "a drawn match ("
              + p(draw)
              + ") must be worth at least the match points of a lost one ("
              + p(loss)
              + ") (TEAM-26: as GEN-5 for games)",
          List.of(TeamValue.MATCH_LOSS, TeamValue.MATCH_DRAW));
    }
    // TEAM-27: two drawn matches are worth no more than a won and a lost one.
    if (2 * draw > win + loss) {
      return new TeamViolation(
          "TEAM-27",
          "two drawn matches (2 x "
              + p(draw)
              + " = "
              + p(2 * draw)
              + ") are worth more match points than a won and a lost one ("
              + p(win)
              + " + "
              + p(loss)
              + " = "
              + p(win + loss)
              + ") (TEAM-27: VCL Q74 for the match points of a team competition)",
          List.of(TeamValue.MATCH_DRAW, TeamValue.MATCH_WIN, TeamValue.MATCH_LOSS));
    }
    // TEAM-28: the PAB's match points are at most a won match's, a sum of match results (GEN-8).
    if (pabMatch > win || !sumOf(pabMatch, win, draw, loss)) {
      return new TeamViolation(
          "TEAM-28",
          (pabMatch > win
                  ? "the PAB's match points (" + p(pabMatch) + ") are more than a won match's ("
                  : "the PAB's match points ("
                      + p(pabMatch)
                      + ") are no sum of won, drawn and lost matches' ("
                      + p(win)
                      + ", "
                      + p(draw)
                      + ", ")
              + p(pabMatch > win ? win : loss)
              + ") (TEAM-28: C.04.6 1.4 gives a drawn match's unless the regulations say otherwise;"
              + " VCL Q81, Q83-Q84)",
          List.of(TeamValue.PAB_MATCH, TeamValue.MATCH_WIN));
    }
    // TEAM-29: the PAB's game points are a score the boards' results can make, at most all won.
    int board = Math.max(games.winWhite(), games.winBlack());
    if (pabGame > boards * board || !reachable(pabGame, boards, games)) {
      return new TeamViolation(
          "TEAM-29",
          "the PAB's game points ("
              + p(pabGame)
              + ") must be a score that "
              + boards
              + (boards == 1 ? " board" : " boards")
              + " of wins, draws and losses can make, at most "
              + p(boards * board)
              + " (TEAM-29: C.04.6 1.4 gives a drawn match's unless the regulations say"
              + " otherwise; VCL Q81, Q83-Q84)",
          List.of(TeamValue.PAB_GAME));
    }
    return null;
  }

  /** True when {@code points} is a sum of any number of {@code values} (0 is the empty sum). */
  private static boolean sumOf(int points, int... values) {
    if (points < 0) {
      return false;
    }
    boolean[] reach = new boolean[points + 1];
    reach[0] = true;
    for (int x = 1; x <= points; x++) {
      for (int v : values) {
        if (v > 0 && v <= x && reach[x - v]) {
          reach[x] = true;
          break;
        }
      }
    }
    return reach[points];
  }

  /** True when {@code points} is the sum of {@code boards} game results (win, draw or loss). */
  private static boolean reachable(int points, int boards, ScoringSystem s) {
    if (points < 0) {
      return false;
    }
    int[] results = {
      s.winWhite(), s.winBlack(), s.drawWhite(), s.drawBlack(), s.lossWhite(), s.lossBlack()
    };
    // reach[x]: x is the sum of k results for the current k (k = 0: only 0).
    boolean[] reach = new boolean[points + 1];
    reach[0] = true;
    for (int k = 0; k < boards; k++) {
      boolean[] next = new boolean[points + 1];
      for (int x = 0; x <= points; x++) {
        if (!reach[x]) {
          continue;
        }
        for (int r : results) {
          if (x + r <= points && x + r >= 0) {
            next[x + r] = true;
          }
        }
      }
      reach = next;
    }
    return reach[points];
  }

  /** The PAB of a round: in a Double-Swiss match as {@code MatchRounds.matchScoring} gives it. */
  private static int pab(ScoringSystem s, boolean matches) {
    return matches && s.pab() == s.win() ? s.win() + s.drawWhite() : s.pab();
  }

  private static boolean colourBlind(ScoringSystem s) {
    return s.winWhite() == s.winBlack()
        && s.drawWhite() == s.drawBlack()
        && s.lossWhite() == s.lossBlack();
  }

  private static String p(int tenths) {
    return Points.format(tenths);
  }
}
