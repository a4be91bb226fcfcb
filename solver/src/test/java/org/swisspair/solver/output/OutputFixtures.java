package org.swisspair.solver.output;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.swisspair.api.PairedRound;
import org.swisspair.api.Swisspair;
import org.swisspair.model.Tournament;
import org.swisspair.solver.cli.Main;
import org.swisspair.solver.testing.FixtureFiles;

/** The rounds the output tests render: one with every player paired, one with a PAB and a bye. */
final class OutputFixtures {
  private OutputFixtures() {}

  /** 12 players, round 4, all paired. */
  static Path example() {
    return FixtureFiles.root().resolve("examples/example.trf");
  }

  /** 12 players, round 5: player 8 gets the PAB, player 4 has a half-point bye. */
  static Path withPabAndBye() {
    return FixtureFiles.root().resolve("dutch/n012-r07-messy-s5004/round05.trf");
  }

  /** The JSON schema of the pairing output. */
  static Path schema() {
    return FixtureFiles.root().getParent().resolve("docs/schema/pairing.schema.json");
  }

  /** The next round of {@code file} paired by {@code system}. */
  static PairedRound paired(Path file, String system) throws Exception {
    Tournament t = Swisspair.read(file);
    return Swisspair.pairNextRound(t, Swisspair.system(system));
  }

  /**
   * A round of every system that pairs today, each from a file of its kind: the two individual
   * files for the one-game systems, a generated file for Double-Swiss (two-game matches) and for
   * Team (teams), re-paired in its last round.
   */
  static List<Case> cases() throws Exception {
    List<Case> out = new ArrayList<>();
    for (String system : Swisspair.systems()) {
      switch (system) {
        case "double-swiss", "team" -> {
          Path file = generated(system);
          Tournament t = Swisspair.read(file);
          out.add(new Case(system, file, Swisspair.pairRound(t, Swisspair.system(system), 5)));
        }
        default -> {
          out.add(new Case(system, example(), paired(example(), system)));
          out.add(new Case(system, withPabAndBye(), paired(withPabAndBye(), system)));
        }
      }
    }
    return out;
  }

  /**
   * One rendered round.
   *
   * @param system the system's name
   * @param file the tournament file
   * @param round the round paired
   */
  record Case(String system, Path file, PairedRound round) {
    @Override
    public String toString() {
      return system + " " + file.getFileName();
    }
  }

  /** A 5-round tournament of {@code system} made by {@code swisspair generate}, seed 7. */
  private static synchronized Path generated(String system) throws Exception {
    if (generatedDir == null) {
      generatedDir = Files.createTempDirectory("swisspair-output");
      generatedDir.toFile().deleteOnExit();
    }
    Path file = generatedDir.resolve(system + ".trf");
    if (!Files.exists(file)) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int exit =
          Main.run(
              new String[] {
                "generate",
                "--system",
                system,
                "--players",
                "11",
                "--rounds",
                "5",
                "--seed",
                "7",
                "--format",
                "trf26",
                "-o",
                file.toString()
              },
              new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
              new PrintStream(err, true, StandardCharsets.UTF_8));
      if (exit != 0) {
        throw new IllegalStateException("generate " + system + ": " + err);
      }
      file.toFile().deleteOnExit();
    }
    return file;
  }

  private static Path generatedDir;

  /** The example with player 3's name replaced by one full of HTML's special characters. */
  static Path withAwkwardName(Path dir) throws Exception {
    String trf = Files.readString(example());
    String plain = "Test0003 Player0003";
    String awkward = String.format("%-" + plain.length() + "s", "O'Hara & <Sons>");
    Path file = dir.resolve("awkward.trf");
    Files.writeString(file, trf.replace(plain, awkward));
    return file;
  }
}
