package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.TeamColourPreference;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.criteria.AvoidedPairs;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.twostage.AvoidedPairCriterion;

/**
 * The Team system's rules for one round as the checker reads them (Team Articles 2-4); the numbers
 * in and out are team TPNs, so {@link #forbids} and {@link #colours} read the ids of the states
 * they are given as TPNs. With soft avoidance (not FIDE; ARB-14) its value follows C10.
 */
public final class TeamRules implements PairingRules {
  private final TeamRoundState state;
  private final TeamColours colours;
  private final Avoidance avoidance;

  /** The rules of the round of {@code state}. */
  public TeamRules(TeamRoundState state) {
    this(state, null);
  }

  /** The rules of the round of {@code state} with soft avoidance over team TPNs, null for none. */
  public TeamRules(TeamRoundState state, Avoidance avoidance) {
    this.state = state;
    this.colours = new TeamColours(state);
    this.avoidance = avoidance;
  }

  /** The criteria of the Team system, absolute ones first (Team 2.1-2.3). */
  public static final List<Criterion> CRITERIA =
      List.of(
          new Criterion("C1", "2.1.1", Criterion.Kind.ABSOLUTE, "no rematch", "played matches"),
          new Criterion(
              "C2", "2.1.2", Criterion.Kind.ABSOLUTE, "no second PAB", "PAB, forfeit win, FPB"),
          new Criterion(
              "C3", "2.2.1", Criterion.Kind.COMPLETION, "a legal pairing for all", "pairable"),
          new Criterion("C4", "2.3.1", Criterion.Kind.QUALITY, "minimise upfloaters", "count"),
          new Criterion(
              "C5", "2.3.2", Criterion.Kind.QUALITY, "maximise upfloater scores", "scores"),
          new Criterion(
              "C6", "2.3.3", Criterion.Kind.QUALITY, "next scoregroup pairable", "upfloaters"),
          new Criterion(
              "C7", "2.3.4", Criterion.Kind.QUALITY, "upfloaters who floated before", "count"),
          new Criterion(
              "C8", "2.3.5", Criterion.Kind.QUALITY, "colour preferences not fulfilled", "teams"),
          new Criterion(
              "C9", "2.3.6", Criterion.Kind.QUALITY, "strong preferences not fulfilled", "teams"),
          new Criterion(
              "C10",
              "2.3.7",
              Criterion.Kind.QUALITY,
              "upfloaters' opponents who floated",
              "count"));

  @Override
  public String system() {
    return "Team";
  }

  @Override
  public List<Criterion> criteria() {
    if (avoidance == null) {
      return CRITERIA;
    }
    List<Criterion> all = new ArrayList<>(CRITERIA);
    all.add(AvoidedPairCriterion.CRITERION);
    return List.copyOf(all);
  }

  @Override
  public String forbids(PlayerState a, PlayerState b) {
    return forbids(a.id(), b.id());
  }

  /** The absolute criterion that forbids teams {@code a} and {@code b} to meet, null if none. */
  public String forbids(int a, int b) {
    if (state.team(a).opponents().contains(b)) {
      return "C1";
    }
    return state.forbidden(a, b) ? "forbidden" : null;
  }

  @Override
  public ColourAllocation colours(PlayerState a, PlayerState b) {
    return colours.allocate(a.id(), b.id());
  }

  /**
   * The brackets of a complete round-pairing rebuilt from the top (3.3.2): the top-scoregroup and
   * the lower teams its members met are one bracket; each measured by C4, C5 (negated scores, so
   * that smaller is better), C7, C8, C9, C10.
   */
  @Override
  public List<BracketEvaluation> evaluate(List<Pair> boards) {
    Map<Integer, Integer> opponent = new HashMap<>();
    Set<Integer> rest = new HashSet<>();
    for (Pair p : boards) {
      if (!p.isBye()) {
        opponent.put(p.white(), p.black());
        opponent.put(p.black(), p.white());
        rest.add(p.white());
        rest.add(p.black());
      }
    }
    List<BracketEvaluation> out = new ArrayList<>();
    boolean late = state.inLastTwoRounds();
    while (!rest.isEmpty()) {
      int top = rest.stream().mapToInt(t -> state.team(t).pairingScore()).max().getAsInt();
      List<Integer> residents = new ArrayList<>();
      for (int t : rest) {
        if (state.team(t).pairingScore() == top) {
          residents.add(t);
        }
      }
      residents.sort(null);
      List<Integer> up = new ArrayList<>();
      List<List<Integer>> pairs = new ArrayList<>();
      long c7 = 0;
      long c8 = 0;
      long c9 = 0;
      long c10 = 0;
      for (int r : residents) {
        int o = opponent.get(r);
        if (state.team(o).pairingScore() < top) {
          up.add(o);
          c7 += !late && state.team(o).floatedLastRound() ? 1 : 0;
          c10 += !late && state.team(r).floatedLastRound() ? 1 : 0;
        }
        if (r < o || state.team(o).pairingScore() < top) {
          pairs.add(List.of(r, o));
          ColourAllocation c = colours.allocate(r, o);
          for (int t : new int[] {r, o}) {
            TeamColourPreference pref = state.team(t).preference();
            Colour got = t == c.white() ? Colour.WHITE : Colour.BLACK;
            if (pref.any() && pref.colour() != got) {
              c8++;
              c9 += pref.strength() == TeamColourPreference.Strength.STRONG ? 1 : 0;
            }
          }
        }
      }
      List<Long> c5 = new ArrayList<>();
      for (int u : up) {
        c5.add((long) -state.team(u).pairingScore());
      }
      c5.sort(null);
      java.util.Collections.reverse(c5);
      Map<String, List<Long>> criteria = new LinkedHashMap<>();
      criteria.put("C4", List.of((long) up.size()));
      criteria.put("C5", c5);
      criteria.put("C7", List.of(c7));
      criteria.put("C8", List.of(c8));
      if (state.tournament().settings().preferences() == PreferenceType.B) {
        criteria.put("C9", List.of(c9));
      }
      criteria.put("C10", List.of(c10));
      if (avoidance != null) {
        long avoided = 0;
        for (List<Integer> p : pairs) {
          avoided += avoidance.avoids(p.get(0), p.get(1)) ? 1 : 0;
        }
        criteria.put(AvoidedPairs.ID, List.of(avoided));
      }
      out.add(new BracketEvaluation(out.size(), top, residents, up, pairs, List.of(), criteria));
      rest.removeAll(residents);
      rest.removeAll(up);
    }
    return out;
  }

  /** The state of team {@code t}. */
  TeamState team(int t) {
    return state.team(t);
  }
}
