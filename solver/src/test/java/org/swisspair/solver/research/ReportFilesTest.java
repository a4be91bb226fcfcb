package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CSV files read back, and the HTML report with its embedded charts decoded. */
class ReportFilesTest {
  @TempDir Path dir;

  private static List<Study.Result> rows() {
    List<Study.Result> rows = new ArrayList<>();
    for (int t = 0; t < 5; t++) {
      rows.add(SummaryTest.row(t, "dutch", 0.5 + t / 20.0));
      rows.add(SummaryTest.row(t, "burstein", 0.45 + t / 25.0));
    }
    return rows;
  }

  @Test
  void theTournamentsCsvHasOneRowPerTournamentAndSystem() throws IOException {
    Path csv = dir.resolve("tournaments.csv");
    ResultsCsv.writeTournaments(csv, rows());
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines).hasSize(11);
    String[] header = lines.get(0).split(",", -1);
    assertThat(header).hasSize(ResultsCsv.KEY_COLUMNS.size() + Metric.values().length + 1);
    assertThat(header[header.length - 1]).isEqualTo("round_ms");
    String[] row = lines.get(2).split(",", -1);
    assertThat(row[2]).isEqualTo("burstein");
    int tau = List.of(header).indexOf("kendall_tau");
    assertThat(Double.parseDouble(row[tau])).isEqualTo(0.45);
    assertThat(row[row.length - 1]).isEqualTo("1.500;2.250");
    assertThat(ResultsCsv.number(Double.NaN)).isEmpty();
    assertThat(ResultsCsv.number(0.1234567)).isEqualTo("0.123457");
  }

  @Test
  void anUndefinedMetricIsAnEmptyFieldAndRowGivesTheLinesOfTheFile() throws IOException {
    Path csv = dir.resolve("tournaments.csv");
    List<Study.Result> rows = rows();
    rows.set(3, nanRow(rows.get(3)));
    ResultsCsv.writeTournaments(csv, rows);
    List<String> expected = new ArrayList<>(List.of(ResultsCsv.header()));
    rows.forEach(r -> expected.add(ResultsCsv.row(r)));
    assertThat(Files.readAllLines(csv)).isEqualTo(expected);
    assertThat(Files.readAllLines(csv).get(4)).contains(",burstein,").contains(",,");
  }

  private static Study.Result nanRow(Study.Result r) {
    double[] v = r.values().clone();
    v[Metric.KENDALL_TAU.ordinal()] = Double.NaN;
    return new Study.Result(
        r.tournament(), r.seed(), r.system(), r.players(), r.rounds(), "x", v, r.roundMillis());
  }

  @Test
  void aTableRefusesAValueOfTheWrongTypeAndNamesTheColumn() {
    List<ResultTable.Column> cols =
        List.of(
            new ResultTable.Column("n", ResultTable.Type.INT, false),
            new ResultTable.Column("mean", ResultTable.Type.DOUBLE, true));
    assertThat(new ResultTable("t", cols, List.<Object[]>of(new Object[] {1, null})).rows())
        .hasSize(1);
    assertThatThrownBy(() -> new ResultTable("t", cols, List.<Object[]>of(new Object[] {1L, 0.5})))
        .hasMessage("t: column n (INT) holds 1");
    assertThatThrownBy(
            () -> new ResultTable("t", cols, List.<Object[]>of(new Object[] {null, 0.5})))
        .hasMessage("t: column n (INT) holds null");
    assertThatThrownBy(() -> new ResultTable("t", cols, List.<Object[]>of(new Object[] {1})))
        .hasMessage("t: a row has 1 values for 2 columns");
  }

  @Test
  void theSummaryCsvHasTheIntervalsAndPairedDifferences() throws IOException {
    Path csv = dir.resolve("summary.csv");
    ResultsCsv.writeSummary(csv, Summary.of(rows()));
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines.get(0)).startsWith("system,metric,n,mean,sd,ci95_low,ci95_high,diff_vs_dutch");
    assertThat(lines).hasSize(1 + 2 * Metric.values().length);
    String burstein =
        lines.stream().filter(l -> l.startsWith("burstein,kendall_tau,")).findFirst().orElseThrow();
    String[] f = burstein.split(",", -1);
    assertThat(Integer.parseInt(f[2])).isEqualTo(5);
    assertThat(Double.parseDouble(f[3])).isCloseTo(0.53, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(Double.parseDouble(f[5])).isLessThan(Double.parseDouble(f[6]));
  }

  @Test
  void theReportEmbedsDecodableChartsAndTheTable() throws IOException {
    Path html = dir.resolve("report.html");
    HtmlReport.write(html, "Study <test>", List.of("seed 1", "2 systems"), rows());
    String text = Files.readString(html);
    assertThat(text).startsWith("<!DOCTYPE html>").contains("Study &lt;test&gt;", "seed 1");
    assertThat(text).doesNotContain("http://", "https://");
    Matcher m =
        Pattern.compile("<img alt=\"([^\"]*)\"[^>]*src=\"data:image/png;base64,([^\"]+)\"")
            .matcher(text);
    int images = 0;
    while (m.find()) {
      BufferedImage img =
          ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(m.group(2))));
      assertThat(img).as("chart %s", m.group(1)).isNotNull();
      assertThat(img.getWidth()).isGreaterThan(200);
      // A drawn chart is not blank: count distinct colours on a diagonal.
      java.util.Set<Integer> colours = new java.util.HashSet<>();
      for (int i = 0; i < Math.min(img.getWidth(), img.getHeight()); i++) {
        colours.add(img.getRGB(i * img.getWidth() / img.getHeight() % img.getWidth(), i));
      }
      assertThat(colours.size()).as("colours in %s", m.group(1)).isGreaterThan(2);
      images++;
    }
    // Ranking, Kendall boxes, colour distribution, then one chart per remaining metric.
    assertThat(images).isEqualTo(3 + Metric.values().length - 8);
    for (Metric metric : Metric.values()) {
      assertThat(text).contains(HtmlReport.escape(metric.label()));
    }
    assertThat(text).contains("<th>burstein &minus; dutch</th>");
  }
}
