package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.testdouble.HandBuilt;

/**
 * The TRF Lichess writes (lila's SwissTrf) read and paired through the drop-in form lila calls,
 * {@code --dutch FILE -p} or {@code --burstein FILE -p}: each field right-aligned to end at lila's
 * column, only the fields lila fills (no rank, federation, sex or title), player lines in any
 * order, byes and late joiners' missed rounds without an opponent ({@code U}, {@code H}), an
 * absence in the round to be paired as {@code 0000} with {@code -}, {@code XXC}, {@code XXP} and
 * {@code XXR}. The pairing must be the one of the same state written in the project's own TRF-16
 * form.
 */
class LichessTrfTest {
  @TempDir Path dir;

  /**
   * Ten players (pairing numbers by rating, as lila gives them), two rounds played, round 3 to
   * pair. Round 1: player 10 joined late ({@code H}), 9 had the bye ({@code U}). Round 3: player 3
   * is absent. Entries as in {@link HandBuilt}: opponent, colour, result.
   */
  private static final String[] ROWS = {
    "5w1 9b1", "6b= 10w1", "7w0 8w=", "8b1 7w=", "1b0 6w0",
    "2w= 5b1", "3b1 4b=", "4w0 3b=", "0-U 1w0", "0-H 2b0"
  };

  private static final int ABSENT = 3;

  /** One field of a lila line: its text ends at the 1-based column {@code end}. */
  private record Field(int end, String text) {}

  /** A line as lila's SwissTrf formats it: each text right-aligned to end at its column. */
  private static String line(List<Field> fields) {
    StringBuilder sb = new StringBuilder();
    for (Field f : fields) {
      while (sb.length() < f.end() - f.text().length()) {
        sb.append(' ');
      }
      sb.append(f.text());
    }
    return sb.toString();
  }

  private static int rating(int id) {
    // HandBuilt's ratings: lila numbers players by rating, highest first.
    return 2000 - 10 * (id - 1);
  }

  /** The points of a row, from its results (lila writes them with one decimal). */
  private static double points(String row) {
    double p = 0;
    for (String t : row.isEmpty() ? new String[0] : row.split(" ")) {
      char r = t.charAt(t.length() - 1);
      p += r == '1' || r == 'U' ? 1 : r == '=' || r == 'H' ? 0.5 : 0;
    }
    return p;
  }

  /** The file lila would write for this state, player lines shuffled with a fixed seed. */
  private Path lilaFile(String name, String[] rows, String colour, int[] forbidden, int absent)
      throws IOException {
    List<String> lines = new ArrayList<>();
    lines.add("012 lila swiss");
    lines.add("022 https://lichess.org/swiss/abcdefgh");
    lines.add("032 Lichess");
    lines.add("042 Nov 27, 2026");
    lines.add("052 ");
    lines.add("062 " + rows.length);
    lines.add("092 Individual: Swiss-System");
    lines.add("102 https://lichess.org/swiss");
    lines.add("XXR 7");
    lines.add("XXC " + colour);
    if (forbidden != null) {
      lines.add("XXP " + forbidden[0] + " " + forbidden[1]);
    }
    List<String> players = new ArrayList<>();
    for (int id = 1; id <= rows.length; id++) {
      String user = "user" + (char) ('a' + id);
      List<Field> f = new ArrayList<>();
      f.add(new Field(3, "001"));
      f.add(new Field(8, Integer.toString(id)));
      f.add(new Field(15 + user.length(), user));
      f.add(new Field(52, Integer.toString(rating(id))));
      f.add(new Field(84, String.format(Locale.ROOT, "%1.1f", points(rows[id - 1]))));
      String[] entries = rows[id - 1].isEmpty() ? new String[0] : rows[id - 1].split(" ");
      for (int r = 0; r < entries.length; r++) {
        String e = entries[r];
        String opponent = e.substring(0, e.length() - 2);
        char c = e.charAt(e.length() - 2);
        // lila leaves opponent and colour blank for a bye, a late joiner's round and an absence.
        f.add(new Field(95 + 10 * r, opponent.equals("0") ? "" : opponent));
        f.add(new Field(97 + 10 * r, c == '-' ? "" : Character.toString(c)));
        f.add(new Field(99 + 10 * r, e.substring(e.length() - 1)));
      }
      if (id == absent) {
        int r = entries.length;
        f.add(new Field(95 + 10 * r, "0000"));
        f.add(new Field(97 + 10 * r, ""));
        f.add(new Field(99 + 10 * r, "-"));
      }
      players.add(line(f));
    }
    // lila writes the lines in standings order, not by pairing number.
    Collections.shuffle(players, new Random(28));
    lines.addAll(players);
    Path p = dir.resolve(name);
    Files.write(p, lines, StandardCharsets.UTF_8);
    return p;
  }

  /** The same state in the project's own TRF-16 form, written by TrfWriter. */
  private Path canonicalFile(String name, String[] rows, int[] forbidden, int absent)
      throws IOException {
    String[] withAbsence = rows.clone();
    withAbsence[absent - 1] = withAbsence[absent - 1] + " 0--";
    List<ForbiddenPairs> pairs =
        forbidden == null
            ? List.of()
            : List.of(
                new ForbiddenPairs(List.of(forbidden[0], forbidden[1]), 1, Integer.MAX_VALUE));
    Path p = dir.resolve(name);
    TrfWriter.write(HandBuilt.tournament(7, pairs, withAbsence), TrfWriter.Flavour.TRF16, p);
    return p;
  }

  /** Asserts the engine format and returns the pairs, the PAB as {@code {id, 0}}. */
  private static List<int[]> pairs(CliRun r, int players) {
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).isEmpty();
    List<String> lines = r.outLines();
    assertThat(lines).isNotEmpty();
    int count = Integer.parseInt(lines.get(0));
    assertThat(lines).hasSize(count + 1);
    List<int[]> pairs = new ArrayList<>();
    Map<Integer, Integer> seen = new HashMap<>();
    for (String l : lines.subList(1, lines.size())) {
      assertThat(l).matches("[1-9]\\d* (0|[1-9]\\d*)");
      String[] two = l.split(" ");
      int[] p = {Integer.parseInt(two[0]), Integer.parseInt(two[1])};
      pairs.add(p);
      for (int id : p) {
        if (id != 0) {
          assertThat(id).isBetween(1, players);
          assertThat(seen.merge(id, 1, Integer::sum)).as("player %d paired once", id).isEqualTo(1);
        }
      }
    }
    return pairs;
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein"})
  void aLilaRoundIsPairedAsTheSameStateInTheProjectsForm(String system) throws IOException {
    Path lila = lilaFile("lila.trf", ROWS, "white1", null, ABSENT);
    CliRun r = CliRun.of("--" + system, lila.toString(), "-p");
    List<int[]> pairs = pairs(r, ROWS.length);
    // Nine present players: four games and the PAB, written "p 0"; the absent player unpaired.
    assertThat(pairs).hasSize(5);
    assertThat(pairs.stream().filter(p -> p[1] == 0).count()).isEqualTo(1);
    assertThat(pairs).noneMatch(p -> p[0] == ABSENT || p[1] == ABSENT);
    assertThat(pairs.stream().flatMapToInt(java.util.Arrays::stream).filter(i -> i != 0).count())
        .isEqualTo(ROWS.length - 1);

    Path canonical = canonicalFile("canonical.trf", ROWS, null, ABSENT);
    CliRun c = CliRun.of("--" + system, canonical.toString(), "-p");
    assertThat(r.out()).isEqualTo(c.out());

    // Forbid the first board's pair (XXP): it is not made, and both forms still agree.
    int[] first = pairs.get(0);
    Path lilaForbidden = lilaFile("lila-xxp.trf", ROWS, "white1", first, ABSENT);
    CliRun rf = CliRun.of("--" + system, lilaForbidden.toString(), "-p");
    List<int[]> forbidden = pairs(rf, ROWS.length);
    assertThat(forbidden)
        .noneMatch(
            p -> p[0] == first[0] && p[1] == first[1] || p[0] == first[1] && p[1] == first[0]);
    assertThat(forbidden).noneMatch(p -> p[0] == ABSENT || p[1] == ABSENT);
    CliRun cf =
        CliRun.of(
            "--" + system,
            canonicalFile("canonical-xxp.trf", ROWS, first, ABSENT).toString(),
            "-p");
    assertThat(rf.out()).isEqualTo(cf.out());
  }

  /**
   * What bbpPairings writes for these files (BieremaBoyzProgramming/bbpPairings built from source
   * on 27 November 2026, {@code bbpPairings.exe --SYSTEM FILE -p}): Dutch with player 3 absent,
   * Burstein without the absence (bbpPairings' Burstein stops with a segmentation fault when a
   * player is absent in the round to pair); each without and with {@code XXP 1 2}.
   */
  @Test
  void theLilaFileGetsBbpPairingsPairing() throws IOException {
    int[] oneTwo = {1, 2};
    assertThat(dropIn("dutch", lilaFile("d.trf", ROWS, "white1", null, ABSENT)))
        .isEqualTo("5\n1 2\n6 4\n7 9\n10 8\n5 0\n");
    assertThat(dropIn("dutch", lilaFile("dp.trf", ROWS, "white1", oneTwo, ABSENT)))
        .isEqualTo("5\n1 4\n7 2\n6 9\n10 8\n5 0\n");
    assertThat(dropIn("burstein", lilaFile("b.trf", ROWS, "white1", null, 0)))
        .isEqualTo("5\n1 2\n6 4\n7 9\n10 3\n8 5\n");
    assertThat(dropIn("burstein", lilaFile("bp.trf", ROWS, "white1", oneTwo, 0)))
        .isEqualTo("5\n1 4\n7 2\n6 9\n10 3\n8 5\n");
  }

  private static String dropIn(String system, Path file) {
    CliRun r = CliRun.of("--" + system, file.toString(), "-p");
    assertThat(r.exit()).as(r.err()).isZero();
    return r.out();
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein"})
  void xxcBlack1GivesTheFirstPlayerBlackInRoundOne(String system) throws IOException {
    String[] fresh = {"", "", "", "", "", ""};
    CliRun black =
        CliRun.of("--" + system, lilaFile("b.trf", fresh, "black1", null, 0).toString(), "-p");
    CliRun white =
        CliRun.of("--" + system, lilaFile("w.trf", fresh, "white1", null, 0).toString(), "-p");
    List<int[]> b = pairs(black, fresh.length);
    List<int[]> w = pairs(white, fresh.length);
    assertThat(b).hasSize(3);
    // Player 1 is Black with XXC black1 and White with XXC white1; the opponents are the same.
    int[] boardOfOne = b.stream().filter(p -> p[0] == 1 || p[1] == 1).findFirst().orElseThrow();
    assertThat(boardOfOne[1]).isEqualTo(1);
    int[] whiteBoardOfOne =
        w.stream().filter(p -> p[0] == 1 || p[1] == 1).findFirst().orElseThrow();
    assertThat(whiteBoardOfOne[0]).isEqualTo(1);
    assertThat(whiteBoardOfOne[1]).isEqualTo(boardOfOne[0]);
  }

  @Test
  void aLilaFileIsReadWithTheOutputFileFormToo() throws IOException {
    // lila reads standard output; KDE's Tournament and JaVaFo users pass an output file.
    Path lila = lilaFile("lila.trf", ROWS, "white1", null, ABSENT);
    CliRun toStdout = CliRun.of("--dutch", lila.toString(), "-p");
    CliRun toFile = CliRun.of("--dutch", lila.toString(), "-p", "out.txt").succeeds();
    assertThat(toFile.out()).isEmpty();
    assertThat(Files.readString(dir.resolve("out.txt"))).isEqualTo(toStdout.out());
  }
}
