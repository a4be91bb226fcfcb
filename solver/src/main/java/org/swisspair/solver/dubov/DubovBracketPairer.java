package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.swiss.CardinalityMatching;

/**
 * Pairs one Dubov bracket whose players are fixed (residents and upfloaters): G1 and G2 (3.2.3),
 * their re-composition by the two shift steps (3.2.4) with the shifters of 4.3, S1 (3.2.5) and T2,
 * the first transposition of G2 that yields a legal pairing (3.2.6, 4.4).
 *
 * <p>Legal here means C1, C3 and the forbidden pairs: the bracket's players were chosen so that
 * everybody below can still be paired (C4), whatever happens inside the bracket.
 *
 * <p>DUB-5: the smaller subgroup's players "must unavoidably be paired together" in {@code m}
 * pairs, the fewest pairs inside it over all legal pairings of the bracket. After both shifts of
 * {@code m} and then {@code m + d} players ({@code d} half the size difference), a pairing of the
 * new G1 against the new G2 consists of the {@code m} pairs of a step-1 shifter with a player left
 * in the smaller subgroup, {@code m + d} pairs of a step-2 shifter with a player left in the larger
 * one, and pairs across: any other shape would put fewer than {@code 2m + d} pairs of equal
 * preference together, below the bracket's minimum. So a step-1 set is feasible when a legal
 * pairing has exactly {@code m} pairs inside the smaller subgroup, each with one member of the set;
 * a step-2 set when the new subgroups can be paired across. DUB-7: for the same reason every legal
 * pairing of S1 against a transposition of the new G2 has the bracket's best C7, so T2 only needs
 * to be legal.
 *
 * <p>Soft avoidance (not C.04.4.1; ARB-12), given only for a bracket that holds an avoided pair,
 * comes after C7 and before the orders of 4.3 and 4.4: the bracket's pairings with the best C7 (the
 * shape above) are those the procedure can reach, the fewest avoided pairs among them is found
 * first, and every test of the procedure then asks for a pairing with that many. The tests are
 * weighted matchings (never the step-2 shortcut), and T2 is the first transposition that a pairing
 * with that many completes: 3.2.6 as without avoidance, on the pairs of reduced cost zero under the
 * potentials of a pairing with the fewest avoided pairs.
 */
final class DubovBracketPairer {
  /** What the procedure did, for the explanation. */
  record Trace(
      List<Integer> g1,
      List<Integer> g2,
      boolean byTpn,
      List<Integer> firstShift,
      List<Integer> secondShift,
      boolean firstFromG1,
      List<Integer> s1,
      List<Integer> t2) {}

  /** The pairs in S1 order, each as (S1 player, T2 player), and the trace. */
  record Result(List<PlayerState[]> pairs, Trace trace) {}

  // Classes of the step-1 test: the smaller subgroup undecided, shifted, kept; the larger one.
  private static final int S_OPEN = 0;
  private static final int L_ANY = 1;
  private static final int S_IN = 2;
  private static final int S_OUT = 3;

  // Classes of the step-2 test: step-1 shifters, the rest of the smaller subgroup, the larger
  // subgroup undecided, shifted, kept.
  private static final int X = 0;
  private static final int S_REST = 1;
  private static final int L_OPEN = 2;
  private static final int L_IN = 3;
  private static final int L_OUT = 4;

  private static final boolean[][] FIRST = new boolean[4][4];
  private static final boolean[][] SECOND = new boolean[5][5];

  static {
    allow(FIRST, S_OPEN, S_OPEN);
    allow(FIRST, S_OPEN, L_ANY);
    allow(FIRST, S_OPEN, S_IN);
    allow(FIRST, S_OPEN, S_OUT);
    allow(FIRST, S_IN, S_OUT);
    allow(FIRST, S_OUT, L_ANY);
    allow(FIRST, L_ANY, L_ANY);
    allow(SECOND, X, S_REST);
    allow(SECOND, S_REST, L_OPEN);
    allow(SECOND, S_REST, L_OUT);
    allow(SECOND, L_OPEN, L_OPEN);
    allow(SECOND, L_OPEN, L_IN);
    allow(SECOND, L_OPEN, L_OUT);
    allow(SECOND, L_IN, L_OUT);
  }

  private final RoundState state;
  private final PlayerState[] players;
  private final long[][] adjacency;
  private final int[] start;
  private final MatchingAlgorithm matcher;
  private final DubovOptions options;
  // Soft avoidance, null when no two players of the bracket are avoided; its pairs as bit rows.
  private final Avoidance avoidance;
  private final long[][] avoided;
  // The fewest avoided pairs of a pairing with the bracket's best C7 (by TPN, of any pairing).
  private int fewestAvoided;
  // True when G1 is made by TPN: C7 is then the same for every pairing, and the fewest pairs
  // inside the smaller subgroup are the procedure's order, below avoidance.
  private boolean avoidanceFirst;
  private final int n;
  // The breadth-first search of reroute, allocated once: a vertex is seen when it holds the stamp.
  private int[] via;
  private int[] seenStamp;
  private int[] queue;
  private int stamp;

  /**
   * A bracket of {@code players} with their legal pairs ({@code adjacency}, bit sets over the same
   * indices) and a perfect matching of them to start from.
   */
  DubovBracketPairer(
      RoundState state,
      List<PlayerState> players,
      long[][] adjacency,
      int[] start,
      MatchingAlgorithm matcher,
      DubovOptions options,
      Avoidance avoidance) {
    this.options = options;
    this.avoidance = avoidance;
    this.state = state;
    this.players = players.toArray(PlayerState[]::new);
    this.adjacency = adjacency;
    this.start = start;
    this.matcher = matcher;
    this.n = this.players.length;
    this.avoided = avoidance == null ? null : new long[n][];
    for (int u = 0; avoidance != null && u < n; u++) {
      avoided[u] = CardinalityMatching.bits(n);
      for (int v = 0; v < n; v++) {
        if (u != v && avoidance.avoids(this.players[u].id(), this.players[v].id())) {
          CardinalityMatching.set(avoided[u], v);
        }
      }
    }
  }

  Result pair() {
    // 3.2.3: G1 seeks White, unless nobody in the bracket has played: then the first half by TPN,
    // in any round (DUB-12).
    boolean byTpn = true;
    for (PlayerState p : players) {
      byTpn &= !p.hasPlayed();
    }
    avoidanceFirst = byTpn;
    boolean[] inG1 = new boolean[n];
    if (byTpn) {
      Integer[] order = indices();
      Arrays.sort(order, Comparator.comparingInt(i -> players[i].id()));
      for (int k = 0; k < n / 2; k++) {
        inG1[order[k]] = true;
      }
    } else {
      for (int v = 0; v < n; v++) {
        inG1[v] = DubovColours.prefers(players[v]) == Colour.WHITE;
      }
    }
    int g1Size = 0;
    for (boolean b : inG1) {
      g1Size += b ? 1 : 0;
    }
    // 3.2.4: the smaller subgroup, G1 when the sizes are equal.
    boolean smallerIsG1 = g1Size <= n - g1Size;
    boolean[] small = new boolean[n];
    for (int v = 0; v < n; v++) {
      small[v] = inG1[v] == smallerIsG1;
    }
    int smallSize = smallerIsG1 ? g1Size : n - g1Size;
    int d = (n - 2 * smallSize) / 2;

    int[] mate = start.clone();
    int m = unavoidablePairs(small, smallSize, mate);
    // Step 1: shift m players of the smaller subgroup into the larger one.
    boolean[] shiftedFirst = new boolean[n];
    if (m > 0) {
      mate = firstShift(small, smallSize, m, shiftedFirst, mate, smallerIsG1);
    }
    // Step 2: equalise the sizes with m + d players of the larger subgroup.
    boolean[] shiftedSecond = new boolean[n];
    if (m + d > 0) {
      mate = secondShift(small, shiftedFirst, m + d, shiftedSecond, mate, smallerIsG1);
    }
    boolean[] finalG1 = new boolean[n];
    for (int v = 0; v < n; v++) {
      boolean onSmallSide = small[v] && !shiftedFirst[v] || shiftedSecond[v];
      finalG1[v] = onSmallSide == smallerIsG1;
    }
    return transpose(finalG1, mate, inG1, byTpn, shiftedFirst, shiftedSecond, smallerIsG1);
  }

  /** The fewest pairs inside the smaller subgroup over all legal pairings of the bracket. */
  private int unavoidablePairs(boolean[] small, int smallSize, int[] mate) {
    int[] classes = new int[n];
    for (int v = 0; v < n; v++) {
      classes[v] = small[v] ? S_OPEN : L_ANY;
    }
    if (avoidance != null) {
      // ARB-12: the best C7 (the most pairs across), then the fewest avoided pairs, in one weighted
      // matching; by TPN the fewest avoided pairs, then the most pairs across.
      int[] best = maximumAcross(classes, FIRST);
      System.arraycopy(best, 0, mate, 0, n);
      fewestAvoided = avoidedPairs(best);
      return (smallSize - acrossPairs(best, classes)) / 2;
    }
    // First try none: the smaller subgroup paired across only.
    // Start from the pairs across, then pair the smaller subgroup greedily before augmenting.
    int[] warm = mate.clone();
    for (int v = 0; v < n; v++) {
      if (warm[v] >= 0 && small[v] == small[warm[v]]) {
        warm[warm[v]] = -1;
        warm[v] = -1;
      }
    }
    // The rows without pairs inside the smaller subgroup, so that the searches need no filter.
    long[] largeBits = CardinalityMatching.bits(n);
    for (int v = 0; v < n; v++) {
      if (!small[v]) {
        CardinalityMatching.set(largeBits, v);
      }
    }
    long[][] rows = new long[n][];
    for (int v = 0; v < n; v++) {
      rows[v] = adjacency[v];
      if (small[v]) {
        rows[v] = adjacency[v].clone();
        for (int w = 0; w < largeBits.length; w++) {
          rows[v][w] &= largeBits[w];
        }
      }
    }
    CardinalityMatching across = new CardinalityMatching(rows, null);
    int[] order = new int[n];
    int k = 0;
    for (int v = 0; v < n; v++) {
      if (small[v]) {
        order[k++] = v;
      }
    }
    for (int v = 0; v < n; v++) {
      if (!small[v]) {
        order[k++] = v;
      }
    }
    across.start(BitMatrix.greedy(rows, order, warm));
    if (across.perfect()) {
      System.arraycopy(across.mate(), 0, mate, 0, n);
      return 0;
    }
    int[] best = maximumAcross(classes, FIRST);
    System.arraycopy(best, 0, mate, 0, n);
    int across2 = 0;
    for (int v = 0; v < n; v++) {
      if (small[v] && !small[best[v]]) {
        across2++;
      }
    }
    return (smallSize - across2) / 2;
  }

  /** A matching of the bracket's legal pairs that {@code allowed} lets through by class. */
  private CardinalityMatching matching(int[] classes, boolean[][] allowed, int[] warm) {
    CardinalityMatching m =
        new CardinalityMatching(adjacency, (u, v) -> allowed[classes[u]][classes[v]]);
    m.start(warm);
    return m;
  }

  /**
   * A perfect matching of the bracket under the class filter with the most pairs across the two
   * subgroups (classes other than {@link #L_ANY} are the smaller subgroup), or null when there is
   * no perfect matching.
   */
  private int[] maximumAcross(int[] classes, boolean[][] allowed) {
    // Weight n per pair and one more per pair across: any perfect matching outweighs the others.
    // With avoidance, digits in base n + 1: pairs, pairs across, pairs not avoided; by TPN pairs,
    // pairs not avoided, pairs across.
    long base = n + 1L;
    WeightedGraph g = new WeightedGraph(n, 1);
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (CardinalityMatching.get(adjacency[u], v) && allowed[classes[u]][classes[v]]) {
          boolean across = (classes[u] == L_ANY) != (classes[v] == L_ANY);
          if (avoidance == null) {
            g.addEdge(u, v, n + (across ? 1L : 0L));
          } else {
            long acrossDigit = across ? 1 : 0;
            long avoidDigit = avoids(u, v) ? 0 : 1;
            g.addEdge(
                u,
                v,
                avoidanceFirst
                    ? (base + avoidDigit) * base + acrossDigit
                    : (base + acrossDigit) * base + avoidDigit);
          }
        }
      }
    }
    int[] mate = matcher.maximumWeightMatching(g);
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        return null;
      }
    }
    return mate;
  }

  /**
   * Step 1 (3.2.4.1): the first {@code m}-set of the smaller subgroup in 4.3 order such that a
   * legal pairing has exactly {@code m} pairs inside the smaller subgroup, each holding one of them
   * (DUB-5); {@code mate} is such a pairing for the sets decided so far.
   */
  private int[] firstShift(
      boolean[] small, int smallSize, int m, boolean[] shifted, int[] mate, boolean smallerIsG1) {
    int[] classes = new int[n];
    for (int v = 0; v < n; v++) {
      classes[v] = small[v] ? S_OPEN : L_ANY;
    }
    int across = smallSize - 2 * m;
    int chosen = 0;
    for (int v : sequence(small, smallerIsG1)) {
      if (chosen == m) {
        break;
      }
      int partner = mate[v];
      if (small[partner] && classes[partner] != S_IN) {
        // mate already pairs v inside the smaller subgroup with a partner not shifted.
        classes[v] = S_IN;
        shifted[v] = true;
        chosen++;
        continue;
      }
      classes[v] = S_IN;
      int[] test = maximumAcross(classes, FIRST);
      if (test != null
          && acrossPairs(test, classes) == across
          && (avoidance == null || avoidedPairs(test) == fewestAvoided)) {
        mate = test;
        shifted[v] = true;
        chosen++;
      } else {
        classes[v] = S_OUT;
      }
    }
    if (chosen != m) {
      throw new IllegalStateException(
          "Dubov 3.2.4: found " + chosen + " of " + m + " shifters in bracket " + ids());
    }
    return mate;
  }

  private int acrossPairs(int[] mate, int[] classes) {
    int across = 0;
    for (int v = 0; v < n; v++) {
      if (classes[v] != L_ANY && classes[mate[v]] == L_ANY) {
        across++;
      }
    }
    return across;
  }

  /**
   * Step 2 (3.2.4.2): the first {@code count}-set of the larger subgroup's own seekers in 4.3 order
   * (DUB-6) such that the new subgroups can be paired across.
   */
  private int[] secondShift(
      boolean[] small,
      boolean[] shiftedFirst,
      int count,
      boolean[] shifted,
      int[] mate,
      boolean smallerIsG1) {
    int[] classes = new int[n];
    boolean[] large = new boolean[n];
    for (int v = 0; v < n; v++) {
      large[v] = !small[v];
      classes[v] = shiftedFirst[v] ? X : small[v] ? S_REST : L_OPEN;
    }
    List<Integer> sequence = sequence(large, !smallerIsG1);
    if (options.classBounds() && avoidance == null) {
      int[] first = firstShifters(classes, sequence, count, mate);
      if (first != null) {
        for (int i = 0; i < count; i++) {
          shifted[sequence.get(i)] = true;
        }
        return first;
      }
    }
    int chosen = 0;
    for (int v : sequence) {
      if (chosen == count) {
        break;
      }
      int partner = mate[v];
      if (large[partner] && classes[partner] != L_IN) {
        // mate already pairs v inside the larger subgroup with a partner not shifted.
        classes[v] = L_IN;
        shifted[v] = true;
        chosen++;
        continue;
      }
      classes[v] = L_IN;
      int[] test;
      if (avoidance == null) {
        int[] warm = mate.clone();
        warm[v] = -1;
        warm[partner] = -1;
        CardinalityMatching m = matching(classes, SECOND, warm);
        test = m.perfect() ? m.mate() : null;
      } else {
        test = fewestAvoidedUnder(classes, SECOND);
        test = test != null && avoidedPairs(test) == fewestAvoided ? test : null;
      }
      if (test != null) {
        mate = test;
        shifted[v] = true;
        chosen++;
      } else {
        classes[v] = L_OUT;
      }
    }
    if (chosen != count) {
      throw new IllegalStateException(
          "Dubov 3.2.4: found " + chosen + " of " + count + " shifters in bracket " + ids());
    }
    return mate;
  }

  /**
   * Step 2 decided at once: a legal pairing of the new subgroups across with the first {@code
   * count} players of {@code sequence} shifted, or null when there is none. When there is one, the
   * player-by-player test of {@link #secondShift} takes exactly those: a player not yet decided may
   * be paired with anybody a shifted one may, so the same pairing passes each of its tests.
   */
  private int[] firstShifters(int[] classes, List<Integer> sequence, int count, int[] mate) {
    int[] trial = classes.clone();
    for (int i = 0; i < count; i++) {
      trial[sequence.get(i)] = L_IN;
    }
    // The rows masked by the classes a class may meet, so that the searches need no filter.
    long[][] members = new long[SECOND.length][];
    for (int c = 0; c < members.length; c++) {
      members[c] = CardinalityMatching.bits(n);
    }
    for (int v = 0; v < n; v++) {
      CardinalityMatching.set(members[trial[v]], v);
    }
    long[][] rows = new long[n][];
    for (int v = 0; v < n; v++) {
      long[] row = adjacency[v].clone();
      boolean[] meets = SECOND[trial[v]];
      for (int w = 0; w < row.length; w++) {
        long allowed = 0;
        for (int c = 0; c < meets.length; c++) {
          allowed |= meets[c] ? members[c][w] : 0;
        }
        row[w] &= allowed;
      }
      rows[v] = row;
    }
    // Greedily from scratch, the most constrained first: step-1 shifters (only the rest of the
    // smaller subgroup), step-2 shifters and the rest of the smaller subgroup (the larger one).
    CardinalityMatching test = new CardinalityMatching(rows, null);
    int[] order = new int[n];
    int k = 0;
    for (int c : new int[] {X, L_IN, S_REST, L_OPEN, L_OUT}) {
      for (int v = 0; v < n; v++) {
        if (trial[v] == c) {
          order[k++] = v;
        }
      }
    }
    test.start(BitMatrix.greedy(rows, order));
    return test.perfect() ? test.mate() : null;
  }

  /**
   * The players of a subgroup in sequence-number order (4.3): White seekers (G1) by ARO then TPN,
   * Black seekers (G2) by TPN, numbered from the middle out (DUB-6: also when G1 was made by TPN).
   */
  private List<Integer> sequence(boolean[] member, boolean isG1) {
    List<PlayerState> pool = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (member[v]) {
        pool.add(players[v]);
      }
    }
    Comparator<PlayerState> sort = isG1 ? DubovOrder.byAro(state) : DubovOrder.byTpn();
    java.util.Map<PlayerState, Integer> index = new java.util.IdentityHashMap<>();
    for (int v = 0; v < n; v++) {
      index.put(players[v], v);
    }
    List<Integer> out = new ArrayList<>();
    for (PlayerState p : DubovOrder.shifterSequence(pool, sort)) {
      out.add(index.get(p));
    }
    return out;
  }

  /** 3.2.5-3.2.6: S1 by ARO then TPN, T2 the first legal transposition of G2 by TPN. */
  private Result transpose(
      boolean[] g1,
      int[] mate,
      boolean[] initialG1,
      boolean byTpn,
      boolean[] shiftedFirst,
      boolean[] shiftedSecond,
      boolean smallerIsG1) {
    List<Integer> s1 = new ArrayList<>();
    List<Integer> g2 = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      (g1[v] ? s1 : g2).add(v);
    }
    Comparator<PlayerState> aro = DubovOrder.byAro(state);
    s1.sort((a, b) -> aro.compare(players[a], players[b]));
    g2.sort(Comparator.comparingInt(v -> players[v].id()));
    int[] match = mate.clone();
    boolean[] fixed = new boolean[n];
    List<PlayerState[]> pairs = new ArrayList<>();
    List<Integer> t2 = new ArrayList<>();
    // ARB-12: only the pairs a pairing with the fewest avoided pairs can hold (tight edges).
    long[][] rows = avoidance == null ? adjacency : tightRows(match, g1);
    for (int s : s1) {
      int taken = -1;
      for (int t : g2) {
        if (fixed[t] || !CardinalityMatching.get(rows[s], t)) {
          continue;
        }
        if (match[s] == t || reroute(s, t, match, fixed, g1, rows)) {
          taken = t;
          break;
        }
      }
      if (taken < 0) {
        throw new IllegalStateException(
            "Dubov 3.2.6: no legal T2 for S1 player " + players[s].id() + " in " + ids());
      }
      fixed[s] = true;
      fixed[taken] = true;
      pairs.add(new PlayerState[] {players[s], players[taken]});
      t2.add(players[taken].id());
    }
    Trace trace =
        new Trace(
            idsWhere(initialG1, true),
            idsWhere(initialG1, false),
            byTpn,
            idsWhere(shiftedFirst, true),
            idsWhere(shiftedSecond, true),
            smallerIsG1,
            idsOf(s1),
            t2);
    return new Result(pairs, trace);
  }

  /**
   * Pairs S1 player {@code s} with G2 player {@code t} and re-pairs the players they leave across
   * the unfixed rest by one alternating path along {@code rows}, when there is one; leaves {@code
   * match} as it was when there is none.
   */
  private boolean reroute(int s, int t, int[] match, boolean[] fixed, boolean[] g1, long[][] rows) {
    int s2 = match[t];
    int t0 = match[s];
    if (CardinalityMatching.get(rows[s2], t0)) {
      // The shortest path: s2 takes t0.
      match[s] = t;
      match[t] = s;
      match[s2] = t0;
      match[t0] = s2;
      return true;
    }
    // Breadth-first search from s2 (G1 side) to t0 (G2 side) along pairs of the unfixed rest.
    if (via == null) {
      via = new int[n];
      seenStamp = new int[n];
      queue = new int[n];
    }
    stamp++;
    int head = 0;
    int tail = 0;
    queue[tail++] = s2;
    seenStamp[s2] = stamp;
    int found = -1;
    while (head < tail && found < 0) {
      int x = queue[head++];
      long[] row = rows[x];
      for (int w = 0; w < row.length && found < 0; w++) {
        long bits = row[w];
        while (bits != 0) {
          int y = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          if (g1[y] || fixed[y] || y == t || seenStamp[y] == stamp) {
            continue;
          }
          seenStamp[y] = stamp;
          via[y] = x;
          if (y == t0) {
            found = y;
            break;
          }
          int next = match[y];
          if (next != s && seenStamp[next] != stamp) {
            seenStamp[next] = stamp;
            queue[tail++] = next;
          }
        }
      }
    }
    if (found < 0) {
      return false;
    }
    match[s] = t;
    match[t] = s;
    // Flip the path: each G2 player on it takes the G1 player it was reached from.
    int y = found;
    while (y >= 0) {
      int x = via[y];
      int previous = x == s2 ? -1 : match[x];
      match[y] = x;
      match[x] = y;
      y = previous;
    }
    return true;
  }

  // ------------------------------------------------------------------ soft avoidance (ARB-12)

  private boolean avoids(int u, int v) {
    return CardinalityMatching.get(avoided[u], v);
  }

  private int cost(int u, int v) {
    return avoids(u, v) ? 1 : 0;
  }

  /** The avoided pairs of a perfect matching. */
  private int avoidedPairs(int[] mate) {
    int count = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] > v && avoids(v, mate[v])) {
        count++;
      }
    }
    return count;
  }

  /**
   * A perfect matching of the bracket's legal pairs that {@code allowed} lets through by class with
   * the fewest avoided pairs, or null when there is none.
   */
  private int[] fewestAvoidedUnder(int[] classes, boolean[][] allowed) {
    long base = n + 1L;
    WeightedGraph g = new WeightedGraph(n, 1);
    for (int u = 0; u < n; u++) {
      for (int v = u + 1; v < n; v++) {
        if (CardinalityMatching.get(adjacency[u], v) && allowed[classes[u]][classes[v]]) {
          g.addEdge(u, v, base + (avoids(u, v) ? 0 : 1));
        }
      }
    }
    int[] mate = matcher.maximumWeightMatching(g);
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        return null;
      }
    }
    return mate;
  }

  /**
   * The legal pairs of the bracket that a pairing of G1 against G2 with the fewest avoided pairs
   * can hold, as bit rows: {@code match} is such a pairing, and the potentials of its shortest
   * alternating paths make every pair's reduced cost non-negative and those of {@code match} zero.
   *
   * <p>Forcing a pair and re-pairing along an alternating path changes the avoided pairs by the sum
   * of the reduced costs of the pairs it makes, so the pairings with the fewest avoided pairs are
   * exactly those made of pairs of reduced cost zero; fixing pairs and re-pairing along such paths
   * keeps the potentials valid for the players left. So 3.2.6 runs as without avoidance, on these
   * rows.
   */
  private long[][] tightRows(int[] match, boolean[] g1) {
    // Shortest paths from a source joined to every G2 player at no cost: a G1 player is reached
    // only through its partner (G2 -> G1 along a pair of match, less its cost), a G2 player from
    // any G1 player it may meet outside match (plus that pair's cost). No cycle is negative, since
    // match has the fewest avoided pairs.
    int[] potential = new int[n];
    for (int v = 0; v < n; v++) {
      potential[v] = g1[v] ? -cost(v, match[v]) : 0;
    }
    boolean changed = true;
    for (int pass = 0; changed; pass++) {
      if (pass > n) {
        throw new IllegalStateException(
            "Dubov 3.2.6: the avoiding pairing is not the best in bracket " + ids());
      }
      changed = false;
      for (int x = 0; x < n; x++) {
        if (!g1[x]) {
          continue;
        }
        long[] row = adjacency[x];
        for (int w = 0; w < row.length; w++) {
          long bits = row[w];
          while (bits != 0) {
            int y = (w << 6) + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            if (g1[y] || y == match[x]) {
              continue;
            }
            int d = potential[x] + cost(x, y);
            if (d < potential[y]) {
              potential[y] = d;
              potential[match[y]] = d - cost(match[y], y);
              changed = true;
            }
          }
        }
      }
    }
    long[][] rows = new long[n][];
    for (int v = 0; v < n; v++) {
      rows[v] = CardinalityMatching.bits(n);
    }
    for (int x = 0; x < n; x++) {
      if (!g1[x]) {
        continue;
      }
      long[] row = adjacency[x];
      for (int w = 0; w < row.length; w++) {
        long bits = row[w];
        while (bits != 0) {
          int y = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
          if (!g1[y] && cost(x, y) + potential[x] - potential[y] == 0) {
            CardinalityMatching.set(rows[x], y);
            CardinalityMatching.set(rows[y], x);
          }
        }
      }
    }
    return rows;
  }

  private Integer[] indices() {
    Integer[] out = new Integer[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }

  private List<Integer> idsWhere(boolean[] flag, boolean value) {
    List<Integer> out = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (flag[v] == value) {
        out.add(players[v].id());
      }
    }
    out.sort(null);
    return out;
  }

  private List<Integer> idsOf(List<Integer> vertices) {
    List<Integer> out = new ArrayList<>();
    for (int v : vertices) {
      out.add(players[v].id());
    }
    return out;
  }

  private List<Integer> ids() {
    List<Integer> out = new ArrayList<>();
    for (PlayerState p : players) {
      out.add(p.id());
    }
    return out;
  }

  private static void allow(boolean[][] table, int a, int b) {
    table[a][b] = true;
    table[b][a] = true;
  }
}
