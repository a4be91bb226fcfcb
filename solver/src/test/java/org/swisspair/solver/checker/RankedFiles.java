package org.swisspair.solver.checker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/** TRF texts with a {@code 202} list and {@code 001} ranks, for the standings check's tests. */
public final class RankedFiles {
  /** A finished Dutch fixture whose every round the checker pairs as the file does. */
  public static final String FIXTURE = "dutch/n024-r09-messy-s5009/full.trf";

  private RankedFiles() {}

  /** The text of fixture {@code name}. */
  public static String fixture(String name) {
    try {
      return Files.readString(FixtureFiles.root().resolve(name), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The tournament of a TRF text. */
  public static Tournament read(String trf) {
    try {
      return new TrfReader().read("test.trf", trf);
    } catch (TrfFormatException e) {
      throw new IllegalArgumentException(e);
    }
  }

  /** The standings of {@code trf} after its last round by {@code list}. */
  public static TieBreakStandings standings(String trf, String list) {
    Tournament t = read(trf);
    return TieBreakStandings.compute(
        t, t.roundsInFile(), TieBreakList.parse(list), TieBreakOptions.defaults());
  }

  /** Each participant's place in the rows of {@code s}: ties ordered as the rows are. */
  public static Map<Integer, Integer> places(TieBreakStandings s) {
    Map<Integer, Integer> out = new HashMap<>();
    List<TieBreakStandings.Row> rows = s.rows();
    for (int i = 0; i < rows.size(); i++) {
      out.put(rows.get(i).id(), i + 1);
    }
    return out;
  }

  /** {@code trf} with a {@code 202} record holding {@code list} after its first line. */
  public static String withTieBreaks(String trf, String list) {
    int nl = trf.indexOf('\n');
    return trf.substring(0, nl + 1) + "202 " + list + "\n" + trf.substring(nl + 1);
  }

  /** {@code trf} with the rank field (columns 86-89) of each {@code 001} line set from ranks. */
  public static String withRanks(String trf, Map<Integer, Integer> ranks) {
    List<String> out = new ArrayList<>();
    for (String line : trf.split("\n", -1)) {
      if (line.startsWith("001")) {
        int id = Integer.parseInt(line.substring(4, 8).strip());
        StringBuilder sb = new StringBuilder(line);
        while (sb.length() < 89) {
          sb.append(' ');
        }
        Integer r = ranks.get(id);
        sb.replace(85, 89, r == null ? "    " : String.format("%4d", r));
        line = sb.toString();
      }
      out.add(line);
    }
    return String.join("\n", out);
  }

  /** {@code ranks} with the ranks of {@code a} and {@code b} exchanged. */
  public static Map<Integer, Integer> swapped(Map<Integer, Integer> ranks, int a, int b) {
    Map<Integer, Integer> out = new HashMap<>(ranks);
    out.put(a, ranks.get(b));
    out.put(b, ranks.get(a));
    return out;
  }

  /**
   * The first two neighbours in the rows of {@code s}, neither sharing its rank, with equal scores
   * when {@code sameScore} (a tie-break separates them) or different ones.
   */
  public static int[] neighbours(TieBreakStandings s, boolean sameScore) {
    List<TieBreakStandings.Row> rows = s.rows();
    for (int i = 0; i + 1 < rows.size(); i++) {
      TieBreakStandings.Row a = rows.get(i);
      TieBreakStandings.Row b = rows.get(i + 1);
      if (a.shared() || b.shared()) {
        continue;
      }
      if ((a.points().compareTo(b.points()) == 0) == sameScore) {
        return new int[] {a.id(), b.id()};
      }
    }
    throw new IllegalStateException("no such neighbours in the fixture");
  }

  /** Writes {@code text} to {@code dir/name} and returns the path. */
  public static Path write(Path dir, String name, String text) {
    try {
      return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
