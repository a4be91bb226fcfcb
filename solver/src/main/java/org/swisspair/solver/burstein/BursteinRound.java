package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
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
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.swiss.PabChooser;
import org.swisspair.solver.swiss.Pairability;

/**
 * One round of the Burstein system after its seeding rounds (1.9): the PAB first (3.1), then the
 * brackets top-down. Each bracket is paired by one maximum-weight matching over the bracket and
 * every player below it, whose weight packs the criteria list C4-C8 and then the Article 4 order
 * (4.3: BSN 1's opponent as large as possible, then BSN 2's, ..., a floater's opponent being BSN
 * 0): the first pairing in Article 4 order among those that comply best with C1-C8 (3.2.2, BUR-12).
 * The text's broken cross-references are read as BUR-11 says.
 *
 * <p>Before that matching, each bracket is tried at its bounds ({@link BoundedFirstPairing}): the
 * first pairing in Article 4 order with the most pairs, the lowest floater and the fewest unmet
 * colour preferences possible, which is the matching's answer once the brackets below confirm C4
 * and C7. Large fields are paired this way in linear memory; any assumption the brackets below do
 * not confirm sends the round to the matching path.
 */
final class BursteinRound {
  /** {@code -Dswisspair.debug=true}: print every bracket's graph size and solve time. */
  private static final boolean DEBUG = Boolean.getBoolean("swisspair.debug");

  private final RoundState state;
  private final MatchingAlgorithm matcher;
  private final Compatibility compatibility;

  /** The weighted criteria: {@link BursteinCriteria#LIST}, or it with soft avoidance last. */
  private final CriteriaList<BursteinBracketGraph> criteria;

  BursteinRound(RoundState state, MatchingAlgorithm matcher, boolean exactOnly) {
    this(state, matcher, exactOnly, -1, ASKED_BELOW, null, BursteinCriteria.LIST);
  }

  /**
   * A round whose brackets are first tried at their bounds ({@link BoundedFirstPairing}) with
   * {@code budget} steps per bracket player and 64 more (negative: not tried), C4 and C7 asked by
   * the search itself with at most {@code askedBelow} players below, counting the paths taken in
   * {@code paths} (may be null).
   */
  BursteinRound(
      RoundState state,
      MatchingAlgorithm matcher,
      boolean exactOnly,
      long budget,
      int askedBelow,
      BursteinPaths paths,
      CriteriaList<BursteinBracketGraph> criteria) {
    this.state = state;
    this.criteria = criteria;
    this.matcher = matcher;
    this.exactOnly = exactOnly;
    this.budget = budget;
    this.askedBelow = askedBelow;
    this.paths = paths;
    this.compatibility = new Compatibility(state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE);
  }

  /** Steps per bracket player for the bounded search; negative for today's path alone. */
  private final long budget;

  private final BursteinPaths paths;

  private final int askedBelow;

  RoundPairing pair(boolean explain) throws NoValidPairingException {
    Comparator<PlayerState> ranking = BursteinRanking.byState(state);
    if (budget >= 0 && !exactOnly) {
      RoundPairing fast = pairAtBounds(ranking, explain);
      if (fast != null) {
        return fast;
      }
    }
    // 3.1.5 (BUR-10): among equals, the PAB goes to the lowest ranked player by the Index.
    int pab = PabChooser.choose(compatibility, ranking.reversed());
    List<List<PlayerState>> scoregroups = scoregroups(pab);
    if (!exactOnly) {
      try {
        return publish(pairBrackets(scoregroups, ranking, true, false), pab, explain);
      } catch (RelaxationFailed e) {
        if (DEBUG) {
          System.err.println("Burstein: " + e.getMessage() + "; pairing the round exactly");
        }
      }
    }
    return publish(pairBrackets(scoregroups, ranking, false, false), pab, explain);
  }

  /**
   * The round with the first PAB candidate (3.1) and every bracket tried at its bounds first, or
   * null when an assumption fails. The PAB candidate is the one {@link PabChooser} would take if
   * the others can be paired (C4), which a complete pairing of the others proves; each bracket at
   * its bounds is best on C5, C6 and C8, and on C4 and C7 once the brackets below complete the
   * round and the following bracket pairs all its players but one of its lowest score. A bracket
   * whose search gives up is solved on its relaxed graph as in today's path.
   */
  private RoundPairing pairAtBounds(Comparator<PlayerState> ranking, boolean explain) {
    int pab = firstPabCandidate(ranking);
    if (pab < 0) {
      return null;
    }
    try {
      List<PlayerState[]> pairs = pairBrackets(scoregroups(pab), ranking, true, true);
      count(BursteinPaths.Path.BOUNDS);
      return publish(pairs, pab, explain);
    } catch (RelaxationFailed e) {
      if (DEBUG) {
        System.err.println("Burstein: " + e.getMessage() + "; pairing the round as before");
      }
      count(BursteinPaths.Path.FALLBACK);
      return null;
    } catch (NoValidPairingException e) {
      // Unreachable in a relaxed pass; today's path reports it.
      return null;
    }
  }

  /** 0 for an even round, -1 when nobody may get the PAB, else the first candidate by 3.1. */
  private int firstPabCandidate(Comparator<PlayerState> ranking) {
    List<Integer> toPair = state.playersToPair();
    if (toPair.size() % 2 == 0) {
      return 0;
    }
    Comparator<PlayerState> order = PabChooser.order(ranking.reversed());
    PlayerState first = null;
    for (int id : toPair) {
      PlayerState p = state.player(id);
      if (!p.byeIneligible() && (first == null || order.compare(p, first) < 0)) {
        first = p;
      }
    }
    return first == null ? -1 : first.id();
  }

  private void count(BursteinPaths.Path path) {
    if (paths != null) {
      paths.add(path);
    }
  }

  /**
   * Below this many players under a bracket, its search asks C4 and C7 itself; further up the
   * brackets below confirm them.
   */
  static final int ASKED_BELOW = 200;

  /** The bracket's first pairing at its bounds, or null. */
  private BoundedFirstPairing.Result atBounds(
      List<PlayerState> bracket, List<PlayerState> next, List<PlayerState> rest) {
    long t0 = System.nanoTime();
    Predicate<PlayerState> completes = null;
    if (next.size() + rest.size() <= askedBelow) {
      FullNextBracket below = new FullNextBracket(next, rest, compatibility);
      if (bracket.size() % 2 == 0) {
        // No floater: everybody below is paired among themselves (C4), or C5 misses its bound.
        if (!below.belowPairable()) {
          return null;
        }
      } else {
        Map<Integer, Boolean> known = new HashMap<>();
        completes = f -> known.computeIfAbsent(f.id(), id -> below.test(f));
      }
    }
    BoundedFirstPairing search =
        new BoundedFirstPairing(bracket, compatibility, completes, budget * (bracket.size() + 64L));
    BoundedFirstPairing.Result found = search.find();
    if (DEBUG) {
      System.err.printf(
          "bracket of %d at bounds: %s, %d steps, %d us%n",
          bracket.size(),
          found != null ? "found" : "not found",
          search.steps(),
          (System.nanoTime() - t0) / 1000);
    }
    return found;
  }

  /**
   * What the following bracket of {@code floaters} and {@code next} makes at best, as {@link
   * #pairedScores}: all its players paired but, when odd, one of its lowest score (C7's bound).
   */
  private static List<Integer> fullNextBracket(List<PlayerState> floaters, List<PlayerState> next) {
    List<Integer> scores = new ArrayList<>();
    for (PlayerState p : floaters) {
      scores.add(p.pairingScore());
    }
    for (PlayerState p : next) {
      scores.add(p.pairingScore());
    }
    scores.sort(null);
    if (scores.size() % 2 == 1) {
      scores.remove(0);
    }
    scores.add(0, scores.size() / 2);
    return scores;
  }

  /**
   * Below this many players under the next scoregroup, the exact graph is small anyway and
   * completion is where relaxations fail: use the players themselves.
   */
  private static final int RELAXED_REST = 24;

  /** Only exact graphs (for the differential test of the relaxation). */
  private final boolean exactOnly;

  /**
   * Pairs the brackets top-down. With {@code relaxed}, a bracket far from the bottom is solved on
   * its relaxed graph, whose assumptions (the following bracket's pairs and their scores, C7, and
   * the completion of the round, C4) each later bracket must confirm, else {@link
   * RelaxationFailed}: a relaxed bound that is reached is the true optimum, since the relaxation
   * only adds possibilities. With {@code atBounds} (relaxed too), each bracket is first tried by
   * {@link BoundedFirstPairing}, whose C4 and C7 the brackets below confirm in the same way.
   */
  private List<PlayerState[]> pairBrackets(
      List<List<PlayerState>> scoregroups,
      Comparator<PlayerState> ranking,
      boolean relaxed,
      boolean atBounds)
      throws NoValidPairingException {
    List<PlayerState> incoming = new ArrayList<>();
    List<PlayerState[]> pairs = new ArrayList<>();
    List<Integer> expected = null;
    for (int i = 0; i < scoregroups.size(); i++) {
      Cancellation.checkpoint();
      List<PlayerState> bracket = new ArrayList<>(incoming);
      bracket.addAll(scoregroups.get(i));
      bracket.sort(ranking);
      List<PlayerState> next = i + 1 < scoregroups.size() ? scoregroups.get(i + 1) : List.of();
      List<PlayerState> rest = new ArrayList<>();
      for (int j = i + 2; j < scoregroups.size(); j++) {
        rest.addAll(scoregroups.get(j));
      }
      int before = pairs.size();
      BoundedFirstPairing.Result bounded = atBounds ? atBounds(bracket, next, rest) : null;
      // In the relaxed pass an even bracket may take its first perfect candidate; that everybody
      // below stays pairable (C4) is then confirmed by the brackets below.
      List<PlayerState[]> perfect =
          relaxed && !atBounds ? new PerfectCandidate(bracket, compatibility).find() : null;
      boolean relaxedGraph = false;
      List<Integer> claim = null;
      if (bounded != null) {
        pairs.addAll(bounded.pairs());
        incoming = new ArrayList<>(bounded.floaters());
        claim = incoming.isEmpty() ? null : fullNextBracket(incoming, next);
        count(BursteinPaths.Path.BRACKET_AT_BOUNDS);
      } else if (perfect != null) {
        pairs.addAll(perfect);
        incoming = new ArrayList<>();
      } else {
        if (atBounds) {
          count(BursteinPaths.Path.BRACKET_ON_GRAPH);
        }
        boolean[] sinks =
            relaxed && rest.size() >= RELAXED_REST ? sinks(bracket, next, rest) : null;
        BursteinBracketGraph g = new BursteinBracketGraph(bracket, next, rest, sinks);
        incoming = pairBracket(g, pairs, relaxed);
        relaxedGraph = g.relaxed;
      }
      // C7 as the previous relaxed bracket assumed it must be what this bracket achieves.
      if (expected != null && !expected.equals(pairedScores(pairs.subList(before, pairs.size())))) {
        throw new RelaxationFailed(
            "a relaxed bracket's C7 bound was not reached (bracket "
                + i
                + " of "
                + bracket.size()
                + (bounded != null ? ", at bounds" : ", on its graph")
                + ")");
      }
      expected = relaxedGraph ? lastNextBracket : claim;
    }
    if (!incoming.isEmpty()) {
      if (relaxed) {
        throw new RelaxationFailed("the relaxed brackets left players unpaired");
      }
      throw new NoValidPairingException(
          "no valid pairing (Burstein 1.9.3): players " + ids(incoming) + " cannot be paired",
          ids(incoming));
    }
    return pairs;
  }

  /** The pairs the last relaxed solve made in the following bracket, as {@link #pairedScores}. */
  private List<Integer> lastNextBracket;

  /** For each bracket and next-scoregroup player: has a possible opponent in {@code rest}. */
  private boolean[] sinks(
      List<PlayerState> bracket, List<PlayerState> next, List<PlayerState> rest) {
    List<PlayerState> upper = new ArrayList<>(bracket);
    upper.addAll(next);
    boolean[] out = new boolean[upper.size()];
    for (int v = 0; v < upper.size(); v++) {
      for (int j = 0; j < rest.size() && !out[v]; j++) {
        out[v] = compatibility.compatible(upper.get(v), rest.get(j));
      }
    }
    return out;
  }

  /** Number of pairs, then the paired players' scores in ascending order. */
  private static List<Integer> pairedScores(List<PlayerState[]> pairs) {
    List<Integer> scores = new ArrayList<>();
    for (PlayerState[] p : pairs) {
      scores.add(p[0].pairingScore());
      scores.add(p[1].pairingScore());
    }
    scores.sort(null);
    scores.add(0, pairs.size());
    return scores;
  }

  /** A relaxed graph's assumption was not confirmed: pair the round on exact graphs. */
  private static final class RelaxationFailed extends RuntimeException {
    RelaxationFailed(String message) {
      super(message, null, false, false);
    }
  }

  /** The players to pair but the PAB receiver, by pairing score, highest first. */
  private List<List<PlayerState>> scoregroups(int pab) {
    List<PlayerState> all = new ArrayList<>();
    for (int id : state.playersToPair()) {
      if (id != pab) {
        all.add(state.player(id));
      }
    }
    all.sort(Comparator.comparingInt(PlayerState::pairingScore).reversed());
    List<List<PlayerState>> groups = new ArrayList<>();
    for (PlayerState p : all) {
      if (groups.isEmpty()
          || groups.get(groups.size() - 1).get(0).pairingScore() != p.pairingScore()) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(p);
    }
    return groups;
  }

  /** Pairs one bracket into {@code pairs} and returns its outgoing floaters in BSN order. */
  private List<PlayerState> pairBracket(
      BursteinBracketGraph g, List<PlayerState[]> pairs, boolean relaxedPass)
      throws NoValidPairingException {
    int real = g.players.length;
    long t0 = System.nanoTime();
    WeightedGraph graph = build(g, true, null);
    int[] mate = matcher.maximumWeightMatching(graph);
    if (DEBUG) {
      System.err.printf(
          "bracket of %d: %d vertices, %d edges, %d limbs, %d ms%n",
          g.bracketSize,
          g.vertexCount(),
          graph.edgeCount(),
          graph.limbs(),
          (System.nanoTime() - t0) / 1_000_000);
    }
    List<PlayerState> unpaired = new ArrayList<>();
    for (int v = 0; v < real; v++) {
      if (mate[v] < 0) {
        unpaired.add(g.players[v]);
      }
    }
    if (!unpaired.isEmpty()) {
      if (relaxedPass) {
        throw new RelaxationFailed(
            "players " + ids(unpaired) + " unpairable after relaxed brackets");
      }
      // An even round has no PAB choice to prove that everybody can be paired (C4): here it fails.
      if (!Pairability.pairable(state.playersToPair(), compatibility)) {
        throw new NoValidPairingException(
            "no valid pairing (Burstein 1.9.3): players " + ids(unpaired) + " cannot be paired",
            ids(unpaired));
      }
      // The PAB was chosen so that everybody else can be paired (C4): this is a bug.
      throw new IllegalStateException(
          "Burstein: players " + ids(unpaired) + " left unpaired although C4 held");
    }
    if (g.relaxed) {
      List<PlayerState[]> nextPairs = new ArrayList<>();
      for (int v = 0; v < real; v++) {
        if (mate[v] > v && mate[v] < real && g.inNextBracket(v, mate[v])) {
          nextPairs.add(new PlayerState[] {g.players[v], g.players[mate[v]]});
        }
      }
      lastNextBracket = pairedScores(nextPairs);
    }
    List<PlayerState> floaters = new ArrayList<>();
    for (int v = 0; v < g.bracketSize; v++) {
      if (mate[v] >= g.bracketSize || mate[v] < 0) {
        floaters.add(g.players[v]);
      } else if (mate[v] > v) {
        pairs.add(new PlayerState[] {g.players[v], g.players[mate[v]]});
      }
    }
    return floaters;
  }

  /**
   * The bracket's graph weighted by the criteria list and, with {@code withOrder}, the Article 4
   * order; with {@code keep}, only the edges it marks (by their index in the same construction).
   */
  private WeightedGraph build(BursteinBracketGraph g, boolean withOrder, boolean[] keep) {
    WeightLayout layout = new WeightLayout();
    EdgeWeight weights = criteria.declare(layout, g);
    EdgeWeight order = withOrder ? declareOrder(layout, g) : (u, v, w) -> {};
    layout.freeze();
    int real = g.players.length;
    WeightedGraph graph = new WeightedGraph(g.vertexCount(), layout.limbs());
    int edge = 0;
    for (int u = 0; u < real; u++) {
      for (int v = u + 1; v < real; v++) {
        if (compatibility.compatible(g.players[u], g.players[v])
            && (keep == null || keep[edge++])) {
          long[] w = layout.newWeight();
          weights.add(u, v, w);
          order.add(u, v, w);
          graph.addEdge(u, v, w);
        }
      }
      if (g.sinkOf[u] >= 0 && (keep == null || keep[edge++])) {
        long[] w = layout.newWeight();
        weights.add(u, g.sinkOf[u], w);
        graph.addEdge(u, g.sinkOf[u], w);
      }
    }
    return graph;
  }

  /**
   * Article 4.3 after the criteria: one field per BSN, most significant first, holding how far
   * below it its opponent ranks when that opponent ranks lower (a floater's opponent, BSN 0, adds
   * nothing). At the first BSN where two pairings differ, both opponents rank lower, so the larger
   * field wins.
   */
  private static EdgeWeight declareOrder(WeightLayout layout, BursteinBracketGraph g) {
    int n = g.bracketSize;
    int[] field = new int[Math.max(0, n - 1)];
    for (int bsn = 1; bsn < n; bsn++) {
      field[bsn - 1] = layout.field("4.3 opponent of BSN " + bsn, WeightLayout.bitsFor(n - bsn));
    }
    return (u, v, w) -> {
      if (g.inBracket(u) && g.inBracket(v)) {
        // Local vertices are BSN - 1, and u < v.
        layout.put(w, field[u], v - u);
      }
    };
  }

  /** Colours (Article 5) and publishing order (C.04.2 3.6). */
  private RoundPairing publish(List<PlayerState[]> pairs, int pab, boolean explain) {
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> colours = new ArrayList<>();
    for (PlayerState[] p : pairs) {
      PlayerState higher = BursteinRanking.higher(state, p[0], p[1]);
      PlayerState lower = higher == p[0] ? p[1] : p[0];
      BursteinColours.Decision d = BursteinColours.decide(state, higher, lower);
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
        state.round(), boards, BursteinExplainer.explain(state, criteria, plain, colours));
  }

  private static List<Integer> ids(List<PlayerState> ps) {
    List<Integer> out = new ArrayList<>();
    for (PlayerState p : ps) {
      out.add(p.id());
    }
    return out;
  }
}
