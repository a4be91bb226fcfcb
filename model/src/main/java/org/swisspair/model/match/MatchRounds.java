package org.swisspair.model.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swisspair.model.Colour;
import org.swisspair.model.MatchGames;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/**
 * Double-Swiss rounds as files hold them and as the model holds them. A TRF file writes every game
 * as a round of its own, so match round r takes the game columns 2r-1 and 2r (the second game with
 * the other colour); the model holds one {@link RoundEntry} per match with its {@link MatchGames},
 * the match colour (the first game's, Article 1.6) and a match result: WIN, DRAW or LOSS by the
 * game points, or FORFEIT_WIN / FORFEIT_LOSS when a player forfeited both games (Preface: only then
 * does the match end by forfeit). Byes apply to whole matches. The scoring of the model is in match
 * units: twice the game values, so a match win is the "win" of C.04.1 and C.04.7 (DSW-6). The file
 * form is DSW-7.
 */
public final class MatchRounds {
  private MatchRounds() {}

  /** The TRF-2026 {@code 192} code of the Double-Swiss system (ETT26). */
  public static final String CODE = "FIDE_DOUBLESWISS";

  /** True when a {@code 192} code names the Double-Swiss system, Baku or not. */
  public static boolean isDoubleSwiss(String systemCode) {
    String c = systemCode == null ? "" : systemCode.trim().toUpperCase(Locale.ROOT);
    return c.equals(CODE) || c.equals(CODE + "_BAKU");
  }

  /** True when {@code t} is a Double-Swiss tournament. */
  public static boolean isDoubleSwiss(Tournament t) {
    return isDoubleSwiss(t.systemCode());
  }

  /**
   * The match scoring of a game scoring: every value doubled, and the PAB worth a game won and a
   * game drawn (Article 1.4) unless the game scoring gives the PAB a value other than a win, which
   * is then the value of the whole bye (DSW-4).
   */
  public static ScoringSystem matchScoring(ScoringSystem g) {
    int pab = g.pab() == g.win() ? g.win() + g.drawWhite() : g.pab();
    return new ScoringSystem(
        2 * g.winWhite(),
        2 * g.winBlack(),
        2 * g.drawWhite(),
        2 * g.drawBlack(),
        2 * g.lossWhite(),
        2 * g.lossBlack(),
        2 * g.forfeitWin(),
        2 * g.forfeitLoss(),
        2 * g.fullBye(),
        2 * g.halfBye(),
        2 * g.zeroBye(),
        pab);
  }

  /** The game scoring a match scoring was made from (the inverse of {@link #matchScoring}). */
  public static ScoringSystem gameScoring(ScoringSystem m) {
    int win = m.winWhite() / 2;
    int pab =
        m.pab() == win + m.drawWhite() / 2 ? Math.max(m.winWhite(), m.winBlack()) / 2 : m.pab();
    return new ScoringSystem(
        m.winWhite() / 2,
        m.winBlack() / 2,
        m.drawWhite() / 2,
        m.drawBlack() / 2,
        m.lossWhite() / 2,
        m.lossBlack() / 2,
        m.forfeitWin() / 2,
        m.forfeitLoss() / 2,
        m.fullBye() / 2,
        m.halfBye() / 2,
        m.zeroBye() / 2,
        pab);
  }

  /**
   * The players with their game columns folded into matches (column 2r-1 and 2r into round r).
   *
   * @param games the players as a TRF file gives them, one round per game
   * @param gameScoring the scoring of one game
   * @throws MatchFormatException when two columns do not make one match
   */
  public static List<Player> fold(List<Player> games, ScoringSystem gameScoring) {
    List<Player> out = new ArrayList<>();
    for (Player p : games) {
      List<RoundEntry> rounds = new ArrayList<>();
      int columns = p.rounds().size();
      for (int r = 1; 2 * r - 1 <= columns; r++) {
        rounds.add(foldOne(games, p, r, gameScoring));
      }
      while (!rounds.isEmpty() && rounds.get(rounds.size() - 1).equals(RoundEntry.EMPTY)) {
        rounds.remove(rounds.size() - 1);
      }
      out.add(p.withRounds(rounds));
    }
    return out;
  }

  private static RoundEntry foldOne(List<Player> games, Player p, int r, ScoringSystem scoring) {
    RoundEntry a = p.round(2 * r - 1);
    RoundEntry b = p.round(2 * r);
    int col = 2 * r - 1;
    if (!a.paired() && !b.paired()) {
      if (a.equals(RoundEntry.EMPTY)) {
        if (!b.equals(RoundEntry.EMPTY)) {
          throw new MatchFormatException(
              p.id(), col + 1, "a bye or absence in game 2 only; byes apply to whole matches");
        }
        return RoundEntry.EMPTY;
      }
      if (!b.equals(RoundEntry.EMPTY) && b.result() != a.result()) {
        throw new MatchFormatException(
            p.id(),
            col + 1,
            "game 1 has "
                + a.result().code()
                + " and game 2 "
                + b.result().code()
                + "; byes apply to whole matches (Preface)");
      }
      return RoundEntry.bye(a.result());
    }
    if (!a.paired() || !b.paired() || a.opponent() != b.opponent()) {
      throw new MatchFormatException(
          p.id(),
          a.paired() ? col + 1 : col,
          "the two games of match round " + r + " must be against the same opponent");
    }
    Colour colour = matchColour(a, b);
    if (colour == null) {
      throw new MatchFormatException(
          p.id(),
          col + 1,
          "the second game of a match has the other colour (Article 4.4); only a forfeited game"
              + " may be written without colour");
    }
    Player opp = games.get(a.opponent() - 1);
    RoundEntry oa = opp.round(col);
    RoundEntry ob = opp.round(col + 1);
    if (!oa.paired() || !ob.paired() || oa.opponent() != p.id() || ob.opponent() != p.id()) {
      throw new MatchFormatException(
          p.id(), col, "the opponent " + a.opponent() + " does not play this match back");
    }
    return match(
        withColour(a, colour),
        withColour(b, colour.opposite()),
        withColour(oa, colour.opposite()),
        withColour(ob, colour),
        scoring);
  }

  /**
   * The match colour (Article 1.6: the first game's) of a player's two games, null when they do not
   * alternate. A forfeited game may be written without colour ({@code -}), as the individual reader
   * accepts it (DSW-12): the colour is then the other game's, or none when one player forfeited
   * both games (the match ends by forfeit, Preface).
   */
  static Colour matchColour(RoundEntry a, RoundEntry b) {
    boolean aBare = a.colour() == Colour.NONE && isForfeit(a);
    boolean bBare = b.colour() == Colour.NONE && isForfeit(b);
    if (aBare && bBare) {
      return a.result() == b.result() ? Colour.NONE : null;
    }
    if (aBare) {
      return b.colour() == Colour.NONE ? null : b.colour().opposite();
    }
    if (a.colour() == Colour.NONE) {
      return null;
    }
    return bBare || b.colour() == a.colour().opposite() ? a.colour() : null;
  }

  private static boolean isForfeit(RoundEntry e) {
    return e.result() == ResultCode.FORFEIT_WIN || e.result() == ResultCode.FORFEIT_LOSS;
  }

  private static RoundEntry withColour(RoundEntry e, Colour c) {
    return e.colour() == c ? e : new RoundEntry(e.opponent(), c, e.result());
  }

  /**
   * One player's match from the two games of both players ({@code a}, {@code b} the player's,
   * {@code oa}, {@code ob} the opponent's), under the game scoring {@code scoring}.
   */
  public static RoundEntry match(
      RoundEntry a, RoundEntry b, RoundEntry oa, RoundEntry ob, ScoringSystem scoring) {
    MatchGames mine = new MatchGames(a.result(), b.result());
    MatchGames theirs = new MatchGames(oa.result(), ob.result());
    ScoringSystem m = matchScoring(scoring);
    int me = mine.points(m, a.colour());
    int them = theirs.points(m, a.colour().opposite());
    boolean forfeit = mine.forfeitedBoth() || theirs.forfeitedBoth();
    ResultCode result;
    if (forfeit) {
      result = me > them ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS;
    } else {
      result = me > them ? ResultCode.WIN : me < them ? ResultCode.LOSS : ResultCode.DRAW;
    }
    return new RoundEntry(a.opponent(), a.colour(), result, mine);
  }

  /**
   * A match round as its two game columns, as TRF writes them: the games with alternating colours,
   * a bye or absence in both columns.
   *
   * @throws IllegalArgumentException for a paired round without its game results
   */
  public static List<RoundEntry> unfold(RoundEntry e) {
    if (e.games() != null) {
      return List.of(
          new RoundEntry(e.opponent(), e.colour(), e.games().first()),
          new RoundEntry(e.opponent(), e.colour().opposite(), e.games().second()));
    }
    if (e.paired()) {
      throw new IllegalArgumentException(
          "a Double-Swiss match against " + e.opponent() + " needs the results of its two games");
    }
    return List.of(e, e);
  }
}
