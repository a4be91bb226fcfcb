package org.swisspair.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The state of a tournament before round {@code round}: who is paired, their scores, colours,
 * floats and opponents, each derived in exactly one place (C.04.1, C.04.2, Dutch 1.2-1.8).
 */
public final class RoundState {
  private final Tournament tournament;
  private final int round;
  private final Map<Integer, PlayerState> states;
  private final List<Integer> toPair;
  private final List<Integer> notPaired;
  private final Colour initialColour;
  private final SortingValues[] sortingValues;

  /** Derives the state before {@code round} (1-based); entries of later rounds are ignored. */
  public RoundState(Tournament tournament, int round) {
    if (round < 1) {
      throw new IllegalArgumentException("round must be >= 1, was " + round);
    }
    this.tournament = tournament;
    this.round = round;
    ScoringSystem scoring = tournament.scoring();
    int n = tournament.size();
    // Scores before each round, needed for the floats of earlier rounds (Dutch 1.4.2).
    int[][] scoreBefore = new int[round + 1][n + 1];
    // TEAM-22 for players: the points a file's 299 records add to or take from a round.
    int[][] abnormal = org.swisspair.model.trf.AbnormalPoints.of(tournament);
    for (int r = 1; r <= round; r++) {
      for (int id = 1; id <= n; id++) {
        int prev =
            r == 1
                ? 0
                : scoreBefore[r - 1][id]
                    + scoring.points(pl(id).round(r - 1))
                    + org.swisspair.model.trf.AbnormalPoints.delta(abnormal, id, r - 1);
        scoreBefore[r][id] = prev;
      }
    }
    Set<Integer> excluded = new HashSet<>();
    for (ByeRequest b : tournament.byeRequests()) {
      if (b.round() == round) {
        excluded.add(b.player());
      }
    }
    List<Integer> pairNow = new ArrayList<>();
    List<Integer> skip = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      RoundEntry now = pl(id).round(round);
      if (excluded.contains(id)
          || !now.equals(RoundEntry.EMPTY)
              && !now.paired()
              && now.result() != ResultCode.PAIRING_BYE) {
        skip.add(id);
      } else {
        pairNow.add(id);
      }
    }
    this.toPair = List.copyOf(pairNow);
    this.notPaired = List.copyOf(skip);
    Set<Integer> pairedSet = new HashSet<>(pairNow);
    // Dutch 5.2.5 parity counts only players who have taken part in a pairing.
    int[] colourRank = new int[n + 1];
    int counter = 0;
    for (int id = 1; id <= n; id++) {
      boolean takenPart = pairedSet.contains(id);
      for (int r = 1; r < round && !takenPart; r++) {
        RoundEntry e = pl(id).round(r);
        takenPart = e.paired() || e.result() == ResultCode.PAIRING_BYE;
      }
      if (takenPart) {
        colourRank[id] = ++counter;
      }
    }
    boolean lastRound = tournament.totalRounds() > 0 && round == tournament.totalRounds();
    Map<Integer, PlayerState> map = new LinkedHashMap<>();
    for (int id = 1; id <= n; id++) {
      Player p = pl(id);
      List<Colour> colours = new ArrayList<>();
      List<FloatDirection> floats = new ArrayList<>();
      Set<Integer> opponents = new HashSet<>();
      boolean byeIneligible = false;
      int unplayed = 0;
      for (int r = 1; r < round; r++) {
        RoundEntry e = p.round(r);
        int pts = scoring.points(e);
        if (e.played()) {
          colours.add(e.colour());
          opponents.add(e.opponent());
          int mine = scoreBefore[r][id] + tournament.acceleration(id, r);
          int theirs = scoreBefore[r][e.opponent()] + tournament.acceleration(e.opponent(), r);
          floats.add(
              mine > theirs
                  ? FloatDirection.DOWN
                  : mine < theirs ? FloatDirection.UP : FloatDirection.NONE);
        } else {
          unplayed++;
          // Dutch 1.4.3: a PAB, or scoring more than a loss without playing, is a downfloat.
          boolean down = e.result() == ResultCode.PAIRING_BYE || pts > scoring.loss();
          floats.add(down ? FloatDirection.DOWN : FloatDirection.NONE);
          if (e.result() == ResultCode.PAIRING_BYE || pts >= scoring.win()) {
            byeIneligible = true;
          }
        }
      }
      int diff = 0;
      for (Colour c : colours) {
        diff += c == Colour.WHITE ? 1 : -1;
      }
      int score = scoreBefore[round][id];
      boolean top = lastRound && 2 * score > (round - 1) * scoring.win();
      map.put(
          id,
          new PlayerState(
              id,
              score,
              score + tournament.acceleration(id, round),
              colours,
              diff,
              ColourPreference.of(colours),
              floats,
              opponents,
              byeIneligible,
              unplayed,
              colourRank[id],
              top));
    }
    this.states = Collections.unmodifiableMap(map);
    this.initialColour = resolveInitialColour();
    this.sortingValues = SortingValues.forRound(tournament, round, scoreBefore[round]);
  }

  private RoundState(RoundState from, List<Integer> toPair, List<Integer> notPaired) {
    this.tournament = from.tournament;
    this.round = from.round;
    this.states = from.states;
    this.toPair = List.copyOf(toPair);
    this.notPaired = List.copyOf(notPaired);
    this.initialColour = from.initialColour;
    this.sortingValues = from.sortingValues;
  }

  /**
   * This state with {@code ids} taken out of the round's pairing as if already paired (boards the
   * arbiter fixed, a PAB the arbiter chose; ARB-1): every state, score and colour rank unchanged.
   *
   * @throws IllegalArgumentException when one of {@code ids} is not to be paired this round
   */
  public RoundState without(Set<Integer> ids) {
    List<Integer> rest = new ArrayList<>();
    for (int id : toPair) {
      if (!ids.contains(id)) {
        rest.add(id);
      }
    }
    if (rest.size() + ids.size() != toPair.size()) {
      throw new IllegalArgumentException(
          "players " + ids + " are not all to be paired in round " + round);
    }
    return new RoundState(this, rest, notPaired);
  }

  private Player pl(int id) {
    return tournament.player(id);
  }

  /**
   * The initial colour (Dutch 5.1): from XXC/152, otherwise inferred from the games of the whole
   * tournament given (see {@link #inferInitialColour}), otherwise White.
   */
  private Colour resolveInitialColour() {
    if (tournament.initialColour() != Colour.NONE) {
      return tournament.initialColour();
    }
    Colour inferred = inferInitialColour(tournament);
    return inferred == Colour.NONE ? Colour.WHITE : inferred;
  }

  /**
   * The initial colour drawn by lot (Dutch 5.1) as the endorsed engines infer it when the file does
   * not say: in the first round where some player has a colour, the colour of the first player by
   * pairing number who took part in a pairing up to that round, reversed when an odd number of such
   * players come before it; NONE when no round has a colour.
   */
  public static Colour inferInitialColour(Tournament t) {
    int first = Integer.MAX_VALUE;
    for (Player p : t.players()) {
      for (int r = 1; r <= p.rounds().size() && r < first; r++) {
        if (p.round(r).colour() != Colour.NONE) {
          first = r;
        }
      }
    }
    if (first == Integer.MAX_VALUE) {
      return Colour.NONE;
    }
    // Players who took part in a pairing by then hold the colour ranks of Dutch 5.2.5: the k-th of
    // them (0-based) got the initial colour when k is even.
    int before = 0;
    for (Player p : t.players()) {
      boolean takenPart = false;
      for (int r = 1; r <= first && !takenPart; r++) {
        RoundEntry e = p.round(r);
        takenPart = e.paired() || e.result() == ResultCode.PAIRING_BYE;
      }
      if (!takenPart) {
        continue;
      }
      Colour c = p.round(first).colour();
      if (c != Colour.NONE) {
        return before % 2 == 0 ? c : c.opposite();
      }
      before++;
    }
    return Colour.NONE;
  }

  /**
   * The tournament with its initial colour fixed from the whole file when it gives none (Dutch
   * 5.1), so that the state before an early round, which has lost the later games, keeps it.
   */
  public static Tournament withInferredInitialColour(Tournament t) {
    if (t.initialColour() != Colour.NONE) {
      return t;
    }
    Colour inferred = inferInitialColour(t);
    if (inferred == Colour.NONE) {
      return t;
    }
    return new Tournament(
        t.header(),
        t.players(),
        t.totalRounds(),
        inferred,
        t.scoring(),
        t.systemCode(),
        t.acceleration(),
        t.forbidden(),
        t.byeRequests(),
        t.teams(),
        t.otherLines(),
        t.pairByRankOrder());
  }

  /** The tournament. */
  public Tournament tournament() {
    return tournament;
  }

  /** The round being paired, 1-based. */
  public int round() {
    return round;
  }

  /** True when this is the final round (needs the declared number of rounds). */
  public boolean isLastRound() {
    return tournament.totalRounds() > 0 && round == tournament.totalRounds();
  }

  /** The initial colour, given or inferred (Dutch 5.1). */
  public Colour initialColour() {
    return initialColour;
  }

  /** Pairing numbers of the players to be paired this round, ascending. */
  public List<Integer> playersToPair() {
    return toPair;
  }

  /** Pairing numbers of the players not paired this round (byes requested, absent, withdrawn). */
  public List<Integer> playersNotPaired() {
    return notPaired;
  }

  /** The state of player {@code id}. */
  public PlayerState player(int id) {
    PlayerState s = states.get(id);
    if (s == null) {
      throw new IllegalArgumentException("no player " + id);
    }
    return s;
  }

  /** The Buchholz, Sonneborn-Berger and ARO of player {@code id} (Burstein 1.7, Dubov 1.7). */
  public SortingValues sortingValues(int id) {
    if (id < 1 || id >= sortingValues.length) {
      throw new IllegalArgumentException("no player " + id);
    }
    return sortingValues[id];
  }

  /** True when {@code a} and {@code b} may not meet this round by a forbidden-pair rule. */
  public boolean forbidden(int a, int b) {
    for (ForbiddenPairs f : tournament.forbidden()) {
      if (f.appliesTo(round) && f.players().contains(a) && f.players().contains(b)) {
        return true;
      }
    }
    return false;
  }
}
