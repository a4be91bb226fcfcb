package org.swisspair.solver.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.swisspair.model.RoundState;
import org.swisspair.solver.criteria.FinishedBracket;
import org.swisspair.solver.pairing.Pair;

/**
 * Scoregroups and brackets of the systems that pair top-down with downward floaters (Dutch 1.3 and
 * 1.9.2, Burstein 1.2 and 1.9.2): a bracket is a scoregroup plus the players left unpaired above.
 */
public final class Brackets {
  private Brackets() {}

  /** The distinct pairing scores of {@code ids}, highest first (GEN-2: virtual points count). */
  public static List<Integer> scoregroups(RoundState s, List<Integer> ids) {
    TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
    for (int id : ids) {
      scores.add(s.player(id).pairingScore());
    }
    return new ArrayList<>(scores);
  }

  /**
   * Rebuilds the brackets of a complete round-pairing (the PAB as {@code id 0}): a pair is made in
   * the bracket of its lower-scored player, the higher-scored one having come down unpaired.
   *
   * @param ranking the system's order of the players in a bracket
   * @param pabFirst true when the PAB is assigned before the brackets (Burstein 1.9.2), so its
   *     receiver is in none; false when it is the last bracket's floater (Dutch)
   */
  public static List<FinishedBracket> reconstruct(
      RoundState s, List<Pair> boards, Comparator<Integer> ranking, boolean pabFirst) {
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
      if (!(pabFirst && id == pab)) {
        inBrackets.add(id);
      }
    }
    List<Integer> carried = new ArrayList<>();
    List<FinishedBracket> out = new ArrayList<>();
    for (int score : scoregroups(s, inBrackets)) {
      List<Integer> residents = new ArrayList<>();
      for (int id : inBrackets) {
        if (s.player(id).pairingScore() == score) {
          residents.add(id);
        }
      }
      residents.sort(ranking);
      List<Integer> incoming = new ArrayList<>(carried);
      incoming.sort(ranking);
      Set<Integer> present = new HashSet<>(residents);
      present.addAll(incoming);
      List<Integer> all = new ArrayList<>(incoming);
      all.addAll(residents);
      all.sort(ranking);
      List<List<Integer>> pairs = new ArrayList<>();
      List<Integer> down = new ArrayList<>();
      Set<Integer> done = new HashSet<>();
      for (int id : all) {
        if (done.contains(id)) {
          continue;
        }
        Integer other = partner.get(id);
        if (other != null && present.contains(other)) {
          pairs.add(List.of(id, other));
          done.add(id);
          done.add(other);
        } else {
          down.add(id);
        }
      }
      out.add(
          new FinishedBracket(s, out.size(), score, residents, incoming, pairs, down, null, pab));
      carried = down;
    }
    // Link each bracket to the next, from the bottom up (records are immutable).
    for (int i = out.size() - 2; i >= 0; i--) {
      out.set(i, out.get(i).withNext(out.get(i + 1)));
    }
    return out;
  }
}
