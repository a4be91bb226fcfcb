package org.swisspair.solver.dubov;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.swiss.Brackets;

/**
 * The brackets of a complete Dubov round-pairing, rebuilt for the checker and the explanation
 * (1.3.2, 1.9.2): the PAB receiver is in none (3.1); the scoregroups are taken top-down, each
 * bracket holding the scoregroup's players not yet placed as residents and their lower-scored
 * opponents as upfloaters. There are no downfloaters in this system.
 */
public final class DubovBrackets {
  private DubovBrackets() {}

  /**
   * The brackets of {@code boards} (the PAB as {@code id 0}), top first; a {@link FinishedBracket}
   * holds the upfloaters in {@code incoming}, the pairs as (higher ranked, lower ranked) in ranking
   * order, and in {@code floaters} only residents the boards leave unpaired (never in a valid
   * pairing).
   */
  public static List<FinishedBracket> reconstruct(RoundState s, List<Pair> boards) {
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
    List<Integer> inBrackets = new ArrayList<>();
    for (int id : s.playersToPair()) {
      if (id != pab) {
        inBrackets.add(id);
      }
    }
    Set<Integer> placed = new HashSet<>();
    List<FinishedBracket> out = new ArrayList<>();
    for (int score : Brackets.scoregroups(s, inBrackets)) {
      List<Integer> residents = new ArrayList<>();
      for (int id : inBrackets) {
        if (s.player(id).pairingScore() == score && !placed.contains(id)) {
          residents.add(id);
        }
      }
      if (residents.isEmpty()) {
        continue;
      }
      residents.sort((a, b) -> DubovOrder.ranking().compare(s.player(a), s.player(b)));
      List<Integer> upfloaters = new ArrayList<>();
      List<List<Integer>> pairs = new ArrayList<>();
      List<Integer> unpaired = new ArrayList<>();
      Set<Integer> seen = new HashSet<>();
      for (int id : residents) {
        if (seen.contains(id)) {
          continue;
        }
        Integer other = partner.get(id);
        if (other == null || placed.contains(other)) {
          unpaired.add(id);
          continue;
        }
        PlayerState a = s.player(id);
        PlayerState b = s.player(other);
        PlayerState higher = DubovOrder.higher(a, b);
        pairs.add(List.of(higher.id(), higher == a ? b.id() : a.id()));
        seen.add(id);
        seen.add(other);
        if (b.pairingScore() != score) {
          upfloaters.add(other);
        }
      }
      upfloaters.sort((a, b) -> DubovOrder.upfloaterPool().compare(s.player(a), s.player(b)));
      placed.addAll(residents);
      placed.addAll(upfloaters);
      out.add(
          new FinishedBracket(
              s, out.size(), score, residents, upfloaters, pairs, unpaired, null, pab));
    }
    // Link each bracket to the next, from the bottom up (records are immutable).
    for (int i = out.size() - 2; i >= 0; i--) {
      out.set(i, out.get(i).withNext(out.get(i + 1)));
    }
    return out;
  }
}
