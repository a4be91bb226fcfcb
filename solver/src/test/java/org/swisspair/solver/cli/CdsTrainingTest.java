package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The class-data-sharing training run pairs the example with every built system through the drop-in
 * form, through {@code pair}, and from JSON, each command succeeding (a failing command would
 * archive the error path instead), and leaves no file behind.
 */
class CdsTrainingTest {
  @TempDir Path dir;

  @Test
  void everyTrainingCommandPairsTheExample() throws Exception {
    Path example = dir.resolve("example.trf");
    Files.copy(FixtureFiles.root().resolve("examples/example.trf"), example);
    Path json = dir.resolve("example.json");
    String[] convert = {"convert", example.toString(), "-o", json.toString()};
    assertThat(Main.run(convert, sink(), sink())).isZero();
    List<String[]> commands = CdsTraining.commands(example.toString(), json.toString());
    for (String system : PairingSystems.built()) {
      if (!CdsTraining.NEEDS_OTHER_FILES.contains(system)) {
        assertThat(commands).anyMatch(c -> c[0].equals("--" + system));
      }
    }
    assertThat(PairingSystems.built()).containsAll(CdsTraining.NEEDS_OTHER_FILES);
    assertThat(commands).anyMatch(c -> c[0].equals("pair"));
    assertThat(commands).anyMatch(c -> List.of(c).contains(json.toString()));
    for (String[] c : commands) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code = Main.run(c, sink(), new PrintStream(err, true, StandardCharsets.UTF_8));
      assertThat(code).as("%s: %s", String.join(" ", c), err).isZero();
    }
  }

  @Test
  void runsAndLeavesNoTemporaryFile() throws Exception {
    Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
    long before = trainingFiles(tmp);
    CdsTraining.main(new String[] {FixtureFiles.root().resolve("examples/example.trf").toString()});
    assertThat(trainingFiles(tmp)).isEqualTo(before);
    assertThatThrownBy(() -> CdsTraining.main(new String[] {dir.resolve("none.trf").toString()}))
        .isInstanceOf(java.io.IOException.class);
  }

  private static long trainingFiles(Path tmp) throws Exception {
    try (Stream<Path> s = Files.list(tmp)) {
      return s.filter(p -> p.getFileName().toString().startsWith("swisspair-training")).count();
    }
  }

  private static PrintStream sink() {
    return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
  }
}
