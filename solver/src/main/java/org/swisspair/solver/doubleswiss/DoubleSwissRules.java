package org.swisspair.solver.doubleswiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.PlayerState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.twostage.AvoidedPairCriterion;
import org.swisspair.solver.twostage.PairingIdentifier;
import org.swisspair.solver.twostage.SetOrder;
import org.swisspair.solver.twostage.Unit;

/**
 * The Double-Swiss rules of one round for the checker: C1 and forbidden pairs, the colours of
 * Article 4, and a complete pairing cut into its brackets (the top-scoregroup with the lower
 * players paired to it, 1.3.2) and measured by C4-C8, and by soft avoidance after them when it is
 * given (not FIDE; ARB-14).
 */
public final class DoubleSwissRules implements PairingRules {
  private final DoubleSwissState state;
  private final Avoidance avoidance;

  /** The rules of {@code state}'s round. */
  public DoubleSwissRules(DoubleSwissState state) {
    this(state, null);
  }

  /** The rules of {@code state}'s round with soft avoidance, null for none (ARB-14). */
  public DoubleSwissRules(DoubleSwissState state, Avoidance avoidance) {
    this.state = state;
    this.avoidance = avoidance;
  }

  @Override
  public String system() {
    return "Double-Swiss";
  }

  @Override
  public List<Criterion> criteria() {
    if (avoidance == null) {
      return DoubleSwissCriteria.ALL;
    }
    List<Criterion> all = new ArrayList<>(DoubleSwissCriteria.ALL);
    all.add(AvoidedPairCriterion.CRITERION);
    return List.copyOf(all);
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    return state.compatibility().violated(a, b);
  }

  /**
   * C2 (2.1.2) as the engine reads it: a PAB, a match won by forfeit whatever its score (DSW-8), or
   * a full-point bye.
   */
  @Override
  public boolean byeIneligible(PlayerState p) {
    return !state.unit(p.id()).byeEligible();
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return DoubleSwissColours.allocate(state, a.id(), b.id());
  }

  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    Map<Integer, Integer> partner = new HashMap<>();
    for (Pair p : boards) {
      if (!p.isBye()) {
        partner.put(p.white(), p.black());
        partner.put(p.black(), p.white());
      }
    }
    List<Unit> rest = new ArrayList<>();
    for (int id : partner.keySet()) {
      rest.add(state.unit(id));
    }
    rest.sort(SetOrder.IN_SET);
    boolean last = state.round().isLastRound();
    List<List<Unit>> ups = new ArrayList<>();
    List<List<Unit>> residentsOf = new ArrayList<>();
    List<List<int[]>> pairsOf = new ArrayList<>();
    List<Boolean> nextGroupLeft = new ArrayList<>();
    while (!rest.isEmpty()) {
      int top = rest.get(0).score();
      List<Unit> residents = new ArrayList<>();
      List<Unit> up = new ArrayList<>();
      List<int[]> pairs = new ArrayList<>();
      for (Unit u : rest) {
        if (u.score() == top) {
          residents.add(u);
        }
      }
      for (Unit r : residents) {
        Unit o = state.unit(partner.get(r.id()));
        if (o.score() < top) {
          up.add(o);
        }
        if (o.score() < top || r.id() < o.id()) {
          pairs.add(new int[] {Math.min(r.id(), o.id()), Math.max(r.id(), o.id())});
        }
      }
      rest.removeAll(residents);
      rest.removeAll(up);
      // C6 applies unless the whole following scoregroup went up.
      int following = Integer.MIN_VALUE;
      for (Unit u : up) {
        following = Math.max(following, u.score());
      }
      boolean left = false;
      for (Unit u : rest) {
        following = Math.max(following, u.score());
      }
      for (Unit u : rest) {
        left |= u.score() == following;
      }
      up.sort(SetOrder.IN_SET);
      residentsOf.add(residents);
      ups.add(up);
      pairsOf.add(pairs);
      nextGroupLeft.add(left);
    }
    List<BracketEvaluation> out = new ArrayList<>();
    for (int i = 0; i < residentsOf.size(); i++) {
      List<Unit> up = ups.get(i);
      int top = residentsOf.get(i).get(0).score();
      Map<String, List<Long>> values = new LinkedHashMap<>();
      values.put("C4", List.of((long) up.size()));
      List<Long> diffs = new ArrayList<>();
      for (Unit u : up) {
        diffs.add((long) top - u.score());
      }
      diffs.sort((x, y) -> Long.compare(y, x));
      values.put("C5", diffs);
      boolean c6 = nextGroupLeft.get(i) && i + 1 < ups.size();
      values.put("C6", List.of(c6 ? (long) ups.get(i + 1).size() : 0L));
      long c7 = 0;
      long c8 = 0;
      if (!last) {
        for (Unit u : up) {
          c7 += u.previousFloater() ? 1 : 0;
          c8 += state.unit(partner.get(u.id())).previousFloater() ? 1 : 0;
        }
      }
      values.put("C7", List.of(c7));
      values.put("C8", List.of(c8));
      if (avoidance != null) {
        long avoided = 0;
        for (int[] p : pairsOf.get(i)) {
          avoided += avoidance.avoids(p[0], p[1]) ? 1 : 0;
        }
        values.put(AvoidedPairs.ID, List.of(avoided));
      }
      List<List<Integer>> pairs = new ArrayList<>();
      List<Integer> id = PairingIdentifier.of(pairsOf.get(i));
      int half = id.size() / 2;
      for (int k = 0; k < half; k++) {
        pairs.add(List.of(id.get(k), id.get(k + half)));
      }
      List<Integer> residents = new ArrayList<>();
      for (Unit u : residentsOf.get(i)) {
        residents.add(u.id());
      }
      residents.sort(null);
      out.add(
          new BracketEvaluation(
              i, top, residents, SetOrder.sequence(up), pairs, List.of(), values));
    }
    return out;
  }
}
