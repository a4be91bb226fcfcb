package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The cross-check cases of {@code fixtures/crosscheck/} are sound: each reference pairing pairs
 * every player to be paired exactly once, keeps the absolute criteria C1-C3 (Dutch 2.1), and the
 * README names the case; and each case the README marks "agree" (the C9 class, DUT-3, and the
 * limbo-MDP class, DUT-1 and DUT-6) is paired by the engine exactly as the reference pairs it, and
 * {@code check} finds no difference in it.
 */
class CrossCheckFixturesTest {
  /**
   * The cases where swisspair now pairs as bbpPairings does: a bracket downfloats two or more
   * players, one of whom ends with the PAB, and C9 does not apply there (Note to Dutch 2.4.4); or
   * two or more MDPs enter a bracket and one stays in the limbo, not counted in C14/C16 (DUT-1).
   */
  static Stream<String> agreeing() {
    return Stream.of(
        "c14-limbo-mdp-w3d1-n16-r8-of-11",
        "c16-limbo-mdp-w3d1-n09-r4-of-5",
        "c18-n19-r10-of-10",
        "c18-n30-r8-of-10",
        "limbo-three-mdps-n37-r8-of-9",
        "mdp-choice-c17-n16-r6-of-8",
        "mdp-choice-c19-w3d1-n32-r11-of-11",
        "pab-equal-unplayed-c14-w3d1-n27-r6-of-10",
        "pab-c12-n13-r5-of-5",
        "pab-c13-n35-r7-of-7",
        "pab-c14-n27-r7-of-11",
        "pab-c15-w3d1-n10-r6-of-6",
        "pab-c16-n29-r6-of-6",
        "pab-c16-n64-r9-of-9",
        "pab-order-n17-r5-of-7",
        "pab-two-downfloaters-n08-r5-of-5",
        "pab-two-downfloaters-w3d1-n08-r4-of-5",
        "same-pab-c16-w3d1-n28-r10-of-11");
  }

  @ParameterizedTest
  @MethodSource("agreeing")
  void engineAndCheckAgreeWithTheReference(String name) throws Exception {
    Path dir = FixtureFiles.root().resolve("crosscheck").resolve(name);
    assertThat(Files.readString(dir.resolveSibling("README.md")))
        .containsPattern("\\| `" + name + "` \\|.*\\| agree \\|");
    Tournament before =
        TournamentChecker.asChecked(new TrfReader().read(dir.resolve("before.trf")));
    int round = TournamentChecker.roundsPlayed(before) + 1;
    List<Pair> reference = pairs(dir.resolve("reference.pairs"));

    RoundPairing ours =
        VerifyingPairingSystem.of(new DutchPairingSystem())
            .pair(new RoundState(before, round), false);
    assertThat(new HashSet<>(ours.boards())).isEqualTo(new HashSet<>(reference));

    CheckReport.RoundReport r =
        new TournamentChecker(new DutchPairingSystem())
            .checkRound(played(before, round, reference), round);
    assertThat(r.differs()).as("%s: %s", name, r.describe()).isFalse();
  }

  static Stream<Path> cases() throws IOException {
    try (Stream<Path> s = Files.list(FixtureFiles.root().resolve("crosscheck"))) {
      return s.filter(Files::isDirectory).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void referencePairingIsCompleteAndKeepsTheAbsoluteCriteria(Path dir) throws Exception {
    Tournament before =
        TournamentChecker.asChecked(new TrfReader().read(dir.resolve("before.trf")));
    int round = TournamentChecker.roundsPlayed(before) + 1;
    RoundState state = new RoundState(before, round);
    List<Pair> reference = pairs(dir.resolve("reference.pairs"));
    List<Integer> seen = new ArrayList<>();
    for (Pair p : reference) {
      seen.add(p.white());
      if (!p.isBye()) {
        seen.add(p.black());
      }
    }
    assertThat(seen)
        .as(dir + ": every player to pair once")
        .containsExactlyInAnyOrderElementsOf(state.playersToPair());

    CheckReport.RoundReport r =
        new TournamentChecker(new DutchPairingSystem())
            .checkRound(played(before, round, reference), round);
    assertThat(r.fileViolations()).as(dir + ": C1-C3").isEmpty();
    assertThat(pairs(dir.resolve("swisspair.pairs"))).as(dir + ": swisspair.pairs").isNotEmpty();
    assertThat(Files.readString(dir.resolveSibling("README.md")))
        .contains("| `" + dir.getFileName() + "` |");
  }

  /** The engine format: the number of pairs, then {@code white black}, the PAB as {@code id 0}. */
  private static List<Pair> pairs(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    List<Pair> out = new ArrayList<>();
    for (String l : lines.subList(1, lines.size())) {
      String[] f = l.trim().split("\\s+");
      out.add(new Pair(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
    }
    assertThat(out).as(file + ": count line").hasSize(Integer.parseInt(lines.get(0).trim()));
    return out;
  }

  /** The tournament with {@code round} played as {@code pairs} say (every game drawn). */
  private static Tournament played(Tournament t, int round, List<Pair> pairs) {
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      while (rounds.size() < round) {
        rounds.add(RoundEntry.EMPTY);
      }
      for (Pair q : pairs) {
        if (q.isBye() && q.white() == p.id()) {
          rounds.set(round - 1, RoundEntry.pab());
        } else if (!q.isBye() && q.white() == p.id()) {
          rounds.set(round - 1, new RoundEntry(q.black(), Colour.WHITE, ResultCode.DRAW));
        } else if (!q.isBye() && q.black() == p.id()) {
          rounds.set(round - 1, new RoundEntry(q.white(), Colour.BLACK, ResultCode.DRAW));
        }
      }
      players.add(p.withRounds(rounds));
    }
    return t.withPlayers(players);
  }
}
