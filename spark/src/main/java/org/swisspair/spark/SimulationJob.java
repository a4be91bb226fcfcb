package org.swisspair.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.research.ResultTable;
import org.swisspair.solver.research.ResultsCsv;
import org.swisspair.solver.research.Study;
import org.swisspair.solver.research.StudyOptions;

/**
 * {@code swisspair simulate} on a Spark cluster: the tournament indices 0..K-1 are cut into ranges,
 * the ranges spread over the executors, each executor plays its tournaments under every system
 * exactly as the command line does (same seed, same rows), and the rows are written as Parquet with
 * the columns of {@code tournaments.csv}. With {@code --from-csv} it converts a {@code
 * tournaments.csv} of the command line to Parquet instead.
 */
public final class SimulationJob {
  private SimulationJob() {}

  /** The Parquet schema: the columns of {@link ResultTable#tournaments}, as the CLI writes them. */
  public static StructType schema() {
    List<StructField> fields = new ArrayList<>();
    for (ResultTable.Column c : ResultTable.tournaments(List.of()).columns()) {
      DataType type =
          switch (c.type()) {
            case LONG -> DataTypes.LongType;
            case INT -> DataTypes.IntegerType;
            case DOUBLE -> DataTypes.DoubleType;
            case STRING -> DataTypes.StringType;
          };
      fields.add(DataTypes.createStructField(c.name(), type, c.nullable()));
    }
    return DataTypes.createStructType(fields);
  }

  /** The index ranges {@code [from, to)} of {@code tournaments} cut into {@code parts}. */
  static List<long[]> ranges(long tournaments, int parts) {
    List<long[]> out = new ArrayList<>();
    int p = (int) Math.max(1, Math.min(parts, tournaments));
    for (int i = 0; i < p; i++) {
      long from = tournaments * i / p;
      long to = tournaments * (i + 1) / p;
      if (to > from) {
        out.add(new long[] {from, to});
      }
    }
    return out;
  }

  /** The rows of the study, computed on the executors in {@code partitions} ranges. */
  public static Dataset<Row> simulate(SparkSession spark, JobSpec spec, int partitions) {
    StudyOptions checked = spec.options(); // fail on the driver, with the message, not on a worker
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    List<long[]> ranges = ranges(checked.tournaments(), partitions);
    JavaRDD<Row> rows =
        jsc.parallelize(ranges, ranges.size())
            .mapPartitions(
                (Iterator<long[]> it) -> {
                  List<long[]> mine = new ArrayList<>();
                  it.forEachRemaining(mine::add);
                  return onLargeStack(() -> play(spec, mine)).iterator();
                });
    return spark.createDataFrame(rows, schema());
  }

  /** The rows of the tournaments in {@code ranges}, every system. */
  static List<Row> play(JobSpec spec, List<long[]> ranges) {
    StudyOptions o = spec.options();
    List<PairingSystem> systems = Study.create(o);
    List<Row> out = new ArrayList<>();
    for (long[] range : ranges) {
      for (long i = range[0]; i < range[1]; i++) {
        for (Study.Result r : Study.runOne(o, i, systems)) {
          out.add(row(r));
        }
      }
    }
    return out;
  }

  /**
   * Runs {@code work} on a thread with a 64 MiB stack, as the command line runs the pairing
   * (-Xss16m and more), whatever stack size the executor's task threads have.
   */
  static <T> T onLargeStack(java.util.concurrent.Callable<T> work) throws Exception {
    java.util.concurrent.FutureTask<T> task = new java.util.concurrent.FutureTask<>(work);
    Thread t = new Thread(null, task, "swisspair-study", 64L << 20);
    t.start();
    try {
      return task.get();
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw e;
    }
  }

  /** One result as a row of {@link #schema()}; NaN becomes null. */
  static Row row(Study.Result r) {
    return RowFactory.create(ResultTable.tournaments(List.of(r)).rows().get(0));
  }

  /** Runs the job: {@code --key value} arguments, see the README section "Beyond one machine". */
  public static void main(String[] args) throws IOException {
    Map<String, String> a = arguments(args);
    String out = required(a, "-o");
    SparkSession.Builder builder = SparkSession.builder().appName("swisspair simulate");
    if (a.containsKey("--master")) {
      builder.master(a.get("--master"));
    }
    SparkSession spark = builder.getOrCreate();
    try {
      Dataset<Row> rows;
      if (a.containsKey("--from-csv")) {
        rows = spark.read().option("header", "true").schema(schema()).csv(a.get("--from-csv"));
      } else {
        rows =
            simulate(
                spark,
                spec(a),
                Integer.parseInt(a.getOrDefault("--partitions", "0")) > 0
                    ? Integer.parseInt(a.get("--partitions"))
                    : Math.max(1, spark.sparkContext().defaultParallelism() * 4));
      }
      rows.write().mode(SaveMode.Overwrite).parquet(out);
    } finally {
      spark.stop();
    }
  }

  /** The job's study from the command-line arguments. */
  static JobSpec spec(Map<String, String> a) throws IOException {
    byte[] trf = a.containsKey("--trf") ? Files.readAllBytes(Path.of(a.get("--trf"))) : null;
    return new JobSpec(
        a.getOrDefault("--systems", "all"),
        trf != null ? 0 : Integer.parseInt(required(a, "--players")),
        a.getOrDefault("--distribution", "normal:1800:300"),
        Double.parseDouble(a.getOrDefault("--rating-noise", "0")),
        trf,
        Integer.parseInt(a.getOrDefault("--unrated-rating", "1400")),
        Integer.parseInt(required(a, "--rounds")),
        Long.parseLong(required(a, "--tournaments")),
        Long.parseLong(required(a, "--seed")),
        Double.parseDouble(a.getOrDefault("--half-bye-rate", "0")),
        Double.parseDouble(a.getOrDefault("--absence-rate", "0")),
        Double.parseDouble(a.getOrDefault("--forfeit-rate", "0")),
        Integer.parseInt(a.getOrDefault("--top-k", "10")),
        Integer.parseInt(
            a.getOrDefault("--boards", Integer.toString(StudyOptions.DEFAULT_BOARDS))));
  }

  static Map<String, String> arguments(String[] args) {
    Map<String, String> a = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      if (!args[i].startsWith("-") || i + 1 >= args.length) {
        throw new IllegalArgumentException(
            "expected --key value pairs, got '" + args[i] + "'; columns: " + ResultsCsv.header());
      }
      a.put(args[i], args[++i]);
    }
    return a;
  }

  private static String required(Map<String, String> a, String key) {
    String v = a.get(key);
    if (v == null) {
      throw new IllegalArgumentException("missing " + key);
    }
    return v;
  }
}
