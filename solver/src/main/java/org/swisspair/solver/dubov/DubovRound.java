package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.CriteriaList;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.CardinalityMatching;
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.swiss.PabChooser;

/**
 * One round of the Dubov system (1.9.2): the PAB first (3.1), then the scoregroups top-down, each
 * paired completely with the upfloaters it needs (3.2).
 *
 * <p>A bracket's upfloaters (3.2.1-3.2.2) are chosen by maximum-weight matchings whose weight is
 * built from {@link DubovCriteria#LIST} (C4-C10): the fewest upfloaters, then C6-C10, and among the
 * best sets the first in the order of 4.1.3 and 4.2, found a block of candidates at a time by an
 * order field below the criteria. The cheap attempt offers only the highest scoregroup below as the
 * pool and checks completion afterwards; it is exact when its number of upfloaters is the lower
 * bound (the residents' deficiency) and the rest can be paired, since any other set would need a
 * player of a lower score (worse C6). Otherwise the bracket is solved on every player below with
 * completion in the matching. Then {@link DubovBracketPairer} pairs the bracket (3.2.3-3.2.6).
 *
 * <p>Soft avoidance (not C.04.4.1; ARB-12), when given, is the last field of the weight, below C10
 * and above the order field, in the brackets where a resident and a resident or a player below are
 * avoided: their sets are chosen by the matchings only, since the classes of {@link
 * UpfloaterClasses} do not see it. Every other bracket is solved exactly as without avoidance.
 *
 * <p>All along, {@code mate} is a perfect matching of the players not yet paired: it proves C4 and
 * starts every feasibility question of {@link CardinalityMatching}.
 */
final class DubovRound {
  /** The widest weight the blossom matcher solves with one machine word (faster). */
  private static final int WORD_BITS = 61;

  private final RoundState state;
  private final MatchingAlgorithm matcher;
  private final Compatibility compatibility;
  private final boolean quality;
  private final int maxT;
  // The most candidates one order solve decides; fewer than the word allows only in tests.
  private final int orderBits;
  private final DubovOptions options;
  // Soft avoidance (ARB-12), null for none, and the list with it last.
  private final Avoidance avoidance;
  private final CriteriaList<DubovSetGraph> avoidingCriteria;

  // The players to pair but the PAB receiver, by pairing score then TPN; index = vertex.
  private PlayerState[] players;
  private long[][] compatible;
  private int[] mate;
  private boolean[] done;

  private final List<Explanation.ColourDecision> colours = new ArrayList<>();
  private final List<DubovBracketPairer.Trace> traces = new ArrayList<>();

  DubovRound(RoundState state, MatchingAlgorithm matcher) {
    this(state, matcher, WORD_BITS, DubovOptions.DEFAULT, null, DubovCriteria.LIST);
  }

  /**
   * A round whose order step (4.1.3) decides at most {@code orderBits} candidates per matching, so
   * that tests can make it take many steps.
   */
  DubovRound(
      RoundState state,
      MatchingAlgorithm matcher,
      int orderBits,
      DubovOptions options,
      Avoidance avoidance,
      CriteriaList<DubovSetGraph> criteria) {
    if (orderBits < 1) {
      throw new IllegalArgumentException("orderBits must be at least 1, was " + orderBits);
    }
    this.orderBits = orderBits;
    this.options = options;
    this.avoidance = avoidance;
    this.avoidingCriteria = criteria;
    this.state = state;
    this.matcher = matcher;
    this.compatibility = new Compatibility(state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE);
    // DUB-3: MaxT and the last round need the number of rounds.
    this.maxT = DubovUpfloats.maxT(DubovUpfloats.rounds(state));
    // 2.3.4-2.3.6: C8-C10 apply unless it is the last round.
    this.quality = !state.isLastRound();
  }

  RoundPairing pair(boolean explain) throws NoValidPairingException {
    List<PlayerState> everybody = new ArrayList<>();
    for (int id : state.playersToPair()) {
      everybody.add(state.player(id));
    }
    everybody.sort(DubovOrder.ranking());
    players = everybody.toArray(PlayerState[]::new);
    compatible = compatibleMatrix();
    int n = players.length;
    done = new boolean[n];
    int pab = pairingAllocatedBye();
    List<PlayerState[]> pairs = new ArrayList<>();
    int from = 0;
    while (from < n) {
      Cancellation.checkpoint();
      int to = from;
      while (to < n && players[to].pairingScore() == players[from].pairingScore()) {
        to++;
      }
      List<Integer> residents = new ArrayList<>();
      for (int v = from; v < to; v++) {
        if (!done[v]) {
          residents.add(v);
        }
      }
      if (!residents.isEmpty()) {
        List<Integer> pool = new ArrayList<>();
        for (int v = to; v < n; v++) {
          if (!done[v]) {
            pool.add(v);
          }
        }
        pairBracket(residents, pool, pairs);
      }
      from = to;
    }
    return publish(pairs, pab, explain);
  }

  /**
   * 3.1: the PAB receiver (0 when the number of players is even), taken out of the players to pair;
   * leaves {@code mate} a perfect matching of the others (C4).
   *
   * <p>The receiver is that of {@link PabChooser}: eligible by C2 (DUB-11), in its order of lowest
   * score and most games played, then largest TPN (3.1.5), the first whose absence leaves the
   * others pairable. Their matching is then completed from a maximum matching of everybody.
   *
   * @throws NoValidPairingException when no candidate leaves the others pairable, or the number of
   *     players is even and they cannot all be paired (1.9.3)
   */
  private int pairingAllocatedBye() throws NoValidPairingException {
    int n = players.length;
    CardinalityMatching everybody = new CardinalityMatching(compatible, null);
    everybody.start(BitMatrix.greedy(compatible, null));
    everybody.maximum();
    int[] maximum = everybody.mate();
    if (n % 2 == 0) {
      if (2 * everybody.maximum() < n) {
        throw new NoValidPairingException(
            "no pairing of round "
                + state.round()
                + " complies with C1-C3 (Dubov 1.9.3: the Chief Arbiter decides)",
            state.playersToPair());
      }
      mate = maximum;
      return 0;
    }
    int pab;
    try {
      // 3.1.5: among equals, the PAB goes to the largest TPN.
      pab = PabChooser.choose(compatibility, Comparator.comparingInt(PlayerState::id).reversed());
    } catch (NoValidPairingException e) {
      throw new NoValidPairingException(
          "no player can receive the PAB and leave the others pairable (Dubov 3.1: C2, C4)",
          state.playersToPair());
    }
    List<Integer> rest = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (players[v].id() != pab) {
        rest.add(v);
      }
    }
    int[] restMate = completion(rest, maximum);
    if (restMate == null) {
      throw new IllegalStateException("Dubov 3.1: the PAB of " + pab + " leaves an odd player");
    }
    // The receiver is done: no bracket holds him.
    for (int v = 0; v < n; v++) {
      done[v] |= players[v].id() == pab;
    }
    mate = restMate;
    return pab;
  }

  // ------------------------------------------------------------------ 3.2.1-3.2.2 upfloaters

  /** Chooses the bracket's upfloaters, pairs the bracket and records its pairs. */
  private void pairBracket(List<Integer> residents, List<Integer> pool, List<PlayerState[]> pairs) {
    Selection sel = select(residents, pool);
    List<Integer> bracket = new ArrayList<>(residents);
    bracket.addAll(sel.upfloaters());
    List<PlayerState> bracketPlayers = new ArrayList<>();
    for (int v : bracket) {
      bracketPlayers.add(players[v]);
    }
    int[] local = localMatching(bracket, sel.mate());
    DubovBracketPairer.Result result =
        new DubovBracketPairer(
                state,
                bracketPlayers,
                subgraph(bracket),
                local,
                matcher,
                options,
                avoided(bracket, bracket) ? avoidance : null)
            .pair();
    pairs.addAll(result.pairs());
    traces.add(result.trace());
    for (int v : bracket) {
      done[v] = true;
    }
    mate = sel.mate();
    for (int v : bracket) {
      mate[v] = -1;
    }
  }

  /**
   * A bracket's upfloaters (as vertices, in 4.2 order) and a perfect matching of everybody not yet
   * paired that pairs the bracket inside itself.
   */
  private record Selection(List<Integer> upfloaters, int[] mate) {}

  private Selection select(List<Integer> residents, List<Integer> pool) {
    if (pool.isEmpty()) {
      // The last scoregroup: mate pairs it (C4 held before it).
      return new Selection(List.of(), mate);
    }
    if (residents.size() % 2 == 0) {
      int[] split = splitMatching(residents, pool);
      if (split != null) {
        return new Selection(List.of(), split);
      }
    }
    // 3.2.1: at least the residents' deficiency, and two when an even group cannot do with none.
    int lowerBound = Math.max(residents.size() % 2 == 1 ? 1 : 2, deficiency(residents));
    List<Integer> topLevel = new ArrayList<>();
    for (int v : pool) {
      if (players[v].pairingScore() == players[pool.get(0)].pairingScore()) {
        topLevel.add(v);
      }
    }
    // ARB-12: the classes of UpfloaterClasses do not see avoidance; the matchings do.
    CriteriaList<DubovSetGraph> criteria =
        avoided(residents, pool) ? avoidingCriteria : DubovCriteria.LIST;
    if (topLevel.size() >= lowerBound) {
      Choice c =
          options.classBounds() && criteria == DubovCriteria.LIST
              ? classChoice(residents, topLevel, lowerBound)
              : null;
      if (c == null) {
        c = choose(residents, topLevel, false, lowerBound, criteria);
      }
      if (c != null && c.upfloaters().size() == lowerBound) {
        List<Integer> rest = new ArrayList<>(pool);
        rest.removeAll(c.upfloaters());
        int[] restMate = completion(rest);
        if (restMate != null) {
          int[] out = mate.clone();
          for (int v : rest) {
            out[v] = restMate[v];
          }
          for (int v : residents) {
            out[v] = c.mate()[v];
          }
          for (int v : c.upfloaters()) {
            out[v] = c.mate()[v];
          }
          return new Selection(c.upfloaters(), out);
        }
      }
    }
    Choice c = choose(residents, pool, true, lowerBound, criteria);
    if (c == null) {
      throw new IllegalStateException(
          "Dubov: no legal bracket for residents " + ids(residents) + " although C4 held");
    }
    int[] out = mate.clone();
    for (int v : residents) {
      out[v] = c.mate()[v];
    }
    for (int v : pool) {
      out[v] = c.mate()[v];
    }
    return new Selection(c.upfloaters(), out);
  }

  /**
   * The choice of {@link #choose} on the highest score below with {@code k} upfloaters, proved
   * without its matchings: the first set of {@link UpfloaterClasses} when the bracket it makes has
   * a legal pairing at that set's C7 bound, every upfloater paired with a resident and none of the
   * scarcer colour's seekers paired together; null when it has none (the matchings decide).
   */
  private Choice classChoice(List<Integer> residents, List<Integer> topLevel, int k) {
    int r = residents.size();
    int white = 0;
    for (int v : residents) {
      white += DubovColours.prefers(players[v]) == Colour.WHITE ? 1 : 0;
    }
    List<PlayerState> pool = new ArrayList<>();
    for (int v : topLevel) {
      pool.add(players[v]);
    }
    int[] set = UpfloaterClasses.firstBest(white, r - white, pool, k, quality, maxT);
    if (set == null) {
      return null;
    }
    List<Integer> bracket = new ArrayList<>(residents);
    List<Integer> upfloaters = new ArrayList<>();
    for (int i : set) {
      bracket.add(topLevel.get(i));
      upfloaters.add(topLevel.get(i));
    }
    int s = bracket.size();
    boolean[] prefersWhite = new boolean[s];
    int whiteSeekers = 0;
    for (int i = 0; i < s; i++) {
      prefersWhite[i] = DubovColours.prefers(players[bracket.get(i)]) == Colour.WHITE;
      whiteSeekers += prefersWhite[i] ? 1 : 0;
    }
    // C7 at min(W, B): every seeker of the scarcer colour (of both when equal) paired across.
    boolean scarceWhite = 2 * whiteSeekers <= s;
    boolean scarceBlack = 2 * whiteSeekers >= s;
    long[][] adjacency = subgraph(bracket);
    long[] whites = CardinalityMatching.bits(s);
    long[] blacks = CardinalityMatching.bits(s);
    long[] residentBits = CardinalityMatching.bits(s);
    BitMatrix.fill(residentBits, r);
    for (int i = 0; i < s; i++) {
      CardinalityMatching.set(prefersWhite[i] ? whites : blacks, i);
    }
    for (int i = 0; i < s; i++) {
      boolean scarce = prefersWhite[i] ? scarceWhite : scarceBlack;
      long[] row = adjacency[i];
      for (int w = 0; w < row.length; w++) {
        if (i >= r) {
          row[w] &= residentBits[w];
        }
        if (scarce) {
          row[w] &= prefersWhite[i] ? blacks[w] : whites[w];
        }
      }
    }
    CardinalityMatching m = new CardinalityMatching(adjacency, null);
    // Greedily from scratch (the last matching pairs too many seekers of one colour together):
    // the upfloaters first, who need a resident, then the scarcer colour's seekers, who need the
    // other colour, then the rest.
    int[] order = new int[s];
    int next = 0;
    for (int i = r; i < s; i++) {
      order[next++] = i;
    }
    for (int pass = 0; pass < 2; pass++) {
      for (int i = 0; i < r; i++) {
        boolean scarce = prefersWhite[i] ? scarceWhite : scarceBlack;
        if (scarce == (pass == 0)) {
          order[next++] = i;
        }
      }
    }
    m.start(BitMatrix.greedy(adjacency, order));
    if (!m.perfect()) {
      return null;
    }
    int[] local = m.mate();
    int[] global = new int[players.length];
    Arrays.fill(global, -1);
    for (int i = 0; i < s; i++) {
      global[bracket.get(i)] = bracket.get(local[i]);
    }
    return new Choice(upfloaters, global);
  }

  /**
   * A perfect matching with no pair between residents and pool (no upfloater, the best possible),
   * or null when there is none.
   */
  private int[] splitMatching(List<Integer> residents, List<Integer> pool) {
    boolean[] resident = new boolean[players.length];
    for (int v : residents) {
      resident[v] = true;
    }
    boolean crossing = false;
    for (int v : residents) {
      crossing |= mate[v] < 0 || !resident[mate[v]];
    }
    if (!crossing) {
      return mate;
    }
    int[] inside = completion(residents);
    if (inside == null) {
      return null;
    }
    int[] below = completion(pool);
    if (below == null) {
      return null;
    }
    int[] out = mate.clone();
    for (int v : residents) {
      out[v] = inside[v];
    }
    for (int v : pool) {
      out[v] = below[v];
    }
    return out;
  }

  /**
   * A perfect matching of {@code vertices} among themselves started from {@code mate}, as global
   * partners; null when there is none.
   */
  private int[] completion(List<Integer> vertices) {
    return completion(vertices, mate);
  }

  /** {@link #completion(List)} started from {@code start} (global partners). */
  private int[] completion(List<Integer> vertices, int[] start) {
    CardinalityMatching m = lazyGraph(vertices);
    m.start(localMatching(vertices, start));
    if (!m.perfect()) {
      return null;
    }
    int[] out = new int[players.length];
    Arrays.fill(out, -1);
    int[] lm = m.mate();
    for (int i = 0; i < vertices.size(); i++) {
      out[vertices.get(i)] = vertices.get(lm[i]);
    }
    return out;
  }

  /**
   * The matching graph of {@code vertices} (local indices) whose rows are read from {@link
   * #compatible} when a search first visits them: a search from a good start visits few.
   */
  private CardinalityMatching lazyGraph(List<Integer> vertices) {
    int[] global = new int[vertices.size()];
    for (int i = 0; i < global.length; i++) {
      global[i] = vertices.get(i);
    }
    return new CardinalityMatching(
        global.length,
        (u, v) -> u != v && CardinalityMatching.get(compatible[global[u]], global[v]));
  }

  /** Residents left unpaired by a maximum matching among themselves. */
  private int deficiency(List<Integer> residents) {
    CardinalityMatching m = new CardinalityMatching(subgraph(residents), null);
    m.start(localMatching(residents, mate));
    int pairs = m.maximum();
    return residents.size() - 2 * pairs;
  }

  /**
   * The upfloaters chosen, as global vertices in 4.2 order, and the matching that shows them legal
   * (global partners for the graph's vertices).
   */
  private record Choice(List<Integer> upfloaters, int[] mate) {}

  /** The criteria values of one solution, compared for equality (C4-C10 as the fields count). */
  private record Profile(
      int covered,
      int upfloaters,
      List<Integer> perLevel,
      int granted,
      int notMaximum,
      List<Integer> perCount,
      int notPrevious,
      int notAvoided) {}

  /**
   * 3.2.1-3.2.2 on one graph: the fewest upfloaters, then the best C6-C10, then the first set in
   * 4.2 order; null when the residents cannot all be paired in the graph.
   *
   * @param full true: {@code pool} is every player below and all must be paired; false: pool
   *     players may stay unpaired (completion is checked by the caller)
   */
  private Choice choose(
      List<Integer> residents,
      List<Integer> pool,
      boolean full,
      int bound,
      CriteriaList<DubovSetGraph> criteria) {
    int r = residents.size();
    List<Integer> vertices = new ArrayList<>(residents);
    vertices.addAll(pool);
    long[][] adjacency = subgraph(vertices);
    if (!full) {
      // Pool players are paired with residents or not at all.
      long[] residentsOnly = CardinalityMatching.bits(vertices.size());
      BitMatrix.fill(residentsOnly, r);
      for (int u = r; u < vertices.size(); u++) {
        for (int w = 0; w < residentsOnly.length; w++) {
          adjacency[u][w] &= residentsOnly[w];
        }
      }
    }
    int p = pool.size();
    boolean[] forcedIn = new boolean[p];
    boolean[] excluded = new boolean[p];
    // Phase A: the best criteria values, the number of upfloaters bounding the field widths.
    Solved a =
        solveWithin(
            residents, pool, full, adjacency, forcedIn, excluded, bound, List.of(), criteria);
    if (a == null) {
      return null;
    }
    Profile best = a.profile();
    int k = best.upfloaters();
    if (k == 0) {
      return choice(vertices, r, a.mate());
    }
    List<Integer> eligible = eligible(a.graph(), best, r, excluded);
    List<Integer> chosen = upfloaterIndices(a.mate(), r, p);
    int cursor = 0;
    int decided = 0;
    Solved current = a;
    while (!chosen.equals(firstUndecided(eligible, cursor, forcedIn, k - decided))) {
      if (cursor >= eligible.size()) {
        throw new IllegalStateException(
            "Dubov 3.2.2: no first set among " + eligible + " for residents " + ids(residents));
      }
      // The next block of candidates in 4.2 order gets the bits of the order field.
      int bits = criteriaBits(current.graph(), criteria);
      int width = Math.min(orderBits, bits < WORD_BITS ? WORD_BITS - bits : 16);
      List<Integer> block = eligible.subList(cursor, Math.min(eligible.size(), cursor + width));
      current =
          solveWithin(residents, pool, full, adjacency, forcedIn, excluded, k, block, criteria);
      if (!current.profile().equals(best)) {
        throw new IllegalStateException(
            "Dubov 3.2.2: the order step lost the best criteria values "
                + best
                + " -> "
                + current.profile()
                + " for residents "
                + ids(residents));
      }
      List<Integer> now = upfloaterIndices(current.mate(), r, p);
      for (int i : block) {
        if (now.contains(i)) {
          forcedIn[i] = true;
          decided++;
        } else {
          excluded[i] = true;
        }
      }
      cursor += block.size();
      chosen = now;
      if (decided == k) {
        break;
      }
    }
    return choice(vertices, r, current.mate());
  }

  /**
   * The pool players (as pool indices) whose own attributes agree with the {@code best} values, so
   * that they can be in a best set; the others are marked {@code excluded}.
   */
  private List<Integer> eligible(DubovSetGraph g, Profile best, int r, boolean[] excluded) {
    int k = best.upfloaters();
    List<Integer> eligible = new ArrayList<>();
    for (int i = 0; i < excluded.length; i++) {
      int v = r + i;
      boolean ok = best.perLevel().get(g.level[v]) > 0;
      if (quality && g.maximum[v]) {
        ok &= best.notMaximum() < k && best.perCount().get(g.countLevel[v]) > 0;
      }
      if (quality && g.previous[v]) {
        ok &= best.notPrevious() < k;
      }
      if (ok) {
        eligible.add(i);
      } else {
        excluded[i] = true;
      }
    }
    return eligible;
  }

  /** The first {@code count} eligible candidates from {@code cursor}, plus those forced in. */
  private static List<Integer> firstUndecided(
      List<Integer> eligible, int cursor, boolean[] forcedIn, int count) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < forcedIn.length; i++) {
      if (forcedIn[i]) {
        out.add(i);
      }
    }
    for (int j = cursor; j < eligible.size() && count > 0; j++, count--) {
      out.add(eligible.get(j));
    }
    out.sort(null);
    return out;
  }

  private static List<Integer> upfloaterIndices(int[] localMate, int r, int p) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < p; i++) {
      int m = localMate[r + i];
      if (m >= 0 && m < r) {
        out.add(i);
      }
    }
    return out;
  }

  private Choice choice(List<Integer> vertices, int r, int[] localMate) {
    List<Integer> ups = new ArrayList<>();
    int[] global = new int[players.length];
    Arrays.fill(global, -1);
    for (int i = 0; i < vertices.size(); i++) {
      if (localMate[i] >= 0) {
        global[vertices.get(i)] = vertices.get(localMate[i]);
      }
      if (i >= r && localMate[i] >= 0 && localMate[i] < r) {
        ups.add(vertices.get(i));
      }
    }
    return new Choice(ups, global);
  }

  private record Solved(DubovSetGraph graph, int[] mate, Profile profile) {}

  /**
   * {@link #solve} with the per-upfloater fields sized for {@code bound} upfloaters, re-solved with
   * a larger bound while the matching found pairs fewer players than it must or has more upfloaters
   * than the bound: only a matching within the bound is weighed exactly, and it then beats every
   * other (those with more upfloaters are worse on C5); null when the residents cannot all be
   * paired.
   */
  private Solved solveWithin(
      List<Integer> residents,
      List<Integer> pool,
      boolean full,
      long[][] adjacency,
      boolean[] forcedIn,
      boolean[] excluded,
      int bound,
      List<Integer> block,
      CriteriaList<DubovSetGraph> criteria) {
    int r = residents.size();
    while (true) {
      Cancellation.checkpoint();
      Solved s =
          solve(residents, pool, full, adjacency, forcedIn, excluded, bound, block, criteria);
      int mandatory = 0;
      int covered = 0;
      for (int v = 0; v < s.graph().vertexCount(); v++) {
        if (s.graph().mandatory[v]) {
          mandatory++;
          covered += s.mate()[v] >= 0 ? 1 : 0;
        }
      }
      if (covered == mandatory && s.profile().upfloaters() <= bound) {
        return s;
      }
      if (bound >= r) {
        // The fields are wide enough for any matching: this one is exact.
        return covered < mandatory ? null : s;
      }
      bound = Math.min(r, Math.max(2 * bound, s.profile().upfloaters()));
    }
  }

  /**
   * One maximum-weight matching of residents and pool: the criteria of {@link DubovCriteria#LIST},
   * then one order bit per candidate of {@code block} (the earlier, the more significant).
   */
  private Solved solve(
      List<Integer> residents,
      List<Integer> pool,
      boolean full,
      long[][] adjacency,
      boolean[] forcedIn,
      boolean[] excluded,
      int bound,
      List<Integer> block,
      CriteriaList<DubovSetGraph> criteria) {
    int r = residents.size();
    int p = pool.size();
    List<PlayerState> residentPlayers = new ArrayList<>();
    for (int v : residents) {
      residentPlayers.add(players[v]);
    }
    List<PlayerState> poolPlayers = new ArrayList<>();
    for (int v : pool) {
      poolPlayers.add(players[v]);
    }
    DubovSetGraph g =
        new DubovSetGraph(
            residentPlayers, poolPlayers, full, full ? null : forcedIn, quality, maxT, bound);
    WeightLayout layout = new WeightLayout();
    EdgeWeight weight = criteria.declare(layout, g);
    int orderField =
        block.isEmpty() ? -1 : layout.field("4.2 set order", Math.max(1, block.size()));
    layout.freeze();
    int[] orderBit = new int[p];
    Arrays.fill(orderBit, -1);
    for (int i = 0; i < block.size(); i++) {
      orderBit[block.get(i)] = block.size() - 1 - i;
    }
    int nv = r + p;
    WeightedGraph graph = new WeightedGraph(nv, layout.limbs());
    for (int u = 0; u < nv; u++) {
      long[] row = adjacency[u];
      for (int w = 0; w < row.length; w++) {
        long bits = row[w];
        while (bits != 0) {
          int v = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          if (v <= u || !allowed(u, v, r, full, forcedIn, excluded)) {
            continue;
          }
          long[] edge = layout.newWeight();
          weight.add(u, v, edge);
          if (orderField >= 0 && g.upfloat(u, v) && orderBit[g.upfloater(u, v) - r] >= 0) {
            layout.put(edge, orderField, 1L << orderBit[g.upfloater(u, v) - r]);
          }
          graph.addEdge(u, v, edge);
        }
      }
    }
    int[] m = matcher.maximumWeightMatching(graph);
    return new Solved(g, m, profile(g, m, criteria != DubovCriteria.LIST));
  }

  /** The edges the decisions so far leave: excluded candidates do not upfloat, forced ones do. */
  private static boolean allowed(
      int u, int v, int r, boolean full, boolean[] forcedIn, boolean[] excluded) {
    boolean ru = u < r;
    boolean rv = v < r;
    if (ru == rv) {
      // Two residents; or two pool players (full graph): a forced upfloater is not among them.
      return ru || !forcedIn[u - r] && !forcedIn[v - r];
    }
    int poolVertex = ru ? v : u;
    return !excluded[poolVertex - r];
  }

  /** The values the criteria fields count, read from a matching. */
  private Profile profile(DubovSetGraph g, int[] m, boolean avoiding) {
    int covered = 0;
    int ups = 0;
    int granted = 0;
    int notMax = 0;
    int notPrevious = 0;
    int notAvoided = 0;
    int[] perLevel = new int[g.levels];
    int[] perCount = new int[g.countLevels];
    for (int v = 0; v < g.vertexCount(); v++) {
      // Residents, and in a full graph everybody: who must be paired whatever was decided.
      if (m[v] >= 0 && (g.full || g.resident(v))) {
        covered++;
      }
      if (m[v] < v) {
        continue;
      }
      int u = m[v];
      if (g.inBracket(v, u) && g.prefers[v] != g.prefers[u]) {
        granted++;
      }
      if (avoiding
          && g.inBracket(v, u)
          && !avoidance.avoids(g.players[v].id(), g.players[u].id())) {
        notAvoided++;
      }
      if (g.upfloat(v, u)) {
        int x = g.upfloater(v, u);
        ups++;
        perLevel[g.level[x]]++;
        if (!g.maximum[x]) {
          notMax++;
        } else {
          perCount[g.countLevel[x]]++;
        }
        if (!g.previous[x]) {
          notPrevious++;
        }
      }
    }
    return new Profile(
        covered,
        ups,
        Arrays.stream(perLevel).boxed().toList(),
        granted,
        quality ? notMax : 0,
        quality ? Arrays.stream(perCount).boxed().toList() : List.of(),
        quality ? notPrevious : 0,
        notAvoided);
  }

  /**
   * The bits the criteria fields of {@code g} take: the layout stays in one 62-bit limb for an
   * extra field of up to {@code 62 - bits} bits.
   */
  private static int criteriaBits(DubovSetGraph g, CriteriaList<DubovSetGraph> criteria) {
    int fits = 0;
    for (int extra = 1; extra <= WeightLayout.LIMB_BITS; extra++) {
      WeightLayout layout = new WeightLayout();
      criteria.declare(layout, g);
      layout.field("probe", extra);
      layout.freeze();
      if (layout.limbs() > 1) {
        break;
      }
      fits = extra;
    }
    return WeightLayout.LIMB_BITS - fits;
  }

  // ------------------------------------------------------------------ helpers

  /**
   * True when soft avoidance is given and a player of {@code some} and a player of {@code others}
   * (two of {@code some} included) should not meet.
   */
  private boolean avoided(List<Integer> some, List<Integer> others) {
    if (avoidance == null) {
      return false;
    }
    for (int i = 0; i < some.size(); i++) {
      int a = players[some.get(i)].id();
      for (int j = i + 1; j < some.size(); j++) {
        if (avoidance.avoids(a, players[some.get(j)].id())) {
          return true;
        }
      }
      if (others != some) {
        for (int v : others) {
          if (avoidance.avoids(a, players[v].id())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Bit-set adjacency of {@code vertices} (local indices) under C1, C3 and forbidden pairs. */
  private long[][] subgraph(List<Integer> vertices) {
    return BitMatrix.sub(compatible, vertices);
  }

  /**
   * The pairs of {@link #players} that C1, C3 and the forbidden pairs allow, as bit rows: without
   * forbidden pairs every row starts full and loses the players of its absolute colour class (C3)
   * and its opponents (C1), which are few, instead of asking every pair.
   */
  private long[][] compatibleMatrix() {
    int n = players.length;
    long[][] out = new long[n][];
    for (int u = 0; u < n; u++) {
      out[u] = CardinalityMatching.bits(n);
    }
    if (compatibility.hasForbiddenPairs()) {
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          if (compatibility.compatible(players[u], players[v])) {
            CardinalityMatching.set(out[u], v);
            CardinalityMatching.set(out[v], u);
          }
        }
      }
      return out;
    }
    int maxId = 0;
    for (PlayerState p : players) {
      maxId = Math.max(maxId, p.id());
    }
    int[] vertex = new int[maxId + 1];
    Arrays.fill(vertex, -1);
    int[] absolute = new int[n];
    long[][] classMembers = new long[3][];
    for (int u = 0; u < n; u++) {
      vertex[players[u].id()] = u;
      absolute[u] = compatibility.absoluteClass(players[u]);
    }
    for (int c = 1; c < 3; c++) {
      classMembers[c] = CardinalityMatching.bits(n);
    }
    for (int u = 0; u < n; u++) {
      if (absolute[u] > 0) {
        CardinalityMatching.set(classMembers[absolute[u]], u);
      }
    }
    long[] full = CardinalityMatching.bits(n);
    BitMatrix.fill(full, n);
    for (int u = 0; u < n; u++) {
      long[] row = out[u];
      long[] same = absolute[u] > 0 ? classMembers[absolute[u]] : null;
      for (int w = 0; w < row.length; w++) {
        row[w] = same == null ? full[w] : full[w] & ~same[w];
      }
      row[u >>> 6] &= ~(1L << u);
    }
    // C1 as the pair test asks it: the opponents of the player of the smaller index.
    for (int u = 0; u < n; u++) {
      for (int id : players[u].opponents()) {
        int v = id >= 0 && id <= maxId ? vertex[id] : -1;
        if (v > u) {
          out[u][v >>> 6] &= ~(1L << v);
          out[v][u >>> 6] &= ~(1L << u);
        }
      }
    }
    return out;
  }

  /** {@code global} restricted to pairs inside {@code vertices}, in local indices. */
  private int[] localMatching(List<Integer> vertices, int[] global) {
    int[] index = new int[players.length];
    Arrays.fill(index, -1);
    for (int i = 0; i < vertices.size(); i++) {
      index[vertices.get(i)] = i;
    }
    int[] out = new int[vertices.size()];
    for (int i = 0; i < vertices.size(); i++) {
      int m = global[vertices.get(i)];
      out[i] = m >= 0 ? index[m] : -1;
    }
    return out;
  }

  private List<Integer> ids(List<Integer> vertices) {
    List<Integer> out = new ArrayList<>();
    for (int v : vertices) {
      out.add(players[v].id());
    }
    return out;
  }

  // ------------------------------------------------------------------ Article 5 and publishing

  /** Colours (Article 5) and publishing order (C.04.2 3.6). */
  private RoundPairing publish(List<PlayerState[]> pairs, int pab, boolean explain) {
    List<Pair> boards = new ArrayList<>();
    for (PlayerState[] p : pairs) {
      PlayerState higher = DubovOrder.higher(p[0], p[1]);
      PlayerState lower = higher == p[0] ? p[1] : p[0];
      DubovColours.Decision d = DubovColours.decide(state, higher, lower);
      Pair board =
          d.higherColour() == Colour.WHITE
              ? new Pair(higher.id(), lower.id())
              : new Pair(lower.id(), higher.id());
      boards.add(board);
      colours.add(
          new Explanation.ColourDecision(board.white(), board.black(), d.rule(), d.reason()));
    }
    if (pab != 0) {
      boards.add(new Pair(pab, 0));
    }
    boards = BoardOrder.sort(state, boards);
    if (!explain) {
      return new RoundPairing(state.round(), boards, null);
    }
    RoundPairing plain = new RoundPairing(state.round(), boards, null);
    return new RoundPairing(
        state.round(),
        boards,
        DubovExplainer.explain(
            new DubovRules(state, avoidingCriteria), state, plain, traces, colours));
  }
}
