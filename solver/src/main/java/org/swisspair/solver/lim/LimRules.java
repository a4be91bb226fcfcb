package org.swisspair.solver.lim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;

/**
 * The rules of a Lim round as the checker reads them: compatibility (2.1, Article 6), colours
 * (Article 5, 7.2), and the scoregroups of a complete pairing in the order the procedure pairs them
 * (2.2). Lim has no numbered criteria, so a group carries no criterion values: two pairings that
 * part in a group are told apart by the procedure alone (LIM-20).
 */
final class LimRules implements PairingRules {
  /** The absolute rules of the Lim system; it has no quality criteria to measure. */
  static final List<Criterion> CRITERIA =
      List.of(
          new Criterion(
              "C1",
              "C.04.1 2",
              Criterion.Kind.ABSOLUTE,
              "two players do not meet twice",
              "games played over the board (C.04.2 3.5)"),
          new Criterion(
              "C2",
              "C.04.1 4",
              Criterion.Kind.ABSOLUTE,
              "no PAB for a player who had one or a win without playing",
              "PAB receivers"),
          new Criterion(
              "2.1",
              "2.1, 5.1.1, 5.1.2, 6",
              Criterion.Kind.ABSOLUTE,
              "colours exist that keep both players within 5.1.1-5.1.2 (last round: not needed"
                  + " between equal scores)",
              "pairs without such colours"));

  private final RoundState state;
  private final LimSettings settings;
  private final LimCompatibility compat;

  LimRules(RoundState state, LimSettings settings) {
    this.state = state;
    this.settings = settings;
    this.compat = new LimCompatibility(state);
  }

  @Override
  public String system() {
    return "Lim";
  }

  @Override
  public List<Criterion> criteria() {
    return CRITERIA;
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    return compat.violated(a, b);
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return LimColours.allocate(state, a, b);
  }

  /** The settings these rules were made with (the same the engine reads). */
  LimSettings settings() {
    return settings;
  }

  /**
   * The scoregroups of a complete pairing in pairing order (2.2): those above the median from the
   * top, those below from the bottom, the median last. A pair belongs to the group of its
   * lower-scored player above the median, of its higher-scored one below it, and to the median
   * group otherwise; each group's unpaired players go on to the next group.
   */
  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    Set<Integer> toPair = new HashSet<>(state.playersToPair());
    Map<Integer, Integer> partner = new HashMap<>();
    int pab = 0;
    for (Pair p : boards) {
      if (p.isBye()) {
        pab = p.white();
      } else if (toPair.contains(p.white()) && toPair.contains(p.black())) {
        partner.put(p.white(), p.black());
        partner.put(p.black(), p.white());
      }
    }
    TreeSet<Integer> scores = new TreeSet<>();
    for (int id : toPair) {
      if (id != pab) {
        scores.add(state.player(id).pairingScore());
      }
    }
    List<Integer> above = new ArrayList<>();
    List<Integer> below = new ArrayList<>();
    for (int s : scores.descendingSet()) {
      if (LimMedian.side(state, s) > 0) {
        above.add(s);
      }
    }
    for (int s : scores) {
      if (LimMedian.side(state, s) < 0) {
        below.add(s);
      }
    }
    List<BracketEvaluation> out = new ArrayList<>();
    List<Integer> carried = side(above, pab, partner, out, true);
    List<Integer> carriedUp = side(below, pab, partner, out, false);
    List<Integer> incoming = new ArrayList<>(carried);
    incoming.addAll(carriedUp);
    int median = (int) Math.floorDiv(LimMedian.twice(state), 2);
    List<Integer> residents = new ArrayList<>();
    for (int id : state.playersToPair()) {
      if (id != pab && LimMedian.side(state, state.player(id).pairingScore()) == 0) {
        residents.add(id);
        median = state.player(id).pairingScore();
      }
    }
    out.add(group(out.size(), median, residents, incoming, partner, true));
    return out;
  }

  private List<Integer> side(
      List<Integer> scores,
      int pab,
      Map<Integer, Integer> partner,
      List<BracketEvaluation> out,
      boolean down) {
    List<Integer> carried = new ArrayList<>();
    for (int s : scores) {
      List<Integer> residents = new ArrayList<>();
      for (int id : state.playersToPair()) {
        if (id != pab && state.player(id).pairingScore() == s) {
          residents.add(id);
        }
      }
      BracketEvaluation e = group(out.size(), s, residents, carried, partner, false);
      out.add(e);
      carried = new ArrayList<>(e.downfloaters());
    }
    return carried;
  }

  /** One group: its pairs are those of its players whose partner is in it and belongs here. */
  private BracketEvaluation group(
      int index,
      int score,
      List<Integer> residents,
      List<Integer> incoming,
      Map<Integer, Integer> partner,
      boolean median) {
    Set<Integer> present = new HashSet<>(residents);
    present.addAll(incoming);
    List<Integer> all = new ArrayList<>(incoming);
    all.addAll(residents);
    all.sort(null);
    List<List<Integer>> pairs = new ArrayList<>();
    List<Integer> floaters = new ArrayList<>();
    Set<Integer> done = new HashSet<>();
    for (int id : all) {
      if (done.contains(id)) {
        continue;
      }
      Integer other = partner.get(id);
      if (other != null && present.contains(other) && (median || belongsHere(id, other, score))) {
        pairs.add(List.of(Math.min(id, other), Math.max(id, other)));
        done.add(id);
        done.add(other);
      } else {
        floaters.add(id);
      }
    }
    List<Integer> sortedResidents = new ArrayList<>(residents);
    sortedResidents.sort(null);
    List<Integer> sortedIncoming = new ArrayList<>(incoming);
    sortedIncoming.sort(null);
    return new BracketEvaluation(
        index, score, sortedResidents, sortedIncoming, pairs, floaters, Map.of());
  }

  /**
   * True when the pair of {@code a} and {@code b} is made in the group of {@code score}: both on
   * one side of the median, in the group of the player nearer the median.
   */
  private boolean belongsHere(int a, int b, int score) {
    int sa = state.player(a).pairingScore();
    int sb = state.player(b).pairingScore();
    int side = LimMedian.side(state, score);
    if (LimMedian.side(state, sa) != side || LimMedian.side(state, sb) != side) {
      return false;
    }
    return side > 0 ? Math.min(sa, sb) == score : Math.max(sa, sb) == score;
  }
}
