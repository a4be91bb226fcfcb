package org.swisspair.solver.tiebreak;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamScoring;
import org.swisspair.model.team.TeamTournament;

/**
 * The tie-breaks of a team event (C.07 Art. 12 and 13): the individual tie-breaks over the teams'
 * match points ({@code :MP}) or game points ({@code :GP}), the unplayed rounds by Article 16 as for
 * players (a forfeited match as a forfeit, the team PAB as a PAB), and the team-only ones.
 */
final class TeamTieBreaks {
  private final TeamTournament teams;
  private final int rounds;
  private final int n;
  private final boolean gamePrimary;
  private final Tournament asPlayers;
  private final TieBreakCalculator mp;
  private final TieBreakCalculator gp;
  private final int boards;

  /** Each team's game points by board (index 1 for board 1) over the rounds, in tenths. */
  private final long[][] boardPoints;

  /** The same by round: [team][round][board]. */
  private final long[][][] byRound;

  TeamTieBreaks(TeamTournament teams, Tournament games, int rounds, TieBreakOptions options) {
    this.teams = teams;
    this.rounds = rounds;
    this.n = teams.size();
    this.gamePrimary = teams.settings().primary() == PrimaryScore.GAME;
    this.asPlayers = teams.teamsAsPlayers();
    TeamScoring s = teams.scoring();
    ScoringSystem g = games.scoring();
    this.boards = Math.max(1, s.boards());
    long[][] m = new long[n + 1][rounds + 1];
    long[][] gps = new long[n + 1][rounds + 1];
    for (int team = 1; team <= n; team++) {
      for (int r = 1; r <= rounds; r++) {
        TeamRound tr = teams.round(team, r);
        m[team][r] = tr.matchPoints();
        gps[team][r] = tr.gamePoints();
      }
    }
    this.mp = new TieBreakCalculator(asPlayers, rounds, options, m, s.draw(), s.win());
    this.gp =
        new TieBreakCalculator(
            asPlayers, rounds, options, gps, boards * g.drawWhite(), boards * g.win());
    this.byRound = boardPointsByRound(games);
    this.boardPoints = new long[n + 1][boards + 1];
    for (int team = 1; team <= n; team++) {
      for (int r = 1; r <= rounds; r++) {
        for (int b = 1; b <= boards; b++) {
          boardPoints[team][b] += byRound[team][r][b];
        }
      }
    }
  }

  /**
   * The game points by board {@code a} scored against {@code b} in the rounds they met over the
   * board (forfeited matches too with {@code forfeitsAsPlayed}), index 1 for board 1.
   */
  long[] encounterBoards(int a, int b, boolean forfeitsAsPlayed) {
    long[] out = new long[boards + 1];
    for (int r = 1; r <= rounds; r++) {
      TeamRound tr = teams.round(a, r);
      if (tr.opponent() == b && (tr.played() || forfeitsAsPlayed && tr.kind().paired())) {
        for (int k = 1; k <= boards; k++) {
          out[k] += byRound[a][r][k];
        }
      }
    }
    return out;
  }

  /** The teams as the participants of a tournament: names, rounds and byes. */
  Tournament asPlayers() {
    return asPlayers;
  }

  /** The calculator of the primary score (C.04.6 1.2: match points unless game points). */
  TieBreakCalculator primary() {
    return gamePrimary ? gp : mp;
  }

  /** The calculator of the secondary score. */
  TieBreakCalculator secondary() {
    return gamePrimary ? mp : gp;
  }

  /** The calculator of a point type: {@code MP}, {@code GP}, or the primary score for none. */
  TieBreakCalculator of(String pointType) {
    return switch (pointType) {
      case "MP" -> mp;
      case "GP" -> gp;
      default -> primary();
    };
  }

  TieBreakCalculator matchPoints() {
    return mp;
  }

  TieBreakCalculator gamePoints() {
    return gp;
  }

  int boards() {
    return boards;
  }

  /** Team {@code id}'s game points on board {@code b} over the rounds, in tenths. */
  long boardPoints(int id, int b) {
    return boardPoints[id][b];
  }

  /** Every value of {@code spec} by team number; EDE, TBR and BBE are ranked elsewhere. */
  TieBreakValue[] values(TieBreakSpec spec) {
    if (!spec.kind().teamOnly()) {
      return of(spec.pointType()).values(spec);
    }
    TieBreakValue[] out = new TieBreakValue[n + 1];
    out[0] = TieBreakValue.NONE;
    for (int id = 1; id <= n; id++) {
      out[id] =
          switch (spec.kind()) {
            case MPVGP -> TieBreakValue.tenths(secondary().points(id));
            case ESB -> extendedSb(id, spec, primary(), secondary());
            case EMMSB -> extendedSb(id, spec, mp, mp);
            case EMGSB -> extendedSb(id, spec, mp, gp);
            case EGMSB -> extendedSb(id, spec, gp, mp);
            case EGGSB -> extendedSb(id, spec, gp, gp);
            case SSSC -> sssc(id, spec);
            case BC -> TieBreakValue.tenths(boardCount(id));
            case EDE, EDET, EDEB, EDEBT, EDEBB, TBR, BBE -> TieBreakValue.of(0);
            default -> throw new IllegalStateException(spec.kind().code());
          };
    }
    return out;
  }

  /**
   * C.07 13.2: each opponent's score of {@code opponents} (adjusted by Art. 16 as for SB) times the
   * points of {@code scored} the team made in that round, Cut-n as for SB.
   */
  private TieBreakValue extendedSb(
      int id, TieBreakSpec spec, TieBreakCalculator opponents, TieBreakCalculator scored) {
    List<TieBreakCalculator.Contribution> c =
        opponents.buchholz(id, spec, r -> scored.roundPoints(id, r));
    return new TieBreakValue(TieBreakCalculator.cutSum(c, spec), 2);
  }

  /**
   * C.07 13.4 (TIE-16): the secondary score plus the primary Buchholz divided by the rounds times a
   * won match's primary points over a won match's secondary points (truncated, at least 1), to
   * 0.01.
   */
  private TieBreakValue sssc(int id, TieBreakSpec spec) {
    TieBreakSpec bh = new TieBreakSpec(TieBreakKind.BH, 0, 0, spec.forfeitsAsPlayed(), 0, "");
    long buchholz = TieBreakCalculator.cutSum(primary().buchholz(id, bh, null), bh);
    long factor = Math.max(1, (long) primary().winPoints() * rounds / secondary().winPoints());
    long hundredths =
        secondary().points(id) * 10 + TieBreakCalculator.halfUp(buchholz * 10, factor);
    return new TieBreakValue(hundredths, 2);
  }

  /** C.07 12.1: the sum over the boards of the board's number times the game points on it. */
  private long boardCount(int id) {
    long sum = 0;
    for (int b = 1; b <= boards; b++) {
      sum += b * boardPoints[id][b];
    }
    return sum;
  }

  /**
   * The game points of each team by board (TIE-17): in a match played, board k is the k-th player
   * of the team's {@code 300} line-up for the round (an empty board scores nothing), else the k-th
   * member, in the team's list, who met a player of the opponent team; a match won by forfeit, the
   * PAB and a full-point bye give every board a win, a half-point bye a draw, anything else
   * nothing.
   */
  private long[][][] boardPointsByRound(Tournament games) {
    long[][][] out = new long[n + 1][rounds + 1][boards + 1];
    Map<Integer, Integer> teamOf = new HashMap<>();
    for (int team = 1; team <= n; team++) {
      for (int id : teams.members(team)) {
        teamOf.putIfAbsent(id, team);
      }
    }
    Map<String, List<Integer>> lineUps = lineUps(games);
    ScoringSystem g = games.scoring();
    for (int team = 1; team <= n; team++) {
      for (int r = 1; r <= rounds; r++) {
        TeamRound tr = teams.round(team, r);
        long each =
            switch (tr.kind()) {
              case FORFEIT_WIN, PAB, FULL_BYE -> g.win();
              case HALF_BYE -> g.drawWhite();
              default -> 0;
            };
        if (tr.kind() != MatchKind.PLAYED) {
          for (int b = 1; b <= boards; b++) {
            out[team][r][b] += each;
          }
          continue;
        }
        List<Integer> lineUp = lineUps.get(r + "/" + team);
        if (lineUp == null) {
          lineUp = new ArrayList<>();
          for (int id : teams.members(team)) {
            if (id < 1 || id > games.size()) {
              continue;
            }
            RoundEntry e = games.player(id).round(r);
            Integer opponentTeam = e.paired() ? teamOf.get(e.opponent()) : null;
            if (opponentTeam != null && opponentTeam == tr.opponent()) {
              lineUp.add(id);
            }
          }
        }
        for (int k = 0; k < lineUp.size() && k < boards; k++) {
          int id = lineUp.get(k);
          if (id >= 1 && id <= games.size()) {
            out[team][r][k + 1] += g.points(games.player(id).round(r));
          }
        }
      }
    }
    return out;
  }

  /** The {@code 300} records' line-ups by "round/team": player ids, 0 for an empty board. */
  private static Map<String, List<Integer>> lineUps(Tournament games) {
    Map<String, List<Integer>> out = new HashMap<>();
    for (String line : games.otherLines()) {
      if (!line.startsWith("300")) {
        continue;
      }
      String[] tokens = line.substring(3).strip().split("\\s+");
      if (tokens.length < 3 || !line.substring(3).strip().matches("[\\d\\s]+")) {
        continue; // a malformed record is the team reader's to refuse
      }
      List<Integer> ids = new ArrayList<>();
      for (int i = 3; i < tokens.length; i++) {
        ids.add(Integer.parseInt(tokens[i]));
      }
      out.put(Integer.parseInt(tokens[0]) + "/" + Integer.parseInt(tokens[1]), ids);
    }
    return out;
  }
}
