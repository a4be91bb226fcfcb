package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;

/**
 * Checks one round's pairing against the Basic Rules (C.04.1) and the system's absolute criteria
 * C1-C3, plus forbidden pairs and the colours of each board where an absolute criterion binds them
 * ({@link BoardColourRule}), and notes colour allocations that differ from the system's colour
 * rules.
 */
public final class AbsoluteCriteriaCheck {
  private AbsoluteCriteriaCheck() {}

  /**
   * What the check found.
   *
   * @param violations broken rules: the pairing is not legal
   * @param colourNotes boards whose colours differ from the system's colour rules (not illegal by
   *     themselves)
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

  /**
   * Checks {@code boards} (the PAB as {@code id 0}) as the pairing of {@code state}'s round under
   * {@code rules}.
   */
  public static Result check(PairingRules rules, RoundState state, List<Pair> boards) {
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
      if (toPair.contains(id) && rules.byeIneligible(state.player(id))) {
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
      // C1 and C3 as the system words them, and the organiser's forbidden pairs.
      String broken = rules.forbids(w, b);
      if (broken != null) {
        out.add(new Violation(broken, ids, forbiddenMessage(broken, w, b, state)));
      }
      if (rules instanceof BoardColourRule colourRule) {
        Violation v = colourRule.breaks(w, b);
        if (v != null) {
          out.add(v);
        }
      }
      ColourAllocation c = rules.colours(w, b);
      if (c.white() != p.white()) {
        notes.add(
            new Violation(
                c.article(),
                ids,
                rules.system()
                    + " "
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

  private static String forbiddenMessage(
      String criterion, PlayerState w, PlayerState b, RoundState state) {
    return switch (criterion) {
      case "C1" -> "players " + w.id() + " and " + b.id() + " already played";
      case "C3" ->
          "both have an absolute preference for "
              + w.preference().colour()
              + (w.topscorer() || b.topscorer() ? "" : " and neither is a topscorer");
      default ->
          "players " + w.id() + " and " + b.id() + " may not be paired in round " + state.round();
    };
  }

  private static boolean isKnown(RoundState state, int id) {
    return id >= 1 && id <= state.tournament().size();
  }
}
