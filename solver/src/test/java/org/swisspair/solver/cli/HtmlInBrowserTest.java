package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.HeadlessChromium;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The HTML pages open in a real browser: headless Chromium parses each page (its DOM holds the
 * table with one row per board or participant) and renders it (the screenshot has the size asked
 * for, is not blank, and shows the table's striped rows, one stripe per even row). Chromium is
 * required, not optional: {@code ./swisspair-test} (the README's test command) installs it on a
 * clean machine.
 */
class HtmlInBrowserTest {
  private static final int WIDTH = 1000;
  private static final int HEIGHT = 800;
  // The table starts at the body margin (1.5rem = 24 px); x = 28 is inside the first cell's
  // padding, where only the row's background shows.
  private static final int PADDING_X = 28;
  private static final int STRIPE = 0xf7f7f7;
  private static final int HEADER = 0xeeeeee;

  @TempDir Path dir;

  @Test
  void pairingListOpensInChromiumWithOneRowPerBoardAndPab() throws Exception {
    Path round = FixtureFiles.root().resolve("dutch/n012-r07-messy-s5004/round05.trf");
    CliRun r = CliRun.of("pair", round.toString(), "--format", "html").succeeds();
    Path page = dir.resolve("pairings.html");
    Files.writeString(page, r.out());
    int boards = CliRun.of("pair", round.toString()).succeeds().outLines().size() - 1;

    String dom = dumpDom(page);
    List<String> rows = rows(dom, "pairings");
    assertThat(rows).hasSize(boards);
    assertThat(rows.get(0)).contains("<td class=\"num\">1</td>");
    assertThat(rows.get(boards - 1)).contains("bye (pairing-allocated)");
    assertThat(rows(dom, "not-paired")).hasSize(1);

    BufferedImage png = screenshot(page);
    assertRendered(png);
    assertThat(bands(png, STRIPE)).isEqualTo(boards / 2);
    assertThat(bands(png, HEADER)).isEqualTo(1);
  }

  @Test
  void standingsOpenInChromiumWithOneRowPerParticipant() throws Exception {
    Path full = FixtureFiles.root().resolve("dutch/n012-r07-messy-s5004/full.trf");
    CliRun r = CliRun.of("standings", full.toString(), "--format", "html").succeeds();
    Path page = dir.resolve("standings.html");
    Files.writeString(page, r.out());

    String dom = dumpDom(page);
    List<String> rows = rows(dom, "standings");
    assertThat(rows).hasSize(12);
    assertThat(dom).contains("<th class=\"num\">BH/C1</th>", "Standings after round 7");

    BufferedImage png = screenshot(page);
    assertRendered(png);
    assertThat(bands(png, STRIPE)).isEqualTo(6);
  }

  /** The page's DOM as Chromium parsed it. */
  private String dumpDom(Path page) throws Exception {
    return chromium("--dump-dom", page.toUri().toString());
  }

  /** The page rendered at WIDTH x HEIGHT. */
  private BufferedImage screenshot(Path page) throws Exception {
    Path png = dir.resolve(page.getFileName() + ".png");
    chromium(
        "--screenshot=" + png,
        "--window-size=" + WIDTH + "," + HEIGHT,
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
        page.toUri().toString());
    assertThat(png).exists();
    return ImageIO.read(png.toFile());
  }

  private String chromium(String... args) throws Exception {
    return HeadlessChromium.run(dir, args);
  }

  /** The rows of the body of the table with id {@code id} in {@code dom}. */
  private static List<String> rows(String dom, String id) {
    Matcher table =
        Pattern.compile("<table id=\"" + id + "\">.*?<tbody>(.*?)</tbody>", Pattern.DOTALL)
            .matcher(dom);
    assertThat(table.find()).as("table #%s in the DOM", id).isTrue();
    List<String> out = new ArrayList<>();
    Matcher row = Pattern.compile("<tr[^>]*>(.*?)</tr>", Pattern.DOTALL).matcher(table.group(1));
    while (row.find()) {
      out.add(row.group(1));
    }
    return out;
  }

  /** The screenshot has the size asked for, a white page, and dark text on it. */
  private static void assertRendered(BufferedImage png) {
    assertThat(png.getWidth()).isEqualTo(WIDTH);
    assertThat(png.getHeight()).isEqualTo(HEIGHT);
    int white = 0;
    int dark = 0;
    for (int y = 0; y < HEIGHT; y++) {
      for (int x = 0; x < WIDTH; x++) {
        int rgb = png.getRGB(x, y) & 0xffffff;
        if (rgb == 0xffffff) {
          white++;
        } else if ((rgb >> 16 & 0xff) < 100 && (rgb >> 8 & 0xff) < 100 && (rgb & 0xff) < 100) {
          dark++;
        }
      }
    }
    assertThat(white).as("white background").isGreaterThan(WIDTH * HEIGHT / 3);
    assertThat(dark).as("dark text pixels").isGreaterThan(2000);
  }

  /** The number of separate vertical runs of {@code colour} down the column x = PADDING_X. */
  private static int bands(BufferedImage png, int colour) {
    int runs = 0;
    boolean in = false;
    for (int y = 0; y < png.getHeight(); y++) {
      boolean match = (png.getRGB(PADDING_X, y) & 0xffffff) == colour;
      if (match && !in) {
        runs++;
      }
      in = match;
    }
    return runs;
  }
}
