package org.swisspair.solver.doubleswiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.twostage.Unit;

/**
 * What the Double-Swiss rules need to know about each player before a round: the pairing score
 * (1.2, with Baku virtual points), PAB eligibility (C2), matches played (3.4.3), floater in the
 * previous round (1.5) and the match colours (1.6), derived from a tournament whose rounds are
 * two-game matches.
 */
public final class DoubleSwissState {
  private final RoundState state;
  private final Compatibility compatibility;
  private final Map<Integer, Unit> units = new HashMap<>();
  private final Map<Integer, List<Colour>> colours = new HashMap<>();

  /**
   * The state of {@code state}'s round.
   *
   * @throws IllegalArgumentException when a paired round of the tournament is not a two-game match
   */
  public DoubleSwissState(RoundState state) {
    this.state = state;
    this.compatibility = new Compatibility(state, Compatibility.AbsoluteColour.NONE);
    Tournament t = state.tournament();
    for (int id = 1; id <= t.size(); id++) {
      List<Colour> history = new ArrayList<>();
      boolean byeEligible = true;
      for (int r = 1; r < state.round(); r++) {
        RoundEntry e = t.player(id).round(r);
        if (e.paired() && e.games() == null) {
          throw new IllegalArgumentException(
              "round "
                  + r
                  + " of player "
                  + id
                  + " is a single game; a Double-Swiss tournament needs two-game matches (in TRF:"
                  + " 192 "
                  + MatchRounds.CODE
                  + " and two game columns per round)");
        }
        // 1.6: a colour only when at least one game of the match was actually played.
        if (e.played() && e.games().anyPlayed()) {
          history.add(e.colour());
        }
        // C2: a PAB, a match won by forfeit (DSW-8), or a (deprecated) full-point bye.
        if (e.result() == ResultCode.PAIRING_BYE
            || e.result() == ResultCode.FULL_BYE
            || e.result() == ResultCode.FORFEIT_WIN) {
          byeEligible = false;
        }
      }
      colours.put(id, List.copyOf(history));
      PlayerState p = state.player(id);
      units.put(
          id,
          new Unit(id, p.pairingScore(), byeEligible, matchesPlayed(t, id), previousFloater(p, t)));
    }
  }

  /** Matches played so far: those not ended by forfeit (Preface, 3.4.3; GEN-3, DSW-9). */
  private int matchesPlayed(Tournament t, int id) {
    int n = 0;
    for (int r = 1; r < state.round(); r++) {
      n += t.player(id).round(r).played() ? 1 : 0;
    }
    return n;
  }

  /**
   * A floater in the previous round (1.5): played the match against an opponent with another
   * pairing score; a match ended by forfeit and a bye make no floater (DSW-5).
   */
  private boolean previousFloater(PlayerState p, Tournament t) {
    int r = state.round() - 1;
    return r >= 1
        && t.player(p.id()).round(r).played()
        && p.floatBefore(1) != org.swisspair.model.FloatDirection.NONE;
  }

  /** The round. */
  public RoundState round() {
    return state;
  }

  /** C1 and forbidden pairs; there is no colour criterion. */
  public Compatibility compatibility() {
    return compatibility;
  }

  /** The two-stage view of the players to pair. */
  public List<Unit> units() {
    List<Unit> out = new ArrayList<>();
    for (int id : state.playersToPair()) {
      out.add(units.get(id));
    }
    return out;
  }

  /** The unit of player {@code id} (any player of the tournament). */
  public Unit unit(int id) {
    Unit u = units.get(id);
    if (u == null) {
      throw new IllegalArgumentException("no player " + id);
    }
    return u;
  }

  /** The colours of the matches with a colour (1.6), oldest first: compacted (C.04.2 3.4). */
  public List<Colour> colours(int id) {
    List<Colour> c = colours.get(id);
    if (c == null) {
      throw new IllegalArgumentException("no player " + id);
    }
    return c;
  }

  /** The number of matches in which the player had White (4.3.2). */
  public int whites(int id) {
    int n = 0;
    for (Colour c : colours(id)) {
      n += c == Colour.WHITE ? 1 : 0;
    }
    return n;
  }
}
