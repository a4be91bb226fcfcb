package org.swisspair.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.research.Metric;
import org.swisspair.solver.research.ResultsCsv;
import org.swisspair.solver.research.Study;

/** The Spark job in {@code local[2]}: the same rows as the in-process study, written as Parquet. */
class SimulationJobTest {
  private static SparkSession spark;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    spark =
        SparkSession.builder()
            .master("local[2]")
            .appName("swisspair test")
            .config("spark.ui.enabled", "false")
            // Loopback only: the test needs no network.
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
  }

  @AfterAll
  static void stop() {
    spark.stop();
  }

  private static JobSpec spec() {
    return new JobSpec(
        "dutch,team", 10, "normal:1800:300", 50, null, 1400, 4, 5, 5, 0.05, 0.0, 0.05, 3, 2);
  }

  @Test
  void theJobWritesTheRowsOfTheStudyAsParquet() {
    Path out = dir.resolve("study.parquet");
    SimulationJob.simulate(spark, spec(), 3).write().parquet(out.toString());
    assertThat(Files.exists(out.resolve("_SUCCESS"))).isTrue();
    Dataset<Row> back = spark.read().parquet(out.toString());
    assertThat(back.schema()).isEqualTo(SimulationJob.schema().asNullable());
    List<Row> rows =
        back.collectAsList().stream()
            .sorted(
                Comparator.comparingLong((Row r) -> r.getLong(0))
                    .thenComparing(r -> r.getString(2).equals("dutch") ? 0 : 1))
            .toList();
    List<Study.Result> expected = Study.run(spec().options(), (d, t) -> {});
    assertThat(rows).hasSize(expected.size()).hasSize(10);
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      Study.Result e = expected.get(i);
      assertThat(r.getLong(0)).isEqualTo(e.tournament());
      assertThat(r.getLong(1)).isEqualTo(e.seed());
      assertThat(r.getString(2)).isEqualTo(e.system());
      assertThat(r.getString(5)).isEqualTo(e.status());
      for (Metric m : Metric.values()) {
        if (m.timing()) {
          continue;
        }
        Object v = r.get(r.fieldIndex(m.column()));
        double d = v == null ? Double.NaN : (Double) v;
        assertThat(d)
            .as("%s of tournament %d %s", m, e.tournament(), e.system())
            .isEqualTo(e.value(m));
      }
    }
  }

  @Test
  void aCsvOfTheCommandLineConvertsToParquet() throws Exception {
    List<Study.Result> rows = Study.run(spec().options(), (d, t) -> {});
    Path csv = dir.resolve("tournaments.csv");
    ResultsCsv.writeTournaments(csv, rows);
    Dataset<Row> read =
        spark.read().option("header", "true").schema(SimulationJob.schema()).csv(csv.toString());
    Path out = dir.resolve("from-csv.parquet");
    read.write().parquet(out.toString());
    Dataset<Row> back = spark.read().parquet(out.toString());
    assertThat(back.count()).isEqualTo(rows.size());
    double tau = back.filter("system = 'team' AND tournament = 3").first().getAs("kendall_tau");
    assertThat(tau)
        .isEqualTo(
            rows.stream()
                .filter(r -> r.system().equals("team") && r.tournament() == 3)
                .findFirst()
                .orElseThrow()
                .value(Metric.KENDALL_TAU),
            org.assertj.core.data.Offset.offset(1e-6));
  }

  @Test
  void rangesCoverEveryTournamentOnce() {
    List<long[]> r = SimulationJob.ranges(10, 4);
    assertThat(r).hasSize(4);
    long covered = 0;
    long next = 0;
    for (long[] range : r) {
      assertThat(range[0]).isEqualTo(next);
      covered += range[1] - range[0];
      next = range[1];
    }
    assertThat(covered).isEqualTo(10);
    assertThat(SimulationJob.ranges(2, 8)).hasSize(2);
  }
}
