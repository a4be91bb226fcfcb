package org.swisspair.solver.testdouble;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

/** Small tournaments written by hand in tests: one row per player, rounds like {@code 3w1}. */
public final class HandBuilt {
  private HandBuilt() {}

  /**
   * A tournament of {@code rows.length} players; each row holds round entries separated by spaces:
   * opponent, colour ({@code w}, {@code b}, {@code -}) and TRF result, e.g. {@code 3w1}, {@code
   * 2b=}, {@code 0-U}, {@code 0-H}.
   */
  public static Tournament tournament(
      int totalRounds, List<ForbiddenPairs> forbidden, String... rows) {
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < rows.length; i++) {
      List<RoundEntry> rounds = new ArrayList<>();
      for (String token : rows[i].trim().split("\\s+")) {
        if (token.isEmpty()) {
          continue;
        }
        int len = token.length();
        int opponent = Integer.parseInt(token.substring(0, len - 2));
        Colour colour = Colour.fromTrf(token.charAt(len - 2));
        ResultCode result = ResultCode.fromTrf(token.charAt(len - 1));
        rounds.add(new RoundEntry(opponent, colour, result));
      }
      String name = String.format("Test%04d Player%04d", i + 1, i + 1);
      players.add(new Player(i + 1, "", "", name, 2000 - 10 * i, "", "", "", null, 0, rounds));
    }
    return new Tournament(
        Map.of(),
        players,
        totalRounds,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        "",
        Map.of(),
        forbidden,
        List.of(),
        List.of(),
        List.of(),
        false);
  }

  /** The same without forbidden pairs. */
  public static Tournament tournament(int totalRounds, String... rows) {
    return tournament(totalRounds, List.of(), rows);
  }
}
