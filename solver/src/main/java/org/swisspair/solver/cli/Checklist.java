package org.swisspair.solver.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.FloatDirection;
import org.swisspair.model.PlayerState;
import org.swisspair.model.Points;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.team.TeamColourPreference;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.solver.pairing.Pair;

/**
 * The check-list of the drop-in {@code -l} option, laid out as bbpPairings writes it for the Dutch
 * system: one row per player to pair, by pairing score then TPN, a blank line between scoregroups;
 * columns ID, pairing score (C.04.7 1.5), colours played, colour preference (Dutch 1.7), C2 bye
 * eligibility, C14/C16 floats of the last two rounds (Dutch 1.4), the pairing of this round, and
 * the opponents of earlier rounds. Cells are right-aligned and tab-separated.
 */
final class Checklist {
  private Checklist() {}

  /** The table before round {@code state.round()}, with this round's pairs when given. */
  static String table(RoundState state, List<Pair> pairing) {
    Map<Integer, String> current = current(pairing);
    int round = state.round();
    List<PlayerState> players = new ArrayList<>();
    for (int id : state.playersToPair()) {
      players.add(state.player(id));
    }
    players.sort(
        Comparator.comparingInt(PlayerState::pairingScore)
            .reversed()
            .thenComparingInt(PlayerState::id));
    List<String> header = new ArrayList<>(List.of("ID", "Pts", "-".repeat(round), "Pref"));
    header.addAll(List.of("C2", "C14", "C16", "Cur", ""));
    for (int r = 1; r < round; r++) {
      header.add("R" + r);
    }
    List<List<String>> rows = new ArrayList<>();
    for (PlayerState s : players) {
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(s.id()));
      row.add(Points.format(s.pairingScore()));
      StringBuilder colours = new StringBuilder();
      s.playedColours().forEach(c -> colours.append(c == Colour.WHITE ? 'W' : 'B'));
      row.add(colours.toString());
      row.add(preference(s.preference()));
      row.add(s.byeIneligible() ? "N" : "Y");
      row.add(floatChar(s.floatBefore(1)));
      row.add(floatChar(s.floatBefore(2)));
      row.add(current.getOrDefault(s.id(), ""));
      row.add("");
      for (int r = 1; r < round; r++) {
        RoundEntry e = state.tournament().player(s.id()).round(r);
        row.add(e.played() ? Integer.toString(e.opponent()) : "");
      }
      rows.add(row);
    }
    List<Integer> scores = new ArrayList<>();
    players.forEach(p -> scores.add(p.pairingScore()));
    return layout(header, rows, scores);
  }

  /** This round's cell of each pairing number: {@code (7W)}, {@code (3B)} or {@code (bye)}. */
  private static Map<Integer, String> current(List<Pair> pairing) {
    Map<Integer, String> current = new HashMap<>();
    if (pairing != null) {
      for (Pair p : pairing) {
        if (p.isBye()) {
          current.put(p.white(), "(bye)");
        } else {
          current.put(p.white(), "(" + p.black() + "W)");
          current.put(p.black(), "(" + p.white() + "B)");
        }
      }
    }
    return current;
  }

  /** The table: right-aligned, tab-separated cells, a blank line before each new score. */
  private static String layout(List<String> header, List<List<String>> rows, List<Integer> scores) {
    int[] width = new int[header.size()];
    for (int i = 0; i < width.length; i++) {
      width[i] = header.get(i).length();
      for (List<String> row : rows) {
        width[i] = Math.max(width[i], row.get(i).length());
      }
    }
    StringBuilder sb = new StringBuilder("\n");
    appendRow(sb, header, width);
    Integer previous = null;
    for (int i = 0; i < rows.size(); i++) {
      sb.append('\n');
      int score = scores.get(i);
      if (previous == null || previous != score) {
        sb.append('\n');
      }
      appendRow(sb, rows.get(i), width);
      previous = score;
    }
    return sb.append("\n\n\n").toString();
  }

  /**
   * The Team system's check-list (C.04.6): the same layout with one row per team to pair, by
   * pairing score (primary score and virtual points, 1.2; C.04.7 1.5) then TPN; columns team TPN,
   * pairing score, secondary score, team colours played (1.6.1), colour preference (1.7: Type A
   * {@code w}/{@code b}, Type B mild {@code w}/{@code b} and strong {@code (W)}/{@code (B)}), C2
   * bye eligibility, {@code F} when the team floated in the previous round (1.5, for C7 and C10),
   * the pairing of this round, and the opponents of earlier matches played.
   */
  static String teamTable(TeamRoundState state, List<Pair> pairing) {
    Map<Integer, String> current = current(pairing);
    int round = state.round();
    List<TeamState> teams = new ArrayList<>();
    for (int id : state.teamsToPair()) {
      teams.add(state.team(id));
    }
    teams.sort(
        Comparator.comparingInt(TeamState::pairingScore)
            .reversed()
            .thenComparingInt(TeamState::number));
    List<String> header = new ArrayList<>(List.of("ID", "Pts", "Sec", "-".repeat(round), "Pref"));
    header.addAll(List.of("C2", "Flt", "Cur", ""));
    for (int r = 1; r < round; r++) {
      header.add("R" + r);
    }
    List<List<String>> rows = new ArrayList<>();
    List<Integer> scores = new ArrayList<>();
    for (TeamState s : teams) {
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(s.number()));
      row.add(Points.format(s.pairingScore()));
      row.add(Points.format(s.secondary()));
      StringBuilder colours = new StringBuilder();
      s.playedColours().forEach(c -> colours.append(c == Colour.WHITE ? 'W' : 'B'));
      row.add(colours.toString());
      row.add(teamPreference(s.preference()));
      row.add(s.byeIneligible() ? "N" : "Y");
      row.add(s.floatedLastRound() ? "F" : " ");
      row.add(current.getOrDefault(s.number(), ""));
      row.add("");
      for (int r = 1; r < round; r++) {
        TeamRound e = state.tournament().round(s.number(), r);
        row.add(e.played() ? Integer.toString(e.opponent()) : "");
      }
      rows.add(row);
      scores.add(s.pairingScore());
    }
    return layout(header, rows, scores);
  }

  /** The closing line of a check-list file: the program and its version. */
  static String footer() {
    return "swisspair " + Version.number();
  }

  private static void appendRow(StringBuilder sb, List<String> cells, int[] width) {
    for (int i = 0; i < cells.size(); i++) {
      String c = cells.get(i);
      sb.append(" ".repeat(width[i] - c.length())).append(c).append('\t');
    }
  }

  private static String preference(ColourPreference p) {
    boolean white = p.colour() == Colour.WHITE;
    return switch (p.strength()) {
      case ABSOLUTE -> white ? "W " : "B ";
      case STRONG -> white ? "(W)" : "(B)";
      case MILD -> white ? "w " : "b ";
      case NONE -> "A ";
    };
  }

  private static String teamPreference(TeamColourPreference p) {
    boolean white = p.colour() == Colour.WHITE;
    return switch (p.strength()) {
      case STRONG -> white ? "(W)" : "(B)";
      case SIMPLE, MILD -> white ? "w " : "b ";
      case NONE -> "A ";
    };
  }

  private static String floatChar(FloatDirection f) {
    return switch (f) {
      case DOWN -> "D";
      case UP -> "U";
      case NONE -> " ";
    };
  }
}
