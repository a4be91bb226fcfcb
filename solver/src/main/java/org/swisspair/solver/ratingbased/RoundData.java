package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.Player;
import org.swisspair.model.PlayerState;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.AbnormalPoints;

/**
 * What the rating-based procedure reads about the players of one round, derived once: A.2 order,
 * colour preferences (A.7), floats as the pairing cards record them (A.4, A.5), and the last-round
 * relief of the note to B; with the absolute and relative criteria as tests on pairs and on players
 * moved down.
 */
final class RoundData {
  final RoundState state;
  final Comparator<Integer> order;
  private final int size;
  private final RatingColours.Preference[] preference;
  private final int[] allowed;
  private final FloatDirection[][] floats;
  private final boolean[] reliefEligible;
  private final java.util.Set<Long> forbidden = new java.util.HashSet<>();

  RoundData(RoundState state) {
    this(state, null);
  }

  /**
   * The data of {@code state}, with the floats of earlier rounds given by {@code floats} (by
   * pairing number, index 0 for round 1) instead of derived: hand-built brackets in tests.
   */
  RoundData(RoundState state, FloatDirection[][] floats) {
    this.state = state;
    this.order = RatingOrder.byId(state);
    this.size = state.tournament().size();
    List<Integer> ids = new ArrayList<>(state.playersToPair());
    ids.sort(order);
    preference = new RatingColours.Preference[size + 1];
    allowed = new int[size + 1];
    reliefEligible = new boolean[size + 1];
    for (int id : ids) {
      PlayerState p = state.player(id);
      preference[id] = RatingColours.preference(p, state.round());
      allowed[id] = RatingColours.allowedByB2(p);
      // RTG-8: 50% or more of the points played for, real score, in the last round only.
      reliefEligible[id] = RatingColours.reliefEligible(state, p);
    }
    this.floats = floats != null ? floats : cardFloats(state.tournament(), state.round());
    for (org.swisspair.model.ForbiddenPairs f : state.tournament().forbidden()) {
      if (f.appliesTo(state.round())) {
        for (int a : f.players()) {
          for (int b : f.players()) {
            forbidden.add(key(a, b));
          }
        }
      }
    }
  }

  /**
   * RTG-4: the floats of the pairing cards: in every pairing made, played or not, the player with
   * the higher score (virtual points included) floats down and the other up; a bye is a downfloat
   * (A.5); byes and absences otherwise are no float.
   */
  private static FloatDirection[][] cardFloats(Tournament t, int round) {
    int n = t.size();
    ScoringSystem scoring = t.scoring();
    int[] score = new int[n + 1];
    // The 299 records' points count in the score before each round, as in RoundState (TEAM-22).
    int[][] abnormal = AbnormalPoints.of(t);
    FloatDirection[][] out = new FloatDirection[n + 1][Math.max(0, round - 1)];
    for (int r = 1; r < round; r++) {
      int[] before = score.clone();
      for (Player p : t.players()) {
        RoundEntry e = p.round(r);
        FloatDirection f = FloatDirection.NONE;
        if (e.paired() && e.opponent() <= n) {
          int mine = before[p.id()] + t.acceleration(p.id(), r);
          int theirs = before[e.opponent()] + t.acceleration(e.opponent(), r);
          f = mine > theirs ? FloatDirection.DOWN : mine < theirs ? FloatDirection.UP : f;
        } else if (e.result() == ResultCode.PAIRING_BYE) {
          f = FloatDirection.DOWN;
        }
        out[p.id()][r - 1] = f;
        score[p.id()] += scoring.points(e) + AbnormalPoints.delta(abnormal, p.id(), r);
      }
    }
    return out;
  }

  RatingColours.Preference preference(int id) {
    return preference[id];
  }

  PlayerState player(int id) {
    return state.player(id);
  }

  /** The float player {@code id} received {@code roundsAgo} rounds before this one. */
  FloatDirection floatBefore(int id, int roundsAgo) {
    FloatDirection[] f = floats[id];
    int i = f.length - roundsAgo;
    return i >= 0 ? f[i] : FloatDirection.NONE;
  }

  /** True when the last-round relief may apply to {@code id}. */
  boolean reliefEligible(int id) {
    return reliefEligible[id];
  }

  /** True when some player of {@code ids} may use the last-round relief. */
  boolean anyRelief(int[] ids) {
    for (int id : ids) {
      if (reliefEligible[id]) {
        return true;
      }
    }
    return false;
  }

  /** True when A.7.d concerns some player of {@code ids}. */
  boolean anyStrongInOddRound(int[] ids) {
    for (int id : ids) {
      if (preference[id].strongInOddRound()) {
        return true;
      }
    }
    return false;
  }

  /** True when some player of {@code ids} had float {@code f} {@code roundsAgo} rounds before. */
  boolean anyFloat(int[] ids, FloatDirection f, int roundsAgo) {
    for (int id : ids) {
      if (floatBefore(id, roundsAgo) == f) {
        return true;
      }
    }
    return false;
  }

  /** B1a: no rematch of a played game (F.2: unplayed pairings may be repeated); forbidden pairs. */
  boolean mayMeet(int a, int b) {
    return !state.player(a).opponents().contains(b) && !forbidden.contains(key(a, b));
  }

  private static long key(int a, int b) {
    return (long) a << 32 | b;
  }

  /**
   * The colours {@code id} may get under {@code rung}: those B2 allows (all under the relief), and
   * under A.7.d only his strong preference.
   */
  private int colours(int id, Rung rung) {
    int c =
        rung.relief() && reliefEligible[id]
            ? RatingColours.WHITE | RatingColours.BLACK
            : allowed[id];
    RatingColours.Preference p = preference[id];
    if (rung.strongAbsolute() && p.strongInOddRound()) {
      c &=
          p.colour() == org.swisspair.model.Colour.WHITE
              ? RatingColours.WHITE
              : RatingColours.BLACK;
    }
    return c;
  }

  /**
   * True when {@code a} and {@code b} may be paired under {@code rung}: B1, B2 (A.7.d), and for a
   * pair of unequal scores the upfloat criteria B5 and B6 on the lower player.
   */
  boolean legal(int a, int b, Rung rung) {
    if (!mayMeet(a, b) || !RatingColours.assignable(colours(a, rung), colours(b, rung))) {
      return false;
    }
    int sa = state.player(a).pairingScore();
    int sb = state.player(b).pairingScore();
    if (sa == sb) {
      return true;
    }
    int lower = sa < sb ? a : b;
    if (rung.relief() && reliefEligible[lower]) {
      // RTG-8: B5 and B6 ignored for him.
      return true;
    }
    return !(rung.b5Up() && floatBefore(lower, 1) == FloatDirection.UP)
        && !(rung.b6Up() && floatBefore(lower, 2) == FloatDirection.UP);
  }

  /** C.1's test: B1 and B2 only, the relief counted where it may apply (RTG-8). */
  boolean legalAtAll(int a, int b) {
    return mayMeet(a, b)
        && RatingColours.assignable(
            reliefEligible[a] ? RatingColours.WHITE | RatingColours.BLACK : allowed[a],
            reliefEligible[b] ? RatingColours.WHITE | RatingColours.BLACK : allowed[b]);
  }

  /** B4: 1 when the pair leaves one colour preference ungranted. */
  int cost(int a, int b) {
    return RatingColours.conflict(preference[a], preference[b]);
  }

  /**
   * True when {@code id} may leave the group unpaired under {@code rung}: the downfloat criteria B5
   * and B6 (RTG-9), and in the lowest bracket B1b, since he gets the bye.
   */
  boolean mayLeave(int id, Rung rung, boolean getsBye) {
    // RTG-17: "a point without playing": a bye, or a win's points by forfeit or bye.
    if (getsBye && state.player(id).byeIneligible()) {
      return false;
    }
    if (rung.relief() && reliefEligible[id]) {
      return true;
    }
    return !(rung.b5Down() && floatBefore(id, 1) == FloatDirection.DOWN)
        && !(rung.b6Down() && floatBefore(id, 2) == FloatDirection.DOWN);
  }

  /** A.8's x of a group of players. */
  int x(int[] ids) {
    int w = 0;
    int b = 0;
    int f = 0;
    for (int id : ids) {
      RatingColours.Preference p = preference[id];
      if (p.flexible()) {
        f++;
      } else if (p.colour() == org.swisspair.model.Colour.WHITE) {
        w++;
      } else if (p.colour() == org.swisspair.model.Colour.BLACK) {
        b++;
      }
    }
    return RatingColours.x(w, b, f, ids.length);
  }

  /** {@code ids} sorted by A.2. */
  int[] sorted(java.util.Collection<Integer> ids) {
    return ids.stream().sorted(order).mapToInt(Integer::intValue).toArray();
  }
}
