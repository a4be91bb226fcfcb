package org.swisspair.model.team;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;

/**
 * A team tournament (Team Pairing System, C.04.6): the teams with their TPNs (1.1), each team's
 * rounds as matches with match and game points (1.2, 1.4), and the competition's settings, read by
 * {@code model.trf.TeamRecordReader} from a {@link Tournament} whose {@code 310} (or {@code 013})
 * records group the players.
 */
public final class TeamTournament {
  /**
   * The most teams the fixed columns of the 300, 320 and 330 records hold (three digits); a
   * tournament with more has its records read as numbers separated by spaces (TEAM-25).
   */
  public static final int WIDE_TEAMS = 999;

  /** The most players the four-digit board columns of the 300 record hold. */
  public static final int WIDE_PLAYERS = 9999;

  private final List<Team> teams;
  private final List<List<TeamRound>> rounds;
  private final TeamScoring scoring;
  private final TeamSettings settings;
  private final int totalRounds;
  private final Colour initialColour;
  private final Map<Integer, List<Integer>> acceleration;
  private final List<ForbiddenPairs> forbidden;
  private final List<ByeRequest> byes;
  private final List<boolean[]> preset;
  private final List<boolean[]> named;

  /**
   * A team tournament from its parts.
   *
   * @param teams teams by TPN 1..n (Team 1.1.1)
   * @param rounds each team's rounds, index 0 for round 1
   * @param scoring match points and the PAB value
   * @param settings primary score, secondary for colours, preference type
   * @param totalRounds declared number of rounds, 0 when unknown
   * @param initialColour the initial colour (Team 4.1), NONE when not drawn yet
   * @param acceleration virtual points of the primary score by team, index 0 for round 1, tenths
   * @param forbidden teams that may not meet, by team number
   * @param byes teams known not to be paired in a round (240)
   */
  public TeamTournament(
      List<Team> teams,
      List<List<TeamRound>> rounds,
      TeamScoring scoring,
      TeamSettings settings,
      int totalRounds,
      Colour initialColour,
      Map<Integer, List<Integer>> acceleration,
      List<ForbiddenPairs> forbidden,
      List<ByeRequest> byes) {
    this(
        teams,
        rounds,
        scoring,
        settings,
        totalRounds,
        initialColour,
        acceleration,
        forbidden,
        byes,
        null,
        null);
  }

  /**
   * A team tournament as a file gives it (the TRF team records' reader): the parts of the
   * nine-argument constructor and, for {@link #toBePaired}, which teams' members are all set out of
   * each round and which teams a 320 or 330 record names in it.
   *
   * @param preset per team (index TPN - 1) and round (index r - 1), every member set out of round r
   *     (a bye, an absence); null when not known
   * @param named per team and round, a 320 or 330 record (or a member's {@code U}) names the team
   *     in round r; null with {@code preset}
   */
  public TeamTournament(
      List<Team> teams,
      List<List<TeamRound>> rounds,
      TeamScoring scoring,
      TeamSettings settings,
      int totalRounds,
      Colour initialColour,
      Map<Integer, List<Integer>> acceleration,
      List<ForbiddenPairs> forbidden,
      List<ByeRequest> byes,
      List<boolean[]> preset,
      List<boolean[]> named) {
    this.teams = List.copyOf(teams);
    for (int i = 0; i < this.teams.size(); i++) {
      if (this.teams.get(i).number() != i + 1) {
        throw new TeamFormatException(
            "team pairing numbers must be 1.."
                + this.teams.size()
                + " without gaps (Team 1.1.1); position "
                + (i + 1)
                + " holds team "
                + this.teams.get(i).number());
      }
    }
    if (rounds.size() != this.teams.size()) {
      throw new IllegalArgumentException(
          rounds.size() + " round lists for " + this.teams.size() + " teams");
    }
    List<List<TeamRound>> copy = new ArrayList<>();
    rounds.forEach(r -> copy.add(List.copyOf(r)));
    this.rounds = Collections.unmodifiableList(copy);
    this.scoring = Objects.requireNonNull(scoring, "scoring");
    this.settings = Objects.requireNonNull(settings, "settings");
    this.totalRounds = totalRounds;
    this.initialColour = Objects.requireNonNull(initialColour, "initialColour");
    Map<Integer, List<Integer>> acc = new TreeMap<>();
    acceleration.forEach((k, v) -> acc.put(k, List.copyOf(v)));
    this.acceleration = Collections.unmodifiableMap(acc);
    this.forbidden = List.copyOf(forbidden);
    this.byes = List.copyOf(byes);
    this.preset = preset;
    this.named = named;
  }

  /** The teams, by TPN. */
  public List<Team> teams() {
    return teams;
  }

  /** Number of teams. */
  public int size() {
    return teams.size();
  }

  /** Team {@code number}'s round {@code r} (1-based); {@link TeamRound#ABSENT} past its rounds. */
  public TeamRound round(int number, int r) {
    List<TeamRound> rs = rounds.get(number - 1);
    return r >= 1 && r <= rs.size() ? rs.get(r - 1) : TeamRound.ABSENT;
  }

  /** Team {@code number}'s rounds, index 0 for round 1. */
  public List<TeamRound> rounds(int number) {
    return rounds.get(number - 1);
  }

  /** Match points and the PAB value. */
  public TeamScoring scoring() {
    return scoring;
  }

  /** Primary score, secondary for colours, preference type (Team 1.2, 1.7). */
  public TeamSettings settings() {
    return settings;
  }

  /** The declared number of rounds, 0 when unknown. */
  public int totalRounds() {
    return totalRounds;
  }

  /** The initial colour (Team 4.1), NONE when the file does not give it. */
  public Colour initialColour() {
    return initialColour;
  }

  /** Virtual points of the primary score by team, index 0 for round 1, in tenths (C.04.7). */
  public Map<Integer, List<Integer>> acceleration() {
    return acceleration;
  }

  /** Virtual points of team {@code number} in round {@code r}, in tenths. */
  public int acceleration(int number, int r) {
    List<Integer> a = acceleration.get(number);
    return a == null || r < 1 || r > a.size() ? 0 : a.get(r - 1);
  }

  /** Teams that may not meet (260), by team number. */
  public List<ForbiddenPairs> forbidden() {
    return forbidden;
  }

  /** Teams known not to be paired in a round (240). */
  public List<ByeRequest> byes() {
    return byes;
  }

  /** The last round in which some team has a round other than an absence; 0 before round 1. */
  public int roundsInFile() {
    int max = 0;
    for (List<TeamRound> rs : rounds) {
      for (int r = rs.size(); r > max; r--) {
        if (rs.get(r - 1).kind() != MatchKind.ABSENT) {
          max = r;
          break;
        }
      }
    }
    return max;
  }

  /** The last round in which some team had an opponent or the PAB; 0 before round 1. */
  public int roundsPaired() {
    int max = 0;
    for (List<TeamRound> rs : rounds) {
      for (int r = rs.size(); r > max; r--) {
        MatchKind k = rs.get(r - 1).kind();
        if (k.paired() || k == MatchKind.PAB) {
          max = r;
          break;
        }
      }
    }
    return max;
  }

  /**
   * True when team {@code number} is to be paired in round {@code r} as far as the file tells
   * before that round is paired: no 240 bye for it, and either a 320 or 330 record names it in
   * round r or some member is not already set out of round r (a pre-set bye or absence of every
   * member, C.04.2 3.3).
   */
  public boolean toBePaired(int number, int r) {
    // TEAM-12: the team-level reading of C.04.2 3.2-3.3.
    for (ByeRequest b : byes) {
      if (b.round() == r && b.player() == number) {
        return false;
      }
    }
    if (preset == null) {
      return true;
    }
    boolean allPreset = r <= preset.get(number - 1).length && preset.get(number - 1)[r - 1];
    boolean namedHere = r <= named.get(number - 1).length && named.get(number - 1)[r - 1];
    return namedHere || !allPreset;
  }

  /** A copy with other settings (e.g. command-line options over the 192 code). */
  public TeamTournament withSettings(TeamSettings s) {
    return new TeamTournament(
        teams,
        rounds,
        scoring,
        s,
        totalRounds,
        initialColour,
        acceleration,
        forbidden,
        byes,
        preset,
        named);
  }

  /** A copy with other virtual points. */
  public TeamTournament withAcceleration(Map<Integer, List<Integer>> acc) {
    return new TeamTournament(
        teams,
        rounds,
        scoring,
        settings,
        totalRounds,
        initialColour,
        acc,
        forbidden,
        byes,
        preset,
        named);
  }

  /**
   * A copy with the Baku virtual points of C.04.7 1.4 (TEAM-16), as a {@code _BAKU} 192 code gives
   * them; the command line's {@code --baku} (TEAM-20).
   *
   * @throws TeamFormatException when game points are the primary score or the rounds are unknown
   */
  public TeamTournament withBakuAcceleration() {
    if (settings.primary() == PrimaryScore.GAME) {
      // C.04.7 1.4.4: "if gamepoints were the primary score, the Baku Acceleration could not be
      // used".
      throw new TeamFormatException(
          "Baku acceleration needs match points as the primary score (C.04.7 1.4.4)");
    }
    if (totalRounds <= 0) {
      throw new TeamFormatException("Baku acceleration needs the number of rounds (142 or XXR)");
    }
    return withAcceleration(bakuPoints(teams.size(), totalRounds, scoring.win()));
  }

  /**
   * The Baku virtual points (C.04.7 1.2, 1.4) of {@code n} teams over {@code rounds} rounds, a won
   * match worth {@code win} tenths: by team, index 0 for round 1.
   */
  public static Map<Integer, List<Integer>> bakuPoints(int n, int rounds, int win) {
    // TEAM-16: group A counts teams and the virtual points are a won match's match points.
    int acc = (rounds + 1) / 2;
    int full = (acc + 1) / 2;
    List<Integer> values = new ArrayList<>();
    for (int r = 1; r <= acc; r++) {
      values.add(r <= full ? win : win / 2);
    }
    Map<Integer, List<Integer>> out = new TreeMap<>();
    int groupA = Math.min(n, 2 * ((n + 3) / 4));
    for (int id = 1; id <= groupA; id++) {
      out.put(id, values);
    }
    return out;
  }

  /** A copy with other rounds (the rest unchanged). */
  public TeamTournament withRounds(List<List<TeamRound>> newRounds) {
    return new TeamTournament(
        teams,
        newRounds,
        scoring,
        settings,
        totalRounds,
        initialColour,
        acceleration,
        forbidden,
        byes,
        null,
        null);
  }

  /**
   * The teams as the players of a tournament, for renderers that show names and scores beside
   * pairing numbers: each team's rounds as results (won, drawn or lost match, forfeit, bye) scored
   * in match points, and its 240 byes as bye requests.
   */
  public Tournament teamsAsPlayers() {
    List<Player> players = new ArrayList<>();
    for (Team team : teams) {
      List<RoundEntry> entries = new ArrayList<>();
      for (TeamRound r : rounds(team.number())) {
        ResultCode code =
            switch (r.kind()) {
              case PLAYED ->
                  r.matchPoints() == scoring.win()
                      ? ResultCode.WIN
                      : r.matchPoints() == scoring.draw() ? ResultCode.DRAW : ResultCode.LOSS;
              case FORFEIT_WIN -> ResultCode.FORFEIT_WIN;
              case FORFEIT_LOSS, DOUBLE_FORFEIT -> ResultCode.FORFEIT_LOSS;
              case PAB -> ResultCode.PAIRING_BYE;
              case FULL_BYE -> ResultCode.FULL_BYE;
              case HALF_BYE -> ResultCode.HALF_BYE;
              case ABSENT -> ResultCode.ABSENT;
            };
        entries.add(
            r.kind().paired()
                ? new RoundEntry(r.opponent(), r.played() ? r.colour() : Colour.NONE, code)
                : RoundEntry.bye(code));
      }
      players.add(new Player(team.number(), "", "", team.name(), 0, "", "", "", null, 0, entries));
    }
    ScoringSystem mp =
        new ScoringSystem(
            scoring.win(),
            scoring.win(),
            scoring.draw(),
            scoring.draw(),
            scoring.loss(),
            scoring.loss(),
            scoring.win(),
            scoring.loss(),
            scoring.win(),
            scoring.draw(),
            scoring.loss(),
            scoring.pabMatchPoints());
    return new Tournament(
        Map.of("012", "teams"),
        players,
        totalRounds,
        initialColour,
        mp,
        "",
        Map.of(),
        List.of(),
        byes,
        List.of(),
        List.of(),
        false);
  }

  /** The players of team {@code number} in board order. */
  public List<Integer> members(int number) {
    return teams.get(number - 1).members();
  }

  /** The team of player {@code id}, 0 when in none. */
  public int teamOf(Player p) {
    for (Team team : teams) {
      if (team.members().contains(p.id())) {
        return team.number();
      }
    }
    return 0;
  }
}
