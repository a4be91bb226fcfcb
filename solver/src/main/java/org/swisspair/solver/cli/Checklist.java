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
      int score = players.get(i).pairingScore();
      if (previous == null || previous != score) {
        sb.append('\n');
      }
      appendRow(sb, rows.get(i), width);
      previous = score;
    }
    return sb.append("\n\n\n").toString();
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

  private static String floatChar(FloatDirection f) {
    return switch (f) {
      case DOWN -> "D";
      case UP -> "U";
      case NONE -> " ";
    };
  }
}
