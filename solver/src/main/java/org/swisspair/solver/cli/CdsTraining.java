package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * The training run of the launchers' class-data-sharing archive: the commands a user runs most, on
 * the small example, in one JVM, so that the archive holds the classes they load: the drop-in
 * pairing with every system that pairs individual games, {@code pair}, and reading a JSON
 * tournament (Jackson's classes, a large share of a 10,000-player command's start). Its output is
 * discarded; it fails only when the example cannot be read.
 *
 * <p>{@code java -XX:ArchiveClassesAtExit=A -cp JAR org.swisspair.solver.cli.CdsTraining EXAMPLE}
 */
public final class CdsTraining {
  /** Systems that pair other files than the example: two-game matches, teams. */
  static final Set<String> NEEDS_OTHER_FILES = Set.of("double-swiss", "team");

  private CdsTraining() {}

  /** Runs the training commands on the TRF file {@code args[0]}. */
  public static void main(String[] args) throws IOException, TrfFormatException {
    Path example = Path.of(args[0]);
    String text = TournamentJson.toJson(new TrfReader().read(example));
    Path json = Files.createTempFile("swisspair-training", ".json");
    try {
      Files.writeString(json, text);
      PrintStream sink = new PrintStream(OutputStream.nullOutputStream(), true);
      for (String[] command : commands(example.toString(), json.toString())) {
        Main.run(command, sink, sink);
      }
    } finally {
      Files.deleteIfExists(json);
    }
  }

  /** The commands of the training run. */
  static List<String[]> commands(String trf, String json) {
    List<String[]> out = new ArrayList<>();
    for (String system : PairingSystems.built()) {
      if (!NEEDS_OTHER_FILES.contains(system)) {
        out.add(new String[] {"--" + system, trf, "-p"});
      }
    }
    out.add(new String[] {"pair", trf});
    out.add(new String[] {"--dutch", json, "-p"});
    out.add(new String[] {"--burstein", json, "-p"});
    return out;
  }
}
