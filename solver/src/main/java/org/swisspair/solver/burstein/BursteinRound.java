package org.swisspair.solver.burstein;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.EdgeWeight;
import org.swisspair.solver.criteria.WeightLayout;
import org.swisspair.solver.matching.MatchingAlgorithm;
import org.swisspair.solver.matching.WeightedGraph;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.Compatibility;
import org.swisspair.solver.swiss.PabChooser;

/**
 * One round of the Burstein system after its seeding rounds (1.9): the PAB first (3.1), then the
 * brackets top-down. Each bracket is paired by one maximum-weight matching over the bracket and
 * every player below it, whose weight packs the criteria list C4-C8 and then the Article 4 order
 * (4.3: BSN 1's opponent as large as possible, then BSN 2's, ..., a floater's opponent being BSN
 * 0): the first pairing in Article 4 order among those that comply best with C1-C8 (3.2.2, BUR-12).
 * The text's broken cross-references are read as BUR-11 says.
 */
final class BursteinRound {
  private final RoundState state;
  private final MatchingAlgorithm matcher;
  private final Compatibility compatibility;

  BursteinRound(RoundState state, MatchingAlgorithm matcher) {
    this.state = state;
    this.matcher = matcher;
    this.compatibility = new Compatibility(state, Compatibility.AbsoluteColour.NEVER_SAME_ABSOLUTE);
  }

  RoundPairing pair(boolean explain) throws NoValidPairingException {
    Comparator<PlayerState> ranking = BursteinRanking.byState(state);
    // 3.1.5 (BUR-10): among equals, the PAB goes to the lowest ranked player by the Index.
    int pab = PabChooser.choose(compatibility, ranking.reversed());
    List<List<PlayerState>> scoregroups = scoregroups(pab);
    List<PlayerState> incoming = new ArrayList<>();
    List<PlayerState[]> pairs = new ArrayList<>();
    for (int i = 0; i < scoregroups.size(); i++) {
      List<PlayerState> bracket = new ArrayList<>(incoming);
      bracket.addAll(scoregroups.get(i));
      bracket.sort(ranking);
      List<PlayerState> next = i + 1 < scoregroups.size() ? scoregroups.get(i + 1) : List.of();
      List<PlayerState> rest = new ArrayList<>();
      for (int j = i + 2; j < scoregroups.size(); j++) {
        rest.addAll(scoregroups.get(j));
      }
      incoming = pairBracket(new BursteinBracketGraph(bracket, next, rest), pairs);
    }
    if (!incoming.isEmpty()) {
      throw new NoValidPairingException(
          "no valid pairing (Burstein 1.9.3): players " + ids(incoming) + " cannot be paired",
          ids(incoming));
    }
    return publish(pairs, pab, explain);
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
  private List<PlayerState> pairBracket(BursteinBracketGraph g, List<PlayerState[]> pairs)
      throws NoValidPairingException {
    WeightLayout layout = new WeightLayout();
    EdgeWeight criteria = BursteinCriteria.LIST.declare(layout, g);
    EdgeWeight order = declareOrder(layout, g);
    layout.freeze();
    int nv = g.vertexCount();
    WeightedGraph graph = new WeightedGraph(nv, layout.limbs());
    for (int u = 0; u < nv; u++) {
      for (int v = u + 1; v < nv; v++) {
        if (compatibility.compatible(g.players[u], g.players[v])) {
          long[] w = layout.newWeight();
          criteria.add(u, v, w);
          order.add(u, v, w);
          graph.addEdge(u, v, w);
        }
      }
    }
    int[] mate = matcher.maximumWeightMatching(graph);
    List<PlayerState> unpaired = new ArrayList<>();
    for (int v = 0; v < nv; v++) {
      if (mate[v] < 0) {
        unpaired.add(g.players[v]);
      }
    }
    if (!unpaired.isEmpty()) {
      // The PAB was chosen so that everybody else can be paired (C4): this is a bug.
      throw new IllegalStateException(
          "Burstein: players " + ids(unpaired) + " left unpaired although C4 held");
    }
    List<PlayerState> floaters = new ArrayList<>();
    for (int v = 0; v < g.bracketSize; v++) {
      if (mate[v] >= g.bracketSize) {
        floaters.add(g.players[v]);
      } else if (mate[v] > v) {
        pairs.add(new PlayerState[] {g.players[v], g.players[mate[v]]});
      }
    }
    return floaters;
  }

  /**
   * Article 4.3 after the criteria: one field per BSN, most significant first, holding the BSN of
   * its opponent when that opponent ranks lower (a floater's opponent, BSN 0, adds nothing). At the
   * first BSN where two pairings differ, both opponents rank lower, so the larger field wins.
   */
  private static EdgeWeight declareOrder(WeightLayout layout, BursteinBracketGraph g) {
    int n = g.bracketSize;
    int[] field = new int[Math.max(0, n - 1)];
    for (int bsn = 1; bsn < n; bsn++) {
      field[bsn - 1] = layout.field("4.3 opponent of BSN " + bsn, WeightLayout.bitsFor(n));
    }
    return (u, v, w) -> {
      if (g.inBracket(u) && g.inBracket(v)) {
        // Local vertices are BSN - 1, and u < v.
        layout.put(w, field[u], v + 1);
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
        state.round(), boards, BursteinExplainer.explain(state, plain, colours));
  }

  private static List<Integer> ids(List<PlayerState> ps) {
    List<Integer> out = new ArrayList<>();
    for (PlayerState p : ps) {
      out.add(p.id());
    }
    return out;
  }

  /** The pairing score as text, for messages. */
  static String score(PlayerState p) {
    return Points.format(p.pairingScore());
  }
}
