package org.swisspair.parquet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type.Repetition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.research.Field;
import org.swisspair.solver.research.Metric;
import org.swisspair.solver.research.ResultTable;
import org.swisspair.solver.research.Study;
import org.swisspair.solver.research.StudyOptions;
import org.swisspair.solver.research.Summary;
import org.swisspair.solver.research.SystemVariant;
import org.swisspair.solver.research.TableWriter;

class ParquetTableWriterTest {
  @TempDir Path dir;

  /** A small study with forfeits, so that some metrics are undefined in some rows. */
  private static List<Study.Result> study() {
    StudyOptions o =
        StudyOptions.of(
                Field.distribution("normal:1800:300", 12, 0),
                4,
                3,
                SystemVariant.parseList("dutch,burstein"),
                11)
            .withThreads(1)
            .withIrregularities(0.05, 0.05, 0.05);
    return Study.run(o, (d, t) -> {});
  }

  /** Every row of a Parquet file, read with parquet-java's reader. */
  private static List<Group> read(Path file, MessageType[] schemaOut) throws IOException {
    List<Group> out = new ArrayList<>();
    ParquetReadOptions options =
        ParquetReadOptions.builder(new PlainParquetConfiguration()).build();
    try (ParquetFileReader r = ParquetFileReader.open(new LocalInputFile(file), options)) {
      MessageType schema = r.getFooter().getFileMetaData().getSchema();
      schemaOut[0] = schema;
      PageReadStore pages;
      while ((pages = r.readNextRowGroup()) != null) {
        RecordReader<Group> rows =
            new ColumnIOFactory()
                .getColumnIO(schema)
                .getRecordReader(pages, new GroupRecordConverter(schema));
        for (long i = 0; i < pages.getRowCount(); i++) {
          out.add(rows.read());
        }
      }
    }
    return out;
  }

  @Test
  void writesWithoutHadoopOnTheClassPath() throws Exception {
    // The class path of the tests without Hadoop's jars, as the command line runs the writer.
    URL[] urls =
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(e -> !e.contains(File.separator + "hadoop-client-"))
            .map(ParquetTableWriterTest::url)
            .toArray(URL[]::new);
    Path file = dir.resolve("t.parquet");
    try (URLClassLoader noHadoop = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
      assertThatThrownBy(() -> noHadoop.loadClass("org.apache.hadoop.conf.Configuration"))
          .isInstanceOf(ClassNotFoundException.class);
      noHadoop
          .loadClass(WriteWithoutHadoop.class.getName())
          .getMethod("write", String.class)
          .invoke(null, file.toString());
    }
    MessageType[] schema = new MessageType[1];
    List<Group> rows = read(file, schema);
    assertThat(schema[0].getFieldCount()).isEqualTo(3);
    assertThat(rows).hasSize(2);
    assertThat(rows.get(0).getDouble("value", 0)).isEqualTo(0.75);
    assertThat(rows.get(1).getString("name", 0)).isEqualTo("burstein");
    assertThat(rows.get(1).getFieldRepetitionCount("value")).isZero();
  }

  private static URL url(String entry) {
    try {
      return Path.of(entry).toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(entry, e);
    }
  }

  @Test
  void isFoundByTheServiceLoader() {
    assertThat(TableWriter.find("parquet")).get().isInstanceOf(ParquetTableWriter.class);
    assertThat(TableWriter.find("orc")).isEmpty();
  }

  @Test
  void writesTheTournamentsTableAndReadsItBack() throws IOException {
    List<Study.Result> results = study();
    ResultTable table = ResultTable.tournaments(results);
    Path file = dir.resolve("tournaments.parquet");
    TableWriter.find("parquet").orElseThrow().write(file, table);

    MessageType[] schema = new MessageType[1];
    List<Group> rows = read(file, schema);
    assertThat(rows).hasSize(6);
    assertThat(schema[0].getFieldCount()).isEqualTo(table.columns().size());
    assertThat(schema[0].getType("tournament").asPrimitiveType().getPrimitiveTypeName())
        .isEqualTo(PrimitiveTypeName.INT64);
    assertThat(schema[0].getType("players").asPrimitiveType().getPrimitiveTypeName())
        .isEqualTo(PrimitiveTypeName.INT32);
    assertThat(schema[0].getType("system").getLogicalTypeAnnotation())
        .isEqualTo(LogicalTypeAnnotation.stringType());
    assertThat(schema[0].getType("kendall_tau").getRepetition()).isEqualTo(Repetition.OPTIONAL);
    assertThat(schema[0].getType("seed").getRepetition()).isEqualTo(Repetition.REQUIRED);

    // Rows keep their order: tournament by tournament, systems in the order given.
    for (int i = 0; i < rows.size(); i++) {
      Study.Result r = results.get(i);
      Group g = rows.get(i);
      assertThat(g.getLong("tournament", 0)).isEqualTo(r.tournament());
      assertThat(g.getLong("seed", 0)).isEqualTo(r.seed());
      assertThat(g.getString("system", 0)).isEqualTo(r.system());
      assertThat(g.getInteger("rounds", 0)).isEqualTo(4);
      for (Metric m : Metric.values()) {
        double v = r.value(m);
        int present = g.getFieldRepetitionCount(m.column());
        if (Double.isNaN(v)) {
          assertThat(present).as("%s of row %d is null", m, i).isZero();
        } else {
          assertThat(g.getDouble(m.column(), 0)).as("%s of row %d", m, i).isEqualTo(v);
        }
      }
    }
    assertThat(rows.get(1).getString("system", 0)).isEqualTo("burstein");
  }

  @Test
  void writesTheSummaryTableWithAMissingDifferenceForTheFirstSystem() throws IOException {
    Summary s = Summary.of(study());
    ResultTable table = ResultTable.summary(s);
    Path file = dir.resolve("summary.parquet");
    new ParquetTableWriter().write(file, table);

    MessageType[] schema = new MessageType[1];
    List<Group> rows = read(file, schema);
    assertThat(rows).hasSize(2 * Metric.values().length);
    assertThat(schema[0].containsField("diff_vs_dutch")).isTrue();
    Group first = rows.get(0);
    assertThat(first.getString("system", 0)).isEqualTo("dutch");
    assertThat(first.getString("metric", 0)).isEqualTo("kendall_tau");
    assertThat(first.getDouble("mean", 0))
        .isEqualTo(s.line("dutch", Metric.KENDALL_TAU).estimate().mean());
    assertThat(first.getFieldRepetitionCount("diff_vs_dutch")).isZero();
    assertThat(rows.get(1).getDouble("diff_vs_dutch", 0))
        .isEqualTo(s.line("burstein", Metric.KENDALL_TAU).difference().mean());
  }

  @Test
  void replacesAnExistingFileAndLeavesNoTemporaryFile() throws IOException {
    Path file = dir.resolve("tournaments.parquet");
    Files.writeString(file, "old");
    new ParquetTableWriter().write(file, ResultTable.tournaments(study()));
    assertThat(Files.readAllBytes(file)).startsWith("PAR1".getBytes());
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(file);
    }
  }
}
