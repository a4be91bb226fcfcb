package org.swisspair.solver.dutch.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;

/**
 * The vertices of one bracket's matching graph as the criteria read them (C.04.3 Articles 1.3 and
 * 3): the bracket's players first (its MDPs, then its residents, in ranking order, Article 1.2),
 * then the players below it that the graph holds (the next scoregroup first), then the PAB vertex
 * when the graph has one, then any sinks that stand for players further below.
 *
 * <p>An edge is given as {@code (u, v)} with {@code u < v}: {@code u} is always a player; {@code v}
 * is a player (a pair), the PAB vertex ({@code u} gets the PAB) or a sink ({@code u} floats below
 * the graph).
 */
public final class DutchBracketGraph {
  private final PlayerState[] players;
  private final int bracketSize;
  private final int mdpCount;
  private final int nextScoregroupSize;
  private final boolean hasPab;
  private final int activePlayers;
  private final Colour initialColour;

  /** Whether C9 enters the weight (DUT-3): see {@link #weighsPabUnplayed()}. */
  private final boolean weighsPabUnplayed;

  private final int[] bracketLevel;
  private final int bracketLevels;
  private final int[] levelWithNext;
  private final int levelsWithNext;
  private final int[] mdpLevel;
  private final int mdpLevels;
  private final int maxScore;
  private final int maxUnplayed;

  /** Each vertex's float of the previous round and of two rounds before, read once. */
  private final FloatDirection[] floatPrevious;

  private final FloatDirection[] floatTwoBefore;

  private final boolean topscorerInBracket;
  private final Strength strongestPreferenceInBracket;

  /** Whether the criteria leave out fields fixed by those above ({@link DutchCriteria}). */
  private final boolean leavesOutFixedFields;

  private int costsU = -1;
  private int costsV = -1;
  private int costs;

  /**
   * The graph of a bracket of {@code bracketSize} players, the first {@code mdpCount} of them MDPs,
   * followed by the players below it in {@code players}, of whom the first {@code
   * nextScoregroupSize} form the next scoregroup.
   *
   * @param hasPab whether the graph has a PAB vertex
   * @param activePlayers the players the matching must cover (those not already paired)
   * @param initialColour the initial colour (Article 5.1), for the colour criteria
   */
  public DutchBracketGraph(
      PlayerState[] players,
      int bracketSize,
      int mdpCount,
      int nextScoregroupSize,
      boolean hasPab,
      int activePlayers,
      Colour initialColour) {
    this.players = players;
    this.bracketSize = bracketSize;
    this.mdpCount = mdpCount;
    this.nextScoregroupSize = nextScoregroupSize;
    this.hasPab = hasPab;
    this.activePlayers = activePlayers;
    this.initialColour = initialColour;
    // A bracket of even size downfloats an even number of players: never exactly one (DUT-3).
    this.weighsPabUnplayed = hasPab && bracketSize % 2 == 1;
    int withNext = bracketSize + nextScoregroupSize;
    List<Integer> bracketScores = distinctScores(0, bracketSize);
    List<Integer> scoresWithNext = distinctScores(0, withNext);
    List<Integer> mdpScores = distinctScores(0, mdpCount);
    bracketLevels = bracketScores.size();
    levelsWithNext = scoresWithNext.size();
    mdpLevels = mdpScores.size();
    bracketLevel = new int[players.length];
    levelWithNext = new int[players.length];
    mdpLevel = new int[players.length];
    floatPrevious = new FloatDirection[players.length];
    floatTwoBefore = new FloatDirection[players.length];
    int highest = 0;
    int mostUnplayed = 0;
    boolean topscorer = false;
    Strength strongest = Strength.NONE;
    for (int v = 0; v < players.length; v++) {
      int s = players[v].pairingScore();
      bracketLevel[v] = v < bracketSize ? bracketScores.indexOf(s) : -1;
      levelWithNext[v] = v < withNext ? scoresWithNext.indexOf(s) : -1;
      mdpLevel[v] = v < mdpCount ? mdpScores.indexOf(s) : -1;
      highest = Math.max(highest, s);
      mostUnplayed = Math.max(mostUnplayed, players[v].unplayedRounds());
      floatPrevious[v] = players[v].floatBefore(1);
      floatTwoBefore[v] = players[v].floatBefore(2);
      if (v < bracketSize) {
        topscorer |= players[v].topscorer();
        ColourPreference p = players[v].preference();
        if (p.colour() != Colour.NONE && p.strength().compareTo(strongest) > 0) {
          strongest = p.strength();
        }
      }
    }
    maxScore = highest;
    maxUnplayed = mostUnplayed;
    topscorerInBracket = topscorer;
    strongestPreferenceInBracket = strongest;
    leavesOutFixedFields = true;
  }

  private DutchBracketGraph(DutchBracketGraph g, int activePlayers, boolean weighsPabUnplayed) {
    this(g, activePlayers, weighsPabUnplayed, g.leavesOutFixedFields);
  }

  private DutchBracketGraph(
      DutchBracketGraph g,
      int activePlayers,
      boolean weighsPabUnplayed,
      boolean leavesOutFixedFields) {
    this.leavesOutFixedFields = leavesOutFixedFields;
    this.weighsPabUnplayed = weighsPabUnplayed;
    players = g.players;
    bracketSize = g.bracketSize;
    mdpCount = g.mdpCount;
    nextScoregroupSize = g.nextScoregroupSize;
    hasPab = g.hasPab;
    this.activePlayers = activePlayers;
    initialColour = g.initialColour;
    bracketLevel = g.bracketLevel;
    bracketLevels = g.bracketLevels;
    levelWithNext = g.levelWithNext;
    levelsWithNext = g.levelsWithNext;
    mdpLevel = g.mdpLevel;
    mdpLevels = g.mdpLevels;
    maxScore = g.maxScore;
    maxUnplayed = g.maxUnplayed;
    floatPrevious = g.floatPrevious;
    floatTwoBefore = g.floatTwoBefore;
    topscorerInBracket = g.topscorerInBracket;
    strongestPreferenceInBracket = g.strongestPreferenceInBracket;
  }

  /** The same graph with every field in its weight, for the tests that compare both. */
  DutchBracketGraph withFixedFields() {
    return new DutchBracketGraph(this, activePlayers, weighsPabUnplayed, false);
  }

  /** Whether the criteria leave out the fields fixed by those above ({@link DutchCriteria}). */
  boolean leavesOutFixedFields() {
    return leavesOutFixedFields;
  }

  /** The same graph with {@code activePlayers} left to cover (fixed MDP pairs taken out). */
  public DutchBracketGraph withActivePlayers(int activePlayers) {
    return new DutchBracketGraph(this, activePlayers, weighsPabUnplayed);
  }

  /**
   * Whether the weight holds C9: only where the bracket can downfloat exactly one player, who then
   * receives the PAB (C.04.3 2.4.4 and its Note, DUT-3).
   */
  public boolean weighsPabUnplayed() {
    return weighsPabUnplayed;
  }

  /**
   * The same graph without C9 in its weight, for a bracket that downfloats more than one player.
   */
  public DutchBracketGraph withoutPabUnplayed() {
    return new DutchBracketGraph(this, activePlayers, false);
  }

  /**
   * True when the weight held C9 but the matching {@code mate} (vertex to vertex, -1 unmatched)
   * gives the PAB to a player of a bracket that downfloats more than one player: C9 does not apply
   * there (the Note to C.04.3 2.4.4, DUT-3), so the bracket must be solved again without it. The
   * number of downfloaters is C6's, fixed before C9, so every optimal matching has the same.
   */
  public boolean pabUnplayedMisapplied(int[] mate) {
    if (!weighsPabUnplayed) {
      return false;
    }
    int pab = players.length;
    boolean pabInBracket = false;
    int downfloaters = 0;
    for (int v = 0; v < bracketSize; v++) {
      if (mate[v] < 0 || mate[v] >= bracketSize) {
        downfloaters++;
        pabInBracket |= mate[v] == pab;
      }
    }
    return pabInBracket && downfloaters != 1;
  }

  /** The distinct pairing scores of vertices {@code from..to-1}, highest first. */
  private List<Integer> distinctScores(int from, int to) {
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    for (int v = from; v < to; v++) {
      scores.add(players[v].pairingScore());
    }
    return new ArrayList<>(scores);
  }

  /** Number of player vertices: the bracket and the players below it in the graph. */
  public int playerCount() {
    return players.length;
  }

  /** Players the matching must cover. */
  public int activePlayers() {
    return activePlayers;
  }

  /** Players in the bracket (MDPs and residents). */
  public int bracketSize() {
    return bracketSize;
  }

  /** MDPs in the bracket: vertices {@code 0..mdpCount-1}. */
  public int mdpCount() {
    return mdpCount;
  }

  /** Players of the next scoregroup: the vertices right after the bracket. */
  public int nextScoregroupSize() {
    return nextScoregroupSize;
  }

  /** True when {@code v} is a player, not the PAB vertex or a sink. */
  public boolean isPlayer(int v) {
    return v < players.length;
  }

  /** True when the graph has a PAB vertex. */
  public boolean hasPab() {
    return hasPab;
  }

  /** True when {@code v} is the PAB vertex. */
  public boolean isPab(int v) {
    return hasPab && v == players.length;
  }

  /** True when {@code v} is a player of the bracket. */
  public boolean inBracket(int v) {
    return v < bracketSize;
  }

  /** True when {@code v} is an MDP of the bracket. */
  public boolean isMdp(int v) {
    return v < mdpCount;
  }

  /** True when the pair {@code u < v} is an MDP with a resident of the bracket. */
  public boolean mdpPair(int u, int v) {
    return v < bracketSize && u < mdpCount;
  }

  /** The player at vertex {@code v}. */
  public PlayerState player(int v) {
    return players[v];
  }

  /** The float player {@code v} received {@code roundsAgo} (1 or 2) rounds before this one. */
  public FloatDirection floatBefore(int v, int roundsAgo) {
    return roundsAgo == 1 ? floatPrevious[v] : floatTwoBefore[v];
  }

  /**
   * Whether a player among vertices {@code from..to-1} received a float in {@code direction} {@code
   * roundsAgo} (1 or 2) rounds before this one.
   */
  public boolean floated(int from, int to, int roundsAgo, FloatDirection direction) {
    FloatDirection[] floats = roundsAgo == 1 ? floatPrevious : floatTwoBefore;
    for (int v = from; v < to; v++) {
      if (floats[v] == direction) {
        return true;
      }
    }
    return false;
  }

  /** Whether a player of the bracket is a topscorer (Dutch 1.8): C10 and C11 count only them. */
  public boolean topscorerInBracket() {
    return topscorerInBracket;
  }

  /**
   * The strongest colour preference of a player of the bracket, NONE when none has one: only the
   * bracket's own pairs are given colours in its weight.
   */
  public Strength strongestPreferenceInBracket() {
    return strongestPreferenceInBracket;
  }

  /** The pairing score of vertex {@code v}. */
  public int score(int v) {
    return players[v].pairingScore();
  }

  /** The highest pairing score in the graph. */
  public int maxScore() {
    return maxScore;
  }

  /** The most unplayed rounds of a player in the graph. */
  public int maxUnplayed() {
    return maxUnplayed;
  }

  /** Distinct scores in the bracket. */
  public int bracketLevels() {
    return bracketLevels;
  }

  /** The rank of {@code v}'s score among the bracket's scores (0 highest), -1 outside it. */
  public int bracketLevel(int v) {
    return bracketLevel[v];
  }

  /** Distinct scores in the bracket and the next scoregroup. */
  public int levelsWithNext() {
    return levelsWithNext;
  }

  /**
   * The rank of {@code v}'s score among those of the bracket and the next scoregroup, -1 for a
   * player further below.
   */
  public int levelWithNext(int v) {
    return levelWithNext[v];
  }

  /** Distinct scores among the MDPs. */
  public int mdpLevels() {
    return mdpLevels;
  }

  /**
   * The rank of MDP {@code v}'s score among the MDPs' scores, -1 for a resident or lower player.
   */
  public int mdpLevel(int v) {
    return mdpLevel[v];
  }

  /**
   * The colour criteria the pair {@code u < v} breaks ({@link ColourCosts}); the last pair asked is
   * remembered, since C10-C13 ask for the same edge one after the other.
   */
  public int colourCosts(int u, int v) {
    if (u != costsU || v != costsV) {
      costs = ColourCosts.of(players[u], players[v], initialColour);
      costsU = u;
      costsV = v;
    }
    return costs;
  }
}
