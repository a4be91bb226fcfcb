package org.swisspair.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.swisspair.model.Colour;
import org.swisspair.model.Team;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamScoring;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.team.TeamPairingSystem;

/**
 * One Team-system round (C.04.6) after {@code round - 1} rounds of a synthetic history (a rotation
 * that never repeats a match, random match results and colours), built once per trial. For example
 * {@code java -jar benchmarks/target/benchmarks.jar TeamPairingBenchmark -p teams=1000 -f 1 -wi 2
 * -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xss16m", "-XX:+UseSerialGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class TeamPairingBenchmark {
  @Param({"100", "300", "1000"})
  public int teams;

  /** The round to pair, of 11. */
  @Param({"6"})
  public int round;

  private TeamRoundState state;
  private TeamPairingSystem system;

  @Setup(Level.Trial)
  public void buildInput() {
    state = new TeamRoundState(history(teams, round - 1, 11, 2026L), round);
    system = new TeamPairingSystem();
  }

  /** {@code n} teams (n even) with {@code played} rounds of a rotation of the two halves. */
  static TeamTournament history(int n, int played, int total, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int half = n / 2;
    List<List<TeamRound>> rounds = new ArrayList<>();
    List<Team> list = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      rounds.add(new ArrayList<>());
      list.add(new Team(k, "Team " + k, "", "", List.of(), true));
    }
    for (int r = 1; r <= played; r++) {
      for (int k = 1; k <= half; k++) {
        int o = half + 1 + (k - 1 + r - 1) % half;
        int result = rnd.nextInt(3);
        boolean white = rnd.nextBoolean();
        int mp = result == 0 ? 20 : result == 1 ? 10 : 0;
        int gp = result == 0 ? 30 : result == 1 ? 20 : 10;
        rounds
            .get(k - 1)
            .add(new TeamRound(o, white ? Colour.WHITE : Colour.BLACK, MatchKind.PLAYED, mp, gp));
        rounds
            .get(o - 1)
            .add(
                new TeamRound(
                    k, white ? Colour.BLACK : Colour.WHITE, MatchKind.PLAYED, 20 - mp, 40 - gp));
      }
    }
    return new TeamTournament(
        list,
        rounds,
        TeamScoring.standard(4),
        TeamSettings.DEFAULT,
        total,
        Colour.WHITE,
        Map.of(),
        List.of(),
        List.of());
  }

  @Benchmark
  public RoundPairing pairRound() throws NoValidPairingException {
    return system.pair(state, false);
  }
}
