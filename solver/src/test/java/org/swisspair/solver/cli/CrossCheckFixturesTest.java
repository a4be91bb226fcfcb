package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The cross-check cases of {@code fixtures/crosscheck/} are sound: each reference pairing pairs
 * every player to be paired exactly once, keeps the absolute criteria C1-C3 (Dutch 2.1), and the
 * README names the case. Which engine is right is the README's matter, not a test expectation.
 */
class CrossCheckFixturesTest {
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
