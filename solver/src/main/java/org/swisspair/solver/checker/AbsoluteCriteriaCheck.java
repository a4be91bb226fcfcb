package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Pair;

/**
 * Checks one round's pairing against the Basic Rules (C.04.1) and the Dutch absolute criteria C1-C3
 * (Article 2.1), plus forbidden pairs, and notes colour allocations that differ from Article 5.2.
 */
public final class AbsoluteCriteriaCheck {
  private AbsoluteCriteriaCheck() {}

  /**
   * What the check found.
   *
   * @param violations broken rules: the pairing is not legal
   * @param colourNotes boards whose colours differ from Dutch 5.2 (not illegal by themselves)
   */
  public record Result(List<Violation> violations, List<Violation> colourNotes) {
    public Result {
      violations = List.copyOf(violations);
      colourNotes = List.copyOf(colourNotes);
    }

    /** True when no rule is broken. */
    public boolean legal() {
      return violations.isEmpty();
    }
  }

  /** Checks {@code boards} (the PAB as {@code id 0}) as the pairing of {@code state}'s round. */
  public static Result check(RoundState state, List<Pair> boards) {
    List<Violation> out = new ArrayList<>();
    List<Violation> notes = new ArrayList<>();
    Set<Integer> toPair = new HashSet<>(state.playersToPair());
    Map<Integer, Integer> seen = new TreeMap<>();
    List<Pair> byes = new ArrayList<>();
    for (Pair p : boards) {
      seen.merge(p.white(), 1, Integer::sum);
      if (p.isBye()) {
        byes.add(p);
      } else {
        seen.merge(p.black(), 1, Integer::sum);
      }
    }
    // C.04.1 3: each player to be paired gets exactly one opponent or the PAB.
    for (Map.Entry<Integer, Integer> e : seen.entrySet()) {
      int id = e.getKey();
      if (!toPair.contains(id)) {
        out.add(
            new Violation(
                "C.04.1",
                List.of(id),
                "player " + id + " is paired but is not to be paired in round " + state.round()));
      } else if (e.getValue() > 1) {
        out.add(
            new Violation(
                "C.04.1", List.of(id), "player " + id + " appears " + e.getValue() + " times"));
      }
    }
    for (int id : state.playersToPair()) {
      if (!seen.containsKey(id)) {
        out.add(new Violation("C.04.1", List.of(id), "player " + id + " is not paired"));
      }
    }
    // C.04.1 3: a PAB only when the number of players to pair is odd, and only one.
    if (byes.size() > 1) {
      List<Integer> ids = byes.stream().map(Pair::white).toList();
      out.add(new Violation("C.04.1", ids, byes.size() + " pairing-allocated byes: " + ids));
    }
    if (!byes.isEmpty() && toPair.size() % 2 == 0) {
      out.add(
          new Violation(
              "C.04.1",
              List.of(byes.get(0).white()),
              "PAB given although the " + toPair.size() + " players to pair are even"));
    }
    for (Pair bye : byes) {
      int id = bye.white();
      if (toPair.contains(id) && state.player(id).byeIneligible()) {
        // C2: no second PAB, nor one after scoring a win's points without playing.
        out.add(
            new Violation(
                "C2",
                List.of(id),
                "PAB to player "
                    + id
                    + " who already had a PAB or a win's points without playing"));
      }
    }
    for (Pair p : boards) {
      if (p.isBye() || !isKnown(state, p.white()) || !isKnown(state, p.black())) {
        continue;
      }
      PlayerState w = state.player(p.white());
      PlayerState b = state.player(p.black());
      List<Integer> ids = List.of(p.white(), p.black());
      if (p.white() == p.black()) {
        out.add(new Violation("C.04.1", ids, "player " + p.white() + " paired with themself"));
        continue;
      }
      // C1: no rematch of a played game; forfeited games may be replayed (C.04.2 3.5).
      if (w.opponents().contains(b.id())) {
        out.add(
            new Violation("C1", ids, "players " + w.id() + " and " + b.id() + " already played"));
      }
      // C3: non-topscorers with the same absolute colour preference must not meet.
      if (w.preference().strength() == Strength.ABSOLUTE
          && b.preference().strength() == Strength.ABSOLUTE
          && w.preference().colour() == b.preference().colour()
          && !w.topscorer()
          && !b.topscorer()) {
        out.add(
            new Violation(
                "C3",
                ids,
                "both have an absolute preference for "
                    + w.preference().colour()
                    + " and neither is a topscorer"));
      }
      if (state.forbidden(w.id(), b.id())) {
        out.add(
            new Violation(
                "forbidden",
                ids,
                "players "
                    + w.id()
                    + " and "
                    + b.id()
                    + " may not be paired in round "
                    + state.round()));
      }
      ColourAllocation c = DutchColourRule.allocate(w, b, state);
      if (c.white() != p.white()) {
        notes.add(
            new Violation(
                c.article(),
                ids,
                "Dutch "
                    + c.article()
                    + " gives White to "
                    + c.white()
                    + " (scores "
                    + Points.format(w.pairingScore())
                    + "-"
                    + Points.format(b.pairingScore())
                    + ")"));
      }
    }
    return new Result(out, notes);
  }

  private static boolean isKnown(RoundState state, int id) {
    return id >= 1 && id <= state.tournament().size();
  }
}
