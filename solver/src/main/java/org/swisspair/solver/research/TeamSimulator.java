package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;

/**
 * Plays one tournament of a study under the Team system (C.04.6, Type A, match points then game
 * points): the study's field is read as teams, and every team match is played board by board from
 * the game model.
 *
 * <p>The teams: unit {@code k} of the drawn field (TPN order, rating descending) is team {@code k},
 * its strength and rating those of the field; its {@code B} players spread around them by {@link
 * #BOARD_SPREAD} times the team's standard normal draws ({@link Draws#boardSpread}) less their
 * mean, so a team's true strength is exactly the mean of its players' strengths; each player's
 * rating is the team's rating plus the same offset, and the boards are in rating order (board 1
 * strongest). Every team has exactly {@code B} players, no reserve, all playing every match.
 *
 * <p>Per round and team: a pre-set bye or absence from {@link Draws#absence} (240 H or Z), a
 * no-show forfeiting the whole match from {@link Draws#noShow} (330), and board {@code b}'s game
 * decided by the higher-ranked team's {@link Draws#game} number {@code b - 1}. The first-listed
 * team of a match has White on the odd boards (352 WBWB...). Files are built by {@link
 * TeamGenerator#tournament}, read back by {@link org.swisspair.model.trf.TeamRecordReader#read},
 * and measured on the teams: the ranking by match points, then game points, then {@link
 * TieBreak#DEFAULT_ORDER} on the match results, then the lot.
 */
public final class TeamSimulator {
  /** The standard deviation of a team's board strengths around the team's, in rating points. */
  public static final double BOARD_SPREAD = 100;

  private TeamSimulator() {}

  /**
   * A played team tournament.
   *
   * @param played the teams as players ({@link TeamTournament#teamsAsPlayers}, rated with the team
   *     ratings), null when a round could not be paired
   * @param file the tournament of individual board games as a team file, null likewise
   * @param ranking the final ranking of team TPNs, null likewise
   */
  record Played(Simulator.Played played, Tournament file, int[] ranking) {}

  /** Plays the team tournament of {@code draws} under {@code system}. */
  static Played play(Draws draws, PairingSystem system, StudyOptions o) {
    TeamPairingSystem teamSystem = (TeamPairingSystem) system;
    Field f = draws.field();
    int n = f.size();
    int boards = o.boards();
    int rounds = o.rounds();
    int[] rating = new int[n * boards + 1];
    double[] strength = new double[n * boards + 1];
    List<Team> teams = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      double[] offset = offsets(draws, k, boards);
      List<Integer> members = new ArrayList<>();
      for (int b = 0; b < boards; b++) {
        int id = (k - 1) * boards + b + 1;
        members.add(id);
        strength[id] = f.strengths()[k - 1] + offset[b];
        rating[id] =
            (int)
                Math.max(
                    Field.MIN_RATING,
                    Math.min(Field.MAX_RATING, Math.round(f.ratings()[k - 1] + offset[b])));
      }
      teams.add(new Team(k, "Team " + k, "T" + k, "", members, true));
    }
    Map<String, String> header = new LinkedHashMap<>();
    header.put("012", "Study team tournament, seed " + draws.seed());
    header.putAll(TeamGenerator.header(boards));
    String code = TeamGenerator.systemCode(PreferenceType.A, PrimaryScore.MATCH, false);
    Colour initial = draws.whiteFirst() ? Colour.WHITE : Colour.BLACK;
    List<List<RoundEntry>> entries = new ArrayList<>();
    for (int id = 0; id <= n * boards; id++) {
      entries.add(new ArrayList<>());
    }
    List<String> records = new ArrayList<>();
    int[] pab = new int[rounds + 1];
    long[] nanos = new long[rounds];
    for (int r = 1; r <= rounds; r++) {
      for (int k = 1; k <= n; k++) {
        double a = draws.absence(r, k);
        if (a < o.halfByeRate()) {
          records.add(String.format("240 H %3d %4d", r, k));
        } else if (a < o.halfByeRate() + o.zeroByeRate()) {
          records.add(String.format("240 Z %3d %4d", r, k));
        }
      }
      Tournament sofar =
          TeamGenerator.tournament(
              header, teams, entries, rating, records, pab, r - 1, rounds, code, initial);
      RoundPairing pairing = null;
      long start = Simulator.clock();
      try {
        TeamRoundState state = new TeamRoundState(teamSystem.teams(sofar), r);
        if (!state.teamsToPair().isEmpty()) {
          pairing = teamSystem.pair(state, false);
        }
      } catch (NoValidPairingException e) {
        return failed(nanos, "round " + r + ": no valid pairing");
      } catch (RuntimeException e) {
        // As in Simulator: an engine failure is a finding, kept in the row with its seed.
        return failed(
            nanos,
            "round "
                + r
                + ": "
                + Simulator.FAILED
                + e.getClass().getSimpleName()
                + ": "
                + e.getMessage());
      }
      nanos[r - 1] = Simulator.clock() - start;
      if (pairing != null) {
        for (Pair p : pairing.boards()) {
          if (p.isBye()) {
            pab[r] = p.white();
          } else {
            playMatch(draws, o, r, p, teams, strength, entries, records);
          }
        }
      }
      for (int id = 1; id <= n * boards; id++) {
        while (entries.get(id).size() < r) {
          entries.get(id).add(RoundEntry.EMPTY);
        }
      }
    }
    Tournament file =
        TeamGenerator.tournament(
            header, teams, entries, rating, records, pab, rounds, rounds, code, initial);
    TeamTournament tt = teamSystem.teams(file);
    Tournament asPlayers = rated(tt.teamsAsPlayers(), f);
    int[] ranking = ranking(tt, asPlayers, rounds, draws.lot());
    return new Played(new Simulator.Played(asPlayers, nanos, null), file, ranking);
  }

  /**
   * Team {@code k}'s board offsets from its strength, strongest first, summing to zero (zero for
   * one board).
   */
  static double[] offsets(Draws draws, int k, int boards) {
    double[] z = boards > 1 ? Arrays.copyOf(draws.boardSpread(k), boards) : new double[boards];
    double mean = Arrays.stream(z).sum() / boards;
    double[] out = new double[boards];
    for (int b = 0; b < boards; b++) {
      out[b] = BOARD_SPREAD * (z[b] - mean);
    }
    Arrays.sort(out);
    // Board 1 is the strongest: descending order.
    for (int i = 0, j = boards - 1; i < j; i++, j--) {
      double t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  /** One team match: a whole-match forfeit (330) or every board from the game model. */
  private static void playMatch(
      Draws d,
      StudyOptions o,
      int r,
      Pair p,
      List<Team> teams,
      double[] strength,
      List<List<RoundEntry>> entries,
      List<String> records) {
    int x = p.white();
    int y = p.black();
    List<Integer> first = teams.get(x - 1).members();
    List<Integer> second = teams.get(y - 1).members();
    boolean xAbsent = d.noShow(r, x) < o.forfeitRate();
    boolean yAbsent = d.noShow(r, y) < o.forfeitRate();
    if (xAbsent || yAbsent) {
      String result = xAbsent ? (yAbsent ? "--" : "-+") : "+-";
      records.add(String.format("330 %s %3d %3d %3d", result, r, x, y));
      // The 330 record decides the match; the boards hold no game, as TeamGenerator writes them.
      for (List<Integer> team : List.of(first, second)) {
        for (int m : team) {
          entries.get(m).add(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
        }
      }
      return;
    }
    for (int b = 0; b < first.size(); b++) {
      // The first-listed team has White on the odd boards (352 WBWB...).
      boolean firstWhite = b % 2 == 0;
      int whiteId = firstWhite ? first.get(b) : second.get(b);
      int blackId = firstWhite ? second.get(b) : first.get(b);
      int whiteTeam = firstWhite ? x : y;
      int blackTeam = firstWhite ? y : x;
      GameModel.Outcome out = o.model().outcome(strength[whiteId], strength[blackId]);
      int outcome =
          Simulator.outcome(out, whiteTeam < blackTeam, d.game(r, whiteTeam, blackTeam, b));
      ResultCode w =
          outcome == 0 ? ResultCode.WIN : outcome == 1 ? ResultCode.DRAW : ResultCode.LOSS;
      ResultCode bl =
          outcome == 0 ? ResultCode.LOSS : outcome == 1 ? ResultCode.DRAW : ResultCode.WIN;
      entries.get(whiteId).add(new RoundEntry(blackId, Colour.WHITE, w));
      entries.get(blackId).add(new RoundEntry(whiteId, Colour.BLACK, bl));
    }
  }

  /** The teams as players with the team ratings, for the metrics that read ratings (ARO). */
  private static Tournament rated(Tournament t, Field f) {
    List<Player> out = new ArrayList<>();
    for (Player p : t.players()) {
      out.add(
          new Player(
              p.id(),
              p.sex(),
              p.title(),
              p.name(),
              f.ratings()[p.id() - 1],
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.declaredPoints(),
              p.rank(),
              p.rounds()));
    }
    return t.withPlayers(out);
  }

  /**
   * The final ranking: match points, then game points (Team 1.2 with match points primary), then
   * the default tie-breaks on the match results, then the lot.
   */
  static int[] ranking(TeamTournament tt, Tournament asPlayers, int rounds, double[] lot) {
    int n = tt.size();
    int[] mp = new int[n + 1];
    int[] gp = new int[n + 1];
    for (int k = 1; k <= n; k++) {
      for (TeamRound tr : tt.rounds(k)) {
        mp[k] += tr.matchPoints();
        gp[k] += tr.gamePoints();
      }
    }
    int[] tie = Standings.compute(asPlayers, rounds, TieBreak.DEFAULT_ORDER).ranking(lot);
    int[] pos = TournamentMetrics.positions(tie);
    Integer[] ids = new Integer[n];
    for (int i = 0; i < n; i++) {
      ids[i] = i + 1;
    }
    Arrays.sort(
        ids,
        (a, b) ->
            mp[a] != mp[b]
                ? Integer.compare(mp[b], mp[a])
                : gp[a] != gp[b] ? Integer.compare(gp[b], gp[a]) : Integer.compare(pos[a], pos[b]));
    return Arrays.stream(ids).mapToInt(Integer::intValue).toArray();
  }

  private static Played failed(long[] nanos, String error) {
    return new Played(new Simulator.Played(null, nanos, error), null, null);
  }
}
