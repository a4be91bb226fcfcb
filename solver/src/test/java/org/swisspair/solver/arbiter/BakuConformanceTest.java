package org.swisspair.solver.arbiter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.arbiter.FideModeCause.Kind;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Virtual points other than the Baku method's leave FIDE mode from the round they first differ
 * (C.04.2 1.1-1.2, C.04.7; ARB-17); Baku's, declared or written out, keep it.
 */
class BakuConformanceTest {
  private static final PairingSystems.Entry DUTCH = PairingSystems.entry("dutch");

  /** Eighteen players (group A of ten), Baku over 7 rounds: 1.0 in rounds 1-2, 0.5 in 3-4. */
  private static Tournament baku(int rounds, int lateEntries) throws Exception {
    GeneratorOptions o =
        new GeneratorOptions(
            18, 7, 2026L, 0, 0, 0, 0, lateEntries, true, ScoringSystem.STANDARD, Colour.WHITE, 0);
    Tournament t =
        new TournamentGenerator(PairingSystems.byName("dutch").orElseThrow()).generate(o);
    return t.truncatedTo(rounds);
  }

  private static List<FideModeCause> acceleration(Tournament t) {
    return new FideMode(DUTCH)
        .verdict(t).causes().stream().filter(c -> c.kind() == Kind.ACCELERATION).toList();
  }

  /** {@code t} with player {@code id}'s virtual points in round {@code round} set to {@code v}. */
  private static Tournament withPoints(Tournament t, int id, int round, int v) {
    Map<Integer, List<Integer>> acc = new TreeMap<>(t.acceleration());
    List<Integer> values = new ArrayList<>(acc.getOrDefault(id, List.of()));
    while (values.size() < round) {
      values.add(0);
    }
    values.set(round - 1, v);
    acc.put(id, values);
    return t.withAcceleration(acc);
  }

  @Test
  void bakusVirtualPointsKeepFideModeInEveryFileFormat() throws Exception {
    Tournament t = baku(5, 0);
    assertThat(t.acceleration()).hasSize(10);
    assertThat(acceleration(t)).isEmpty();
    for (TrfWriter.Flavour f : TrfWriter.Flavour.values()) {
      Tournament read = new TrfReader().read("t.trf", TrfWriter.toText(t, f));
      assertThat(read.acceleration()).as("%s", f).isEqualTo(t.acceleration());
      assertThat(acceleration(read)).as("%s", f).isEmpty();
    }
    // A _BAKU code without virtual points: the engine gives Baku's.
    assertThat(acceleration(t.withAcceleration(Map.of()))).isEmpty();
  }

  @Test
  void lateEntriesKeepTheirGroupAndMayGoWithoutPointsBeforeTheyJoin() throws Exception {
    Tournament t = baku(5, 2);
    assertThat(acceleration(t)).isEmpty();
    for (int id = 1; id <= 10; id++) {
      if (!t.player(id).round(1).paired()) {
        assertThat(acceleration(withPoints(t, id, 1, 0))).isEmpty();
      }
    }
  }

  @Test
  void fullPointsInEveryAcceleratedRoundLeaveFromTheFirstThatDiffers() throws Exception {
    Tournament t = baku(5, 0);
    Tournament full = t;
    for (int id = 1; id <= 10; id++) {
      full = withPoints(withPoints(full, id, 3, 10), id, 4, 10);
    }
    assertThat(acceleration(full))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.round()).isEqualTo(3);
              assertThat(c.detail())
                  .contains("player 1 has 1.0 virtual points in round 3: Baku gives 0.5")
                  .contains("7 rounds");
            });
    // Points in a round after the accelerated ones.
    assertThat(acceleration(withPoints(t, 2, 5, 5)))
        .singleElement()
        .satisfies(c -> assertThat(c.round()).isEqualTo(5));
  }

  @Test
  void aGroupAThatIsNotTheHeadOfTheListOrOfAnotherSizeLeaves() throws Exception {
    Tournament t = baku(5, 0);
    Map<Integer, List<Integer>> shifted = new TreeMap<>();
    t.acceleration().forEach((id, v) -> shifted.put(id + 1, v));
    assertThat(acceleration(t.withAcceleration(shifted)))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.round()).isEqualTo(1);
              assertThat(c.detail()).contains("but not to [1]");
            });
    Map<Integer, List<Integer>> twoThirds = new TreeMap<>(t.acceleration());
    for (int id = 11; id <= 12; id++) {
      twoThirds.put(id, t.acceleration().get(1));
    }
    assertThat(acceleration(t.withAcceleration(twoThirds)))
        .singleElement()
        .satisfies(c -> assertThat(c.detail()).contains("group A of 12 players: Baku's is 10"));
  }

  @Test
  void aScoringWithoutTwoDrawsToAWinCannotBeBaku() throws Exception {
    Tournament t = baku(3, 0);
    ScoringSystem threeOne = ScoringSystem.of(30, 10, 0);
    Tournament bad =
        new Tournament(
            t.header(),
            t.players(),
            t.totalRounds(),
            t.initialColour(),
            threeOne,
            t.systemCode(),
            t.acceleration(),
            t.forbidden(),
            t.byeRequests(),
            t.teams(),
            t.otherLines(),
            t.pairByRankOrder());
    assertThat(acceleration(bad))
        .singleElement()
        .satisfies(c -> assertThat(c.detail()).contains("C.04.7 1.1"));
  }

  @Test
  void theJaVaFoAccelerationSampleIsNotBaku() throws Exception {
    // A point for players 1-43 of 84 in rounds 1-7 of 9, and points for more players as they
    // climb: Baku's group A is 42 players, its points halve from round 4 and stop after round 5.
    Tournament t =
        new TrfReader().read(FixtureFiles.root().resolve("real/capo-dorso-2012-accel.trf"));
    assertThat(acceleration(t))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.round()).isEqualTo(1);
              assertThat(c.detail()).contains("C.04.7 1.2");
            });
    // Group A cut to Baku's 42: the values differ from round 4.
    Map<Integer, List<Integer>> head = new TreeMap<>();
    t.acceleration()
        .forEach(
            (id, v) -> {
              if (id <= 42) {
                head.put(id, v);
              }
            });
    assertThat(acceleration(t.withAcceleration(head)))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.round()).isEqualTo(4);
              assertThat(c.detail()).contains("Baku gives 0.5");
            });
  }

  @Test
  void teamVirtualPointsAreJudgedInMatchPoints() throws Exception {
    TeamPairingSystem system = new TeamPairingSystem();
    TeamGenerator.Options o = TeamGenerator.Options.of(9, 4, 7L);
    Tournament t =
        new TeamGenerator(system)
            .generate(
                new TeamGenerator.Options(
                    o.teams(),
                    o.boards(),
                    o.rounds(),
                    o.seed(),
                    o.preferences(),
                    o.primary(),
                    true,
                    0,
                    0,
                    0,
                    0,
                    false));
    FideMode mode = new FideMode(PairingSystems.entry("team"));
    assertThat(mode.verdict(t).causes())
        .extracting(FideModeCause::kind)
        .doesNotContain(Kind.ACCELERATION);
    // Group A with a won match's points in round 2, where Baku over 4 rounds gives half of it.
    StringBuilder text = new StringBuilder();
    for (String line : TrfWriter.toText(t, TrfWriter.Flavour.TRF26).split("\n", -1)) {
      boolean roundTwo = line.startsWith("250") && line.contains("   2   2 ");
      text.append(roundTwo ? line.replace(" 1.0 ", " 2.0 ") : line).append('\n');
    }
    assertThat(text.toString()).contains("250  2.0        2   2");
    Tournament doubled = new TrfReader().read("t.trf", text.toString());
    assertThat(mode.verdict(doubled).causes())
        .filteredOn(c -> c.kind() == Kind.ACCELERATION)
        .singleElement()
        .satisfies(
            c -> assertThat(c.detail()).contains("team 1 has 2.0 virtual points in round 2"));
  }

  @Test
  void theTeamTournamentExampleOfTheTecIsBaku() throws Exception {
    // 50 teams, 48 paired in round 1 (two byes): group A of 24, team 3 joining it after its bye.
    Tournament t =
        new TrfReader()
            .read(FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf"));
    assertThat(new FideMode(PairingSystems.entry("team")).verdict(t).causes())
        .extracting(FideModeCause::kind)
        .doesNotContain(Kind.ACCELERATION);
  }
}
