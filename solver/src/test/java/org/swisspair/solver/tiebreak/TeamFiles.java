package org.swisspair.solver.tiebreak;

import java.util.Arrays;

/**
 * Small invented team tournaments for the team tie-break and team standings tests: {@link
 * #FIVE_TEAMS} is five teams of two boards over three rounds, a team PAB in rounds 1 and 2 (320), a
 * match forfeited as a whole in round 2 (330) and a team withdrawn before round 3 (240 Z).
 *
 * <pre>
 *        r1              r2                    r3               MP  GP
 * A(1)   B 1.5-0.5 W     D forfeit won 2-0     C 1-1 D           5  4.5
 * B(2)   A 0.5-1.5 L     E 1.5-0.5 W           D 1.5-0.5 W       4  3.5
 * C(3)   D 0-2 L         PAB (1 MP, 1.0 GP)    A 1-1 D           2  2.0
 * D(4)   C 2-0 W         A forfeit lost        B 0.5-1.5 L       2  2.5
 * E(5)   PAB             B 0.5-1.5 L           absent (240 Z)    1  1.5
 * </pre>
 */
public final class TeamFiles {
  private TeamFiles() {}

  public static final String FIVE_TEAMS =
      String.join(
          "\n",
          "012 Five teams",
          "042 2025/05/01",
          "142 3",
          "192 FIDE_TEAM_TYPEA_MP_GP",
          "352 WB",
          "362 TW 2.0   TD 1.0   TL 0.0",
          "320  1.0  1.0   5   3",
          "330 +-   2   1   4",
          "240 Z   3    5",
          player(1, "A one", "2.0", "   3 w 1", "0000 - +", "   5 w 0"),
          player(2, "A two", "2.5", "   4 b =", "0000 - +", "   6 b 1"),
          player(3, "B one", "1.5", "   1 b 0", "   9 w =", "   7 w 1"),
          player(4, "B two", "2.0", "   2 w =", "  10 b 1", "   8 b ="),
          player(5, "C one", "1.5", "   7 w 0", "0000 - U", "   1 b 1"),
          player(6, "C two", "0.5", "   8 b 0", "0000 - U", "   2 w 0"),
          player(7, "D one", "1.0", "   5 b 1", "0000 - -", "   3 b 0"),
          player(8, "D two", "1.5", "   6 w 1", "0000 - -", "   4 w ="),
          player(9, "E one", "1.0", "0000 - U", "   3 b =", "0000 - Z"),
          player(10, "E two", "0.5", "0000 - U", "   4 w 0", "0000 - Z"),
          team(1, "Alpha", 1, 2),
          team(2, "Bravo", 3, 4),
          team(3, "Charlie", 5, 6),
          team(4, "Delta", 7, 8),
          team(5, "Echo", 9, 10));

  /**
   * Three teams of two boards meeting each other once, the third team the PAB each round: all end
   * on 3 match points, each having won one match (A 1.5-0.5 B, B 2-0 C, C 1.5-0.5 A), so the direct
   * encounter by match points separates nobody, by game points B 2.5, A 2.0, C 1.5.
   */
  public static final String THREE_TEAMS =
      String.join(
          "\n",
          "012 Three teams",
          "042 2025/05/01",
          "142 3",
          "192 FIDE_TEAM_TYPEA_MP_GP",
          "352 WB",
          "320  1.0  1.0   3   1   2",
          player(1, "A one", "1.5", "   3 w 1", "0000 - U", "   5 b 0"),
          player(2, "A two", "1.5", "   4 b =", "0000 - U", "   6 w ="),
          player(3, "B one", "1.5", "   1 b 0", "   5 w 1", "0000 - U"),
          player(4, "B two", "2.0", "   2 w =", "   6 b 1", "0000 - U"),
          player(5, "C one", "1.5", "0000 - U", "   3 b 0", "   1 w 1"),
          player(6, "C two", "1.0", "0000 - U", "   4 w 0", "   2 b ="),
          team(1, "Alpha", 1, 2),
          team(2, "Bravo", 3, 4),
          team(3, "Charlie", 5, 6));

  /** A 001 line: TPN, name, points field and the rounds from column 92. */
  public static String player(int id, String name, String points, String... rounds) {
    char[] line = new char[91 + 10 * rounds.length];
    Arrays.fill(line, ' ');
    put(line, 1, "001");
    put(line, 5, String.format("%4d", id));
    put(line, 15, name);
    put(line, 81, String.format("%4s", points));
    for (int r = 0; r < rounds.length; r++) {
      put(line, 92 + 10 * r, rounds[r]);
    }
    return new String(line).stripTrailing();
  }

  /** A 310 line: team number, name, members from column 74, the rank field (69-71) blank. */
  public static String team(int number, String name, int... members) {
    StringBuilder sb = new StringBuilder(String.format("310 %3d %-32s", number, name));
    sb.append(" ".repeat(73 - sb.length()));
    for (int m : members) {
      sb.append(String.format("%4d ", m));
    }
    return sb.toString().stripTrailing();
  }

  private static void put(char[] line, int column, String text) {
    text.getChars(0, text.length(), line, column - 1);
  }
}
