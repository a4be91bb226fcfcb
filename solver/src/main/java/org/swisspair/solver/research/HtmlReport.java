package org.swisspair.solver.research;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.BoxChartBuilder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.swisspair.model.trf.AtomicFiles;

/**
 * The study as one self-contained HTML page: the parameters, a table of every metric per system
 * with 95% confidence intervals and the paired difference to the first system, and charts drawn by
 * XChart, embedded as PNG images.
 */
public final class HtmlReport {
  private static final int WIDTH = 640;
  private static final int HEIGHT = 360;
  private static final int LEGEND_WIDTH = 160;

  /** Up to this many systems the legend fits in one row below a chart. */
  private static final int FEW_SYSTEMS = 4;

  private static final List<Metric> RANKING =
      List.of(Metric.KENDALL_TAU, Metric.SPEARMAN, Metric.TOP_K, Metric.STRONGEST_WINS);

  private static final List<Metric> COLOURS =
      List.of(
          Metric.COLOUR_DIFF_0,
          Metric.COLOUR_DIFF_1,
          Metric.COLOUR_DIFF_2,
          Metric.COLOUR_DIFF_3PLUS);

  private HtmlReport() {}

  /** Writes the report of {@code rows} to {@code file}; {@code title} and {@code facts} head it. */
  public static void write(Path file, String title, List<String> facts, List<Study.Result> rows)
      throws IOException {
    AtomicFiles.write(file, html(title, facts, rows));
  }

  /** The report as HTML text. */
  public static String html(String title, List<String> facts, List<Study.Result> rows)
      throws IOException {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
    Summary s = Summary.of(rows);
    StringBuilder h = new StringBuilder();
    h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
        .append(escape(title))
        .append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;margin:2em;max-width:1400px}")
        .append("table{border-collapse:collapse;font-size:90%}")
        .append("td,th{border:1px solid #bbb;padding:3px 8px;text-align:right}")
        .append("th:first-child,td:first-child{text-align:left}")
        .append(".charts img{margin:6px;border:1px solid #ddd}\n</style></head><body>\n");
    h.append("<h1>").append(escape(title)).append("</h1>\n<ul>\n");
    for (String f : facts) {
      h.append("<li>").append(escape(f)).append("</li>\n");
    }
    for (String sys : s.systems()) {
      if (s.failures(sys) > 0) {
        h.append("<li>")
            .append(escape(sys))
            .append(": ")
            .append(s.failures(sys))
            .append(" tournaments stopped on a round without a valid pairing (left out)</li>\n");
      }
    }
    h.append("</ul>\n<h2>Charts</h2>\n<div class=\"charts\">\n");
    image(h, grouped("Ranking quality (mean, 95% CI)", s, RANKING, true), "ranking quality");
    image(h, tauBoxes(s, rows), "Kendall tau by system");
    image(
        h,
        grouped("Final colour difference |W-B| (share of players)", s, COLOURS, false),
        "colour difference distribution");
    for (Metric m : Metric.values()) {
      if (!RANKING.contains(m) && !COLOURS.contains(m)) {
        image(h, single(s, m), m.label());
      }
    }
    h.append("</div>\n<h2>Summary</h2>\n<p>Mean over the tournaments with its 95% confidence ")
        .append("interval; the difference to <b>")
        .append(escape(s.systems().get(0)))
        .append("</b> is paired tournament by tournament (same field, same draws).</p>\n");
    h.append("<table><tr><th>metric</th>");
    for (String sys : s.systems()) {
      h.append("<th>").append(escape(sys)).append("</th>");
    }
    for (String sys : s.systems().subList(1, s.systems().size())) {
      h.append("<th>").append(escape(sys)).append(" &minus; ").append(escape(s.systems().get(0)));
      h.append("</th>");
    }
    h.append("</tr>\n");
    for (Metric m : Metric.values()) {
      h.append("<tr><td>").append(escape(m.label())).append("</td>");
      for (String sys : s.systems()) {
        h.append("<td>").append(interval(s.line(sys, m).estimate())).append("</td>");
      }
      for (String sys : s.systems().subList(1, s.systems().size())) {
        h.append("<td>").append(interval(s.line(sys, m).difference())).append("</td>");
      }
      h.append("</tr>\n");
    }
    h.append("</table>\n</body></html>\n");
    return h.toString();
  }

  /** {@code mean ± half-width}, with the number of decimals the interval supports. */
  static String interval(Summary.Estimate e) {
    if (e == null || e.n() == 0) {
      return "&ndash;";
    }
    return String.format(Locale.ROOT, "%.4f &plusmn; %.4f", e.mean(), e.halfWidth());
  }

  private static CategoryChart grouped(
      String title, Summary s, List<Metric> metrics, boolean errorBars) {
    boolean many = s.systems().size() > FEW_SYSTEMS;
    CategoryChart c =
        new CategoryChartBuilder()
            .width(many ? WIDTH + LEGEND_WIDTH : WIDTH)
            .height(HEIGHT)
            .title(title)
            .yAxisTitle("")
            .build();
    style(c);
    if (many) {
      // A horizontal legend below the chart runs off its edges beyond a few systems.
      c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
      c.getStyler().setLegendLayout(Styler.LegendLayout.Vertical);
    }
    List<String> categories = new ArrayList<>();
    for (Metric m : metrics) {
      categories.add(shortLabel(m));
    }
    for (String sys : s.systems()) {
      List<Double> y = new ArrayList<>();
      List<Double> err = new ArrayList<>();
      for (Metric m : metrics) {
        Summary.Estimate e = s.line(sys, m).estimate();
        y.add(e.n() == 0 ? 0 : e.mean());
        err.add(e.n() == 0 ? 0 : e.halfWidth());
      }
      if (errorBars) {
        c.addSeries(sys, categories, y, err);
      } else {
        c.addSeries(sys, categories, y);
      }
    }
    return c;
  }

  private static CategoryChart single(Summary s, Metric m) {
    CategoryChart c =
        new CategoryChartBuilder()
            .width(s.systems().size() > FEW_SYSTEMS ? WIDTH : WIDTH / 2 + 60)
            .height(s.systems().size() > FEW_SYSTEMS ? HEIGHT + 40 : HEIGHT - 40)
            .title(m.label())
            .build();
    style(c);
    c.getStyler().setLegendVisible(false);
    if (s.systems().size() > FEW_SYSTEMS) {
      // Slanted names stay readable under narrow bars.
      c.getStyler().setXAxisLabelRotation(45);
    }
    List<String> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    List<Double> err = new ArrayList<>();
    for (String sys : s.systems()) {
      Summary.Estimate e = s.line(sys, m).estimate();
      x.add(sys);
      y.add(e.n() == 0 ? 0 : e.mean());
      err.add(e.n() == 0 ? 0 : e.halfWidth());
    }
    c.addSeries(m.column(), x, y, err);
    return c;
  }

  private static BoxChart tauBoxes(Summary s, List<Study.Result> rows) {
    BoxChart c =
        new BoxChartBuilder()
            .width(WIDTH)
            .height(HEIGHT)
            .title("Kendall tau per tournament (box: quartiles)")
            .build();
    c.getStyler().setChartBackgroundColor(Color.WHITE);
    if (s.systems().size() > FEW_SYSTEMS) {
      c.getStyler().setXAxisLabelRotation(45);
    }
    for (String sys : s.systems()) {
      List<Double> v = new ArrayList<>();
      for (Study.Result r : rows) {
        if (r.system().equals(sys) && !Double.isNaN(r.value(Metric.KENDALL_TAU))) {
          v.add(r.value(Metric.KENDALL_TAU));
        }
      }
      if (v.isEmpty()) {
        v.add(0.0);
      }
      c.addSeries(sys, v);
    }
    return c;
  }

  private static void style(CategoryChart c) {
    c.getStyler().setChartBackgroundColor(Color.WHITE);
    c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
    c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
    c.getStyler().setDecimalPattern("#0.###");
    c.getStyler().setErrorBarsColor(Color.DARK_GRAY);
  }

  private static String shortLabel(Metric m) {
    return switch (m) {
      case KENDALL_TAU -> "Kendall tau";
      case SPEARMAN -> "Spearman";
      case TOP_K -> "top-k";
      case STRONGEST_WINS -> "strongest wins";
      case COLOUR_DIFF_0 -> "0";
      case COLOUR_DIFF_1 -> "1";
      case COLOUR_DIFF_2 -> "2";
      case COLOUR_DIFF_3PLUS -> "3+";
      default -> m.column();
    };
  }

  private static void image(StringBuilder h, Chart<?, ?> chart, String alt) throws IOException {
    BufferedImage img = BitmapEncoder.getBufferedImage(chart);
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    ImageIO.write(img, "png", png);
    h.append("<img alt=\"")
        .append(escape(alt))
        .append("\" width=\"")
        .append(img.getWidth())
        .append("\" height=\"")
        .append(img.getHeight())
        .append("\" src=\"data:image/png;base64,")
        .append(Base64.getEncoder().encodeToString(png.toByteArray()))
        .append("\">\n");
  }

  static String escape(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
