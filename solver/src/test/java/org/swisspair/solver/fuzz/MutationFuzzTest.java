package org.swisspair.solver.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Mutation fuzzing without coverage guidance, seeded and repeatable: byte flips, digit swaps, line
 * duplication and deletion, and record fragments with extreme values, over the real files and a
 * sample of the Dutch fixtures. A failure prints the seed and the iteration, and writes the input
 * to {@code target/} so it can be kept in the {@code *Inputs/} folders.
 */
class MutationFuzzTest {

  private static final String[] TOKENS = {
    "-",
    "-1.0",
    "99.9",
    "100.0",
    "999",
    "9999",
    "\u0663",
    "+",
    "0000",
    " U",
    " F",
    " H",
    " Z",
    "w",
    "b",
    "1",
    "=",
    "0",
    "XXS WW=-1",
    "XXA    1 -5.0",
    "XXS W=99999999",
    "BBW 2147483647",
    "XXR 0",
    "XXR 99999",
    "162 W",
    "XXC",
    "250",
    "260   1   1",
    "240 Z",
    "1.5.5",
    "e"
  };

  private static final String[] HEADERS = {
    "XXS WW=-1.0",
    "XXS ZPB=-0.5 HPB=20000",
    "XXA    2  -1.0",
    "XXA    1 50.0 50.0",
    "BBW -3.0",
    "162  W-1.0",
    "XXS W=99.9 D=99.9",
    "XXR 1",
    "XXR 999",
    "XXP 1 1",
    "XXZ 1 1",
    "240 H   1    1",
    "250  1.0 -1.0   1   1    1    2",
    "260   1 999    1    2",
    "152 X",
    "XXC rank",
    "XXS FPB=0.5",
    "XXS PAB=0"
  };

  static List<Path> corpus() throws IOException {
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.list(FixtureFiles.root().resolve("real"))) {
      s.filter(p -> p.toString().endsWith(".trf") || p.toString().endsWith(".tab"))
          .filter(p -> !p.getFileName().toString().startsWith("tec-"))
          .sorted()
          .forEach(out::add);
    }
    try (Stream<Path> s = Files.walk(FixtureFiles.root().resolve("dutch"))) {
      List<Path> rounds =
          s.filter(p -> p.getFileName().toString().matches("round0[1-5]\\.trf")).sorted().toList();
      for (int i = 0; i < rounds.size(); i += 7) {
        out.add(rounds.get(i));
      }
    }
    return out;
  }

  static byte[] mutate(byte[] in, Random rnd) {
    byte[] b = in;
    for (int k = 1 + rnd.nextInt(4); k > 0; k--) {
      switch (rnd.nextInt(7)) {
        case 0 -> {
          b = b.clone();
          if (b.length > 0) {
            b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
          }
        }
        case 1 -> {
          b = b.clone();
          for (int t = 0; t < 50 && b.length > 0; t++) {
            int p = rnd.nextInt(b.length);
            if (b[p] >= '0' && b[p] <= '9') {
              b[p] = (byte) ('0' + rnd.nextInt(10));
              break;
            }
          }
        }
        case 2 -> {
          List<String> lines =
              new ArrayList<>(
                  Arrays.asList(new String(b, StandardCharsets.ISO_8859_1).split("\n", -1)));
          int p = rnd.nextInt(lines.size());
          if (rnd.nextBoolean()) {
            lines.add(rnd.nextInt(lines.size() + 1), lines.get(p));
          } else {
            lines.remove(p);
          }
          b = String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
        }
        case 3 -> {
          byte[] t = TOKENS[rnd.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8);
          if (b.length > t.length) {
            b = b.clone();
            System.arraycopy(t, 0, b, rnd.nextInt(b.length - t.length), t.length);
          }
        }
        case 4 -> {
          byte[] t = TOKENS[rnd.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8);
          int p = rnd.nextInt(b.length + 1);
          byte[] c = new byte[b.length + t.length];
          System.arraycopy(b, 0, c, 0, p);
          System.arraycopy(t, 0, c, p, t.length);
          System.arraycopy(b, p, c, p + t.length, b.length - p);
          b = c;
        }
        case 5 -> {
          byte[] h = (HEADERS[rnd.nextInt(HEADERS.length)] + "\n").getBytes(StandardCharsets.UTF_8);
          byte[] c = new byte[b.length + h.length];
          System.arraycopy(h, 0, c, 0, h.length);
          System.arraycopy(b, 0, c, h.length, b.length);
          b = c;
        }
        default -> {
          if (b.length > 0) {
            b = Arrays.copyOf(b, rnd.nextInt(b.length));
          }
        }
      }
    }
    return b;
  }

  /**
   * Runs {@code target} on {@code count} mutants; on a failure keeps the input and names the seed.
   */
  static void run(long seed, int count, boolean pair) throws IOException {
    List<Path> corpus = corpus();
    Random rnd = new Random(seed);
    for (int i = 0; i < count; i++) {
      Path source = corpus.get(rnd.nextInt(corpus.size()));
      byte[] input = mutate(Files.readAllBytes(source), rnd);
      try {
        if (pair) {
          FuzzTargets.pair(input);
        } else {
          FuzzTargets.reader(input);
        }
      } catch (Throwable e) {
        Path kept = Path.of("target", "mutation-" + seed + "-" + i + ".trf").toAbsolutePath();
        Files.createDirectories(kept.getParent());
        Files.write(kept, input);
        throw new AssertionError(
            "seed "
                + seed
                + ", mutant "
                + i
                + " of "
                + source.getFileName()
                + " (kept in "
                + kept
                + "): "
                + e,
            e);
      }
    }
  }

  @Test
  void readerSurvivesAFewHundredMutants() throws IOException {
    run(20261123L, 400, false);
  }

  @Test
  void pairSurvivesSomeMutants() throws IOException {
    run(20261124L, 40, true);
  }

  @Test
  @Tag("slow")
  void readerSurvivesManyMutants() throws IOException {
    run(Long.getLong("swisspair.mutationSeed", 1L), 200_000, false);
  }

  @Test
  @Tag("slow")
  void pairSurvivesManyMutants() throws IOException {
    run(Long.getLong("swisspair.mutationSeed", 2L), 10_000, true);
  }

  @Test
  void mutantsAreRepeatable() throws IOException {
    byte[] base = Files.readAllBytes(corpus().get(0));
    assertThat(mutate(base, new Random(7))).isEqualTo(mutate(base, new Random(7)));
  }
}
