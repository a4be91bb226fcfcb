package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * One round of the rating-based system: the score brackets from the highest down (C), each paired
 * by {@link BracketProcedure}, with the two steps that reach into another bracket: C.12 (a
 * moved-down player cannot be paired: the bracket above is re-paired so that another player comes
 * down) and C.13 (the lowest bracket cannot be completed: the penultimate is re-paired, and when p
 * becomes zero there the two are joined and the step repeats one bracket up).
 */
final class RatingRound {
  /**
   * One bracket as paired.
   *
   * @param score the residents' pairing score
   * @param mdps players moved down into it
   * @param residents its score group
   * @param outcome what the procedure did
   * @param forceHeterogeneous merged by C.13
   * @param via the step that made this pairing (C.12, C.13), "" for the first run
   */
  record Bracket(
      int score,
      List<Integer> mdps,
      List<Integer> residents,
      BracketProcedure.Outcome outcome,
      boolean forceHeterogeneous,
      String via) {}

  private final RoundData d;
  private final CandidateFinder finder;

  RatingRound(RoundData d, CandidateFinder finder) {
    this.d = d;
    this.finder = finder;
  }

  /** The brackets as finally paired, top first; the last one's moved-down player is the bye. */
  List<Bracket> pair() throws NoValidPairingException {
    TreeMap<Integer, List<Integer>> byScore = new TreeMap<>();
    for (int id : d.state.playersToPair()) {
      byScore.computeIfAbsent(-d.player(id).pairingScore(), k -> new ArrayList<>()).add(id);
    }
    List<List<Integer>> groups = new ArrayList<>();
    for (List<Integer> g : byScore.values()) {
      List<Integer> sorted = new ArrayList<>();
      for (int id : d.sorted(g)) {
        sorted.add(id);
      }
      groups.add(sorted);
    }
    List<Bracket> done = new ArrayList<>();
    List<Integer> carried = new ArrayList<>();
    int i = 0;
    boolean c12Done = false;
    while (i < groups.size()) {
      Cancellation.checkpoint();
      boolean lowest = i == groups.size() - 1;
      List<Integer> residents = groups.get(i);
      BracketProcedure.Outcome o =
          run(
              carried,
              residents,
              new BracketProcedure.Options(lowest, c12Done, false, false, null));
      switch (o.status()) {
        case PAIRED -> {
          done.add(new Bracket(score(residents), carried, residents, o, false, ""));
          carried = o.movedDown();
          c12Done = false;
          i++;
        }
        case NEEDS_C12 -> {
          c12Done = true;
          Bracket prev = done.get(done.size() - 1);
          Bracket alt = c12(prev, residents);
          if (alt != null) {
            done.set(done.size() - 1, alt);
            carried = alt.outcome().movedDown();
          }
        }
        case NEEDS_C13 -> {
          c13(done, carried, residents);
          return done;
        }
        case FAILED ->
            throw new IllegalStateException(
                "rating-based: bracket " + residents + " failed without a condition (a bug)");
      }
    }
    return done;
  }

  /**
   * C.12 (RTG-15): the bracket above re-paired (its own procedure, the same number of players moved
   * down, no fewer pairs) so that all the players it moves down can be paired in {@code
   * residents}'s bracket; null when no such pairing exists.
   */
  private Bracket c12(Bracket prev, List<Integer> residents) {
    int k = prev.outcome().movedDown().size();
    GroupSearch.LeftoverTest test =
        down -> down.size() == k && Completion.saturable(d, down, residents);
    BracketProcedure.Outcome o =
        run(
            prev.mdps(),
            prev.residents(),
            new BracketProcedure.Options(false, true, prev.forceHeterogeneous(), true, test));
    if (o.status() != BracketProcedure.Status.PAIRED) {
      return null;
    }
    return new Bracket(
        prev.score(), prev.mdps(), prev.residents(), o, prev.forceHeterogeneous(), "C.12");
  }

  /**
   * C.13 (RTG-15, RTG-14): re-pairs the penultimate bracket (C.14 included) so that the lowest can
   * be completed; when no pairing there allows it (p becomes zero), joins the two, the players from
   * above as S1, and repeats one bracket up. Leaves the final brackets in {@code done}.
   */
  private void c13(List<Bracket> done, List<Integer> carried, List<Integer> lowest)
      throws NoValidPairingException {
    // The players of the brackets already joined to the lowest one, and those the bracket above
    // them moves down.
    List<Integer> joined = new ArrayList<>();
    List<Integer> fromAbove = new ArrayList<>(carried);
    while (true) {
      Cancellation.checkpoint();
      if (done.isEmpty()) {
        List<Integer> above = new ArrayList<>(fromAbove);
        above.addAll(joined);
        boolean merged = !joined.isEmpty();
        BracketProcedure.Outcome o =
            run(above, lowest, new BracketProcedure.Options(true, true, merged, false, null));
        if (o.status() == BracketProcedure.Status.PAIRED) {
          done.add(new Bracket(score(lowest), above, lowest, o, merged, merged ? "C.13" : ""));
          return;
        }
        above.addAll(lowest);
        throw new NoValidPairingException(
            "no pairing complies with the absolute criteria B1 and B2 (rating-based C.13 joined"
                + " every bracket)",
            above);
      }
      Bracket p = done.remove(done.size() - 1);
      List<Integer> below = new ArrayList<>(joined);
      below.addAll(lowest);
      GroupSearch.LeftoverTest test =
          down -> {
            List<Integer> l = new ArrayList<>(down);
            l.addAll(below);
            return Completion.pairable(d, l);
          };
      BracketProcedure.Outcome alt =
          run(
              p.mdps(),
              p.residents(),
              new BracketProcedure.Options(false, true, p.forceHeterogeneous(), false, test));
      if (alt.status() == BracketProcedure.Status.PAIRED) {
        // p became zero there when it pairs nobody: the two brackets are joined.
        boolean whole = alt.pairs().isEmpty();
        List<Integer> above = new ArrayList<>(alt.movedDown());
        above.addAll(joined);
        boolean merged = whole || !joined.isEmpty();
        BracketProcedure.Outcome o =
            run(above, lowest, new BracketProcedure.Options(true, true, merged, false, null));
        if (o.status() == BracketProcedure.Status.PAIRED) {
          if (!whole) {
            done.add(
                new Bracket(
                    p.score(), p.mdps(), p.residents(), alt, p.forceHeterogeneous(), "C.13"));
          }
          done.add(new Bracket(score(lowest), above, lowest, o, merged, "C.13"));
          return;
        }
      }
      // No pairing of the penultimate bracket lets the lowest be completed: they are joined, and
      // the players the bracket above it moved down come down into the joined bracket.
      joined.addAll(0, p.residents());
      fromAbove = new ArrayList<>(p.mdps());
    }
  }

  private BracketProcedure.Outcome run(
      List<Integer> mdps, List<Integer> residents, BracketProcedure.Options options) {
    return new BracketProcedure(d, finder, mdps, residents, options).run();
  }

  private int score(List<Integer> residents) {
    return residents.isEmpty() ? 0 : d.player(residents.get(0)).pairingScore();
  }

  /** The bye receiver, 0 when none. */
  static int bye(List<Bracket> brackets) {
    List<Integer> down = brackets.get(brackets.size() - 1).outcome().movedDown();
    return down.isEmpty() ? 0 : down.get(0);
  }
}
