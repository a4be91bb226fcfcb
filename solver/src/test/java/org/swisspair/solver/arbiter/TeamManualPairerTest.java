package org.swisspair.solver.arbiter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;

/** Fixed matches and a chosen PAB in the Team system (C.04.6), whose state is its teams'. */
class TeamManualPairerTest {
  private final TeamPairingSystem system = new TeamPairingSystem();

  @Test
  void fixedMatchesPairTheRestAsIfEveryMemberOfThoseTeamsWereAbsent() throws Exception {
    int compared = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Random random = new Random(seed);
      Tournament t;
      try {
        t = new TeamGenerator(system).generate(TeamGenerator.Options.of(7 + (int) seed, 5, seed));
      } catch (NoValidPairingException e) {
        continue;
      }
      TeamTournament tt = system.teams(t);
      for (int round = 2; round <= tt.roundsPaired(); round++) {
        Tournament before = RoundSetup.stateBefore(t, round);
        RoundState state = new RoundState(before, round);
        TeamRoundState ts = new TeamRoundState(system.teams(before), round);
        List<Integer> teams = new ArrayList<>(ts.teamsToPair());
        Collections.shuffle(teams, random);
        ManualRound manual =
            new ManualRound(
                round,
                List.of(new ManualBoard(teams.get(0), teams.get(1), 0)),
                teams.size() % 2 == 1 && !ts.team(teams.get(2)).byeIneligible() ? teams.get(2) : 0);
        if (namedByARecord(tt, round, manual)) {
          // A 320 or 330 record of the file's round keeps a team in it whatever its members do,
          // so member absences cannot take it out (the pairer uses team byes instead).
          continue;
        }
        String where = "seed " + seed + " round " + round + " " + manual;
        List<Pair> byHand;
        try {
          byHand = new ManualPairer(system).pair(state, manual, false).pairing().boards();
        } catch (NoValidPairingException e) {
          byHand = null;
        }
        assertThat(byHand).as(where).isEqualTo(membersAbsent(t, before, ts, manual));
        if (byHand != null) {
          assertThat(byHand).as(where).contains(new Pair(teams.get(0), teams.get(1)));
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThan(5);
  }

  @Test
  void fixingTheEnginesPabTeamMovesTheByeAlsoInAssertionMode() throws Exception {
    int moved = 0;
    for (long seed = 1; seed <= 8; seed++) {
      Tournament t = new TeamGenerator(system).generate(TeamGenerator.Options.of(9, 4, seed));
      TeamTournament tt = system.teams(t);
      for (int round = 2; round <= tt.roundsPaired(); round++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
        int pab = system.pair(state, false).pab();
        TeamRoundState ts = new TeamRoundState(system.teams(state.tournament()), round);
        if (pab == 0 || ts.teamsToPair().size() % 2 == 0) {
          continue;
        }
        int other =
            ts.teamsToPair().get(0) == pab ? ts.teamsToPair().get(1) : ts.teamsToPair().get(0);
        ManualRound manual = new ManualRound(round, List.of(new ManualBoard(other, pab, 0)), 0);
        try {
          RoundPairing p = new ManualPairer(system).pair(state, manual, false).pairing();
          assertThat(p.pab()).as("seed " + seed + " round " + round).isNotZero().isNotEqualTo(pab);
          assertThat(
                  new ManualPairer(org.swisspair.solver.checker.VerifyingPairingSystem.of(system))
                      .pair(state, manual, false)
                      .pairing()
                      .boards())
              .isEqualTo(p.boards());
          moved++;
        } catch (NoValidPairingException e) {
          // No other team may take the PAB and leave the rest pairable.
        }
      }
    }
    assertThat(moved).isPositive();
  }

  @Test
  void refusesAPabInARoundWithAnEvenNumberOfTeams() throws Exception {
    Tournament t = new TeamGenerator(system).generate(TeamGenerator.Options.of(8, 3, 3L));
    RoundState state = new RoundState(RoundSetup.stateBefore(t, 2), 2);
    assertThatThrownBy(
            () -> new ManualPairer(system).pair(state, new ManualRound(2, List.of(), 5), false))
        .isInstanceOf(ArbiterRefusal.class)
        .hasMessageContaining("round 2 has no pairing-allocated bye: 8 teams");
  }

  @Test
  void refusesThePabToATeamThatHadOne() throws Exception {
    for (long seed = 1; seed <= 20; seed++) {
      Tournament t = new TeamGenerator(system).generate(TeamGenerator.Options.of(7, 4, seed));
      TeamTournament tt = system.teams(t);
      for (int k = 1; k <= tt.size(); k++) {
        if (tt.round(k, 1).kind() == MatchKind.PAB) {
          Tournament before = RoundSetup.stateBefore(t, 2);
          ManualRound manual = new ManualRound(2, List.of(), k);
          int team = k;
          assertThatThrownBy(
                  () -> new ManualPairer(system).pair(new RoundState(before, 2), manual, false))
              .isInstanceOf(ArbiterRefusal.class)
              .hasMessageContaining("team " + team + " may not receive the PAB")
              .hasMessageContaining("received the PAB in round 1");
          return;
        }
      }
    }
    throw new AssertionError("no generated team tournament had a PAB in round 1");
  }

  private static boolean namedByARecord(TeamTournament tt, int round, ManualRound manual) {
    List<Integer> teams = new ArrayList<>();
    manual.boards().forEach(b -> teams.addAll(List.of(b.white(), b.black())));
    if (manual.pab() != 0) {
      teams.add(manual.pab());
    }
    for (int k : teams) {
      MatchKind kind = tt.round(k, round).kind();
      if (kind != MatchKind.PLAYED && kind != MatchKind.ABSENT) {
        return true;
      }
    }
    return false;
  }

  /** The second way: every member of the fixed teams absent, paired, the match added back. */
  private List<Pair> membersAbsent(
      Tournament t, Tournament before, TeamRoundState ts, ManualRound manual) {
    Set<Integer> out = new HashSet<>();
    for (ManualBoard b : manual.boards()) {
      out.add(b.white());
      out.add(b.black());
    }
    if (manual.pab() != 0) {
      out.add(manual.pab());
    }
    TeamTournament tt = system.teams(t);
    List<ByeRequest> byes = new ArrayList<>(before.byeRequests());
    for (int team : out) {
      for (int m : tt.members(team)) {
        byes.add(new ByeRequest(m, ts.round(), ResultCode.ZERO_BYE));
      }
    }
    RoundPairing rest;
    try {
      rest = system.pair(new RoundState(before.withByeRequests(byes), ts.round()), false);
    } catch (NoValidPairingException e) {
      return null;
    }
    List<Pair> all = new ArrayList<>();
    manual.boards().forEach(b -> all.add(new Pair(b.white(), b.black())));
    all.addAll(rest.boards());
    if (manual.pab() != 0) {
      all.add(new Pair(manual.pab(), 0));
    }
    return TeamPairingSystem.boardOrder(ts, all);
  }
}
