package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;

/**
 * Reconstructs, from a complete round-pairing, the brackets the Dutch system pairs top-down
 * (Articles 1.3, 1.9.2 and 3) and measures each against the quality criteria C5-C21 (Article
 * 2.3-2.4), so that two pairings of the same round can be compared bracket by bracket.
 *
 * <p>A pair is made in the bracket of its lower-scored player: the higher-scored one must have
 * remained unpaired above (a downfloater) and arrived as an MDP (Article 1.4.1).
 */
public final class DutchBracketEvaluator {
  private DutchBracketEvaluator() {}

  /** The criteria measured per bracket, in descending priority. */
  public static final List<String> CRITERIA =
      List.of(
          "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17",
          "C18", "C19", "C20", "C21");

  /** The brackets of {@code boards} (the PAB as {@code id 0}) for the round of {@code s}. */
  public static List<BracketEvaluation> evaluate(RoundState s, List<Pair> boards) {
    Set<Integer> toPair = new HashSet<>(s.playersToPair());
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
    Comparator<Integer> ranking = rankingOrder(s);
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    for (int id : s.playersToPair()) {
      scores.add(s.player(id).pairingScore());
    }
    List<Integer> carried = new ArrayList<>();
    List<Raw> raws = new ArrayList<>();
    for (int score : scores) {
      List<Integer> residents = new ArrayList<>();
      for (int id : s.playersToPair()) {
        if (s.player(id).pairingScore() == score) {
          residents.add(id);
        }
      }
      residents.sort(ranking);
      List<Integer> mdps = new ArrayList<>(carried);
      mdps.sort(ranking);
      Set<Integer> present = new HashSet<>(residents);
      present.addAll(mdps);
      List<Integer> all = new ArrayList<>(mdps);
      all.addAll(residents);
      List<List<Integer>> pairs = new ArrayList<>();
      List<Integer> down = new ArrayList<>();
      Set<Integer> done = new HashSet<>();
      for (int id : all) {
        if (done.contains(id)) {
          continue;
        }
        Integer other = partner.get(id);
        if (other != null && present.contains(other)) {
          // A pair made here: both present, so the lower-scored one is a resident.
          pairs.add(List.of(id, other));
          done.add(id);
          done.add(other);
        } else {
          down.add(id);
        }
      }
      raws.add(new Raw(score, residents, mdps, pairs, down));
      carried = down;
    }
    List<BracketEvaluation> out = new ArrayList<>();
    for (int i = 0; i < raws.size(); i++) {
      Raw r = raws.get(i);
      Raw next = i + 1 < raws.size() ? raws.get(i + 1) : null;
      out.add(measure(s, i, r, next, pab, i == raws.size() - 1));
    }
    return out;
  }

  /** Compares two pairings of the same round; empty when they make the same pairs and byes. */
  public static Optional<BracketComparison> compare(
      RoundState s, List<Pair> first, List<Pair> second) {
    return BracketComparison.of(evaluate(s, first), evaluate(s, second));
  }

  /** Dutch 1.2: pairing score descending, then TPN ascending. */
  public static Comparator<Integer> rankingOrder(RoundState s) {
    return Comparator.<Integer>comparingInt(id -> -s.player(id).pairingScore())
        .thenComparingInt(id -> id);
  }

  private record Raw(
      int score,
      List<Integer> residents,
      List<Integer> mdps,
      List<List<Integer>> pairs,
      List<Integer> down) {}

  private static BracketEvaluation measure(
      RoundState s, int index, Raw r, Raw next, int pab, boolean last) {
    Map<String, List<Long>> v = new LinkedHashMap<>();
    Set<Integer> mdps = new HashSet<>(r.mdps());
    // C5: the PAB assignee's score, decided in the last bracket.
    v.put("C5", last && pab != 0 ? List.of((long) s.player(pab).score()) : List.of());
    // C6: number of downfloaters; C7: their scores, highest first.
    v.put("C6", List.of((long) r.down().size()));
    v.put("C7", scoresDescending(s, r.down()));
    // C8: the next bracket's downfloaters (count, then scores) given this bracket's downfloaters.
    List<Long> c8 = new ArrayList<>();
    if (next != null) {
      c8.add((long) next.down().size());
      c8.addAll(scoresDescending(s, next.down()));
    }
    v.put("C8", c8);
    // C9: unplayed games of the PAB assignee, for a bracket whose only downfloater gets the PAB.
    v.put(
        "C9",
        pab != 0 && r.down().equals(List.of(pab))
            ? List.of((long) s.player(pab).unplayedRounds())
            : List.of());
    long c10 = 0;
    long c11 = 0;
    long c12 = 0;
    long c13 = 0;
    long c15 = 0;
    long c17 = 0;
    List<Long> c18 = new ArrayList<>();
    List<Long> c19 = new ArrayList<>();
    List<Long> c20 = new ArrayList<>();
    List<Long> c21 = new ArrayList<>();
    for (List<Integer> pair : r.pairs()) {
      PlayerState a = s.player(pair.get(0));
      PlayerState b = s.player(pair.get(1));
      ColourAllocation c = DutchColourRule.allocate(a, b, s);
      Colour ca = c.white() == a.id() ? Colour.WHITE : Colour.BLACK;
      Colour cb = ca.opposite();
      boolean topPair = a.topscorer() || b.topscorer();
      for (PlayerState p : List.of(a, b)) {
        Colour got = p == a ? ca : cb;
        if (topPair) {
          // C10: topscorers and their opponents beyond a colour difference of 2.
          int diff = p.colourDifference() + (got == Colour.WHITE ? 1 : -1);
          if (Math.abs(diff) > 2) {
            c10++;
          }
          // C11: topscorers and their opponents with the same colour three times in a row.
          if (p.recentColour(0) == got && p.recentColour(1) == got) {
            c11++;
          }
        }
        Colour pref = p.preference().colour();
        if (pref != Colour.NONE && pref != got) {
          c12++;
          if (p.preference().strength().compareTo(Strength.STRONG) >= 0) {
            c13++;
          }
        }
      }
      PlayerState mdp = mdps.contains(a.id()) ? a : mdps.contains(b.id()) ? b : null;
      if (mdp != null) {
        PlayerState opp = mdp == a ? b : a;
        long diff = mdp.pairingScore() - opp.pairingScore();
        if (opp.floatBefore(1) == FloatDirection.UP) {
          c15++;
          c19.add(diff);
        }
        if (opp.floatBefore(2) == FloatDirection.UP) {
          c17++;
          c21.add(diff);
        }
        if (mdp.floatBefore(1) == FloatDirection.DOWN) {
          c18.add(diff);
        }
        if (mdp.floatBefore(2) == FloatDirection.DOWN) {
          c20.add(diff);
        }
      }
    }
    long c14 = 0;
    long c16 = 0;
    for (int id : r.down()) {
      if (!mdps.contains(id)) {
        // C14/C16: resident downfloaters who downfloated one / two rounds before.
        c14 += s.player(id).floatBefore(1) == FloatDirection.DOWN ? 1 : 0;
        c16 += s.player(id).floatBefore(2) == FloatDirection.DOWN ? 1 : 0;
      }
    }
    v.put("C10", List.of(c10));
    v.put("C11", List.of(c11));
    v.put("C12", List.of(c12));
    v.put("C13", List.of(c13));
    v.put("C14", List.of(c14));
    v.put("C15", List.of(c15));
    v.put("C16", List.of(c16));
    v.put("C17", List.of(c17));
    v.put("C18", descending(c18));
    v.put("C19", descending(c19));
    v.put("C20", descending(c20));
    v.put("C21", descending(c21));
    return new BracketEvaluation(index, r.score(), r.residents(), r.mdps(), r.pairs(), r.down(), v);
  }

  private static List<Long> scoresDescending(RoundState s, List<Integer> ids) {
    List<Long> out = new ArrayList<>();
    for (int id : ids) {
      out.add((long) s.player(id).pairingScore());
    }
    return descending(out);
  }

  private static List<Long> descending(List<Long> values) {
    List<Long> out = new ArrayList<>(values);
    out.sort(Comparator.reverseOrder());
    return out;
  }
}
