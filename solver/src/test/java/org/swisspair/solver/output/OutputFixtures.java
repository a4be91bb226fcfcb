package org.swisspair.solver.output;

import java.nio.file.Files;
import java.nio.file.Path;
import org.swisspair.api.PairedRound;
import org.swisspair.api.Swisspair;
import org.swisspair.model.Tournament;
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
