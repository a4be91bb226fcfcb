package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.HeadlessChromium;
import org.swisspair.solver.cli.ServeCommand;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The arbiters' page in real headless Chromium against a started server: a tournament handed to the
 * page (as a dropped file is, through the page's link form {@code #trf=...}) is paired and its
 * pairing table is in the DOM, row for row the command line's; a bad file shows the command line's
 * message on the page.
 */
class PageInBrowserTest {
  private static PairingServer server;

  @TempDir Path dir;

  @BeforeAll
  static void start() throws Exception {
    server =
        PairingServer.start(
            new ServerConfig("127.0.0.1", 0, 2, 1 << 20, Duration.ofSeconds(60), 8),
            ServeCommand.commands());
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private String page(byte[] trf) {
    return "http://127.0.0.1:"
        + server.port()
        + "/#trf="
        + URLEncoder.encode(new String(trf, StandardCharsets.UTF_8), StandardCharsets.UTF_8)
            .replace("+", "%20");
  }

  @Test
  void aTournamentGivenToThePageIsPairedAsTheCommandLinePairsIt() throws Exception {
    Path file = FixtureFiles.root().resolve("examples/example.trf");
    byte[] trf = Files.readAllBytes(file);
    ServerFixtures.CliResult engine = ServerFixtures.cli(new byte[0], "pair", file.toString());
    List<String> pairs = engine.out().lines().skip(1).toList();

    String dom = chromium("--virtual-time-budget=30000", "--dump-dom", page(trf));
    List<String> rows = rows(dom, "pairings");
    assertThat(rows).hasSize(pairs.size());
    for (int b = 0; b < pairs.size(); b++) {
      String[] wb = pairs.get(b).split(" ");
      if (wb[1].equals("0")) {
        assertThat(rows.get(b)).contains("bye (pairing-allocated)");
      } else {
        // Board b+1: white and black pairing numbers in that order.
        assertThat(rows.get(b).replaceAll("\\s+", " "))
            .containsPattern(
                "<td class=\"num\">" + (b + 1) + "</td>.*>" + wb[0] + "<.*>" + wb[1] + "<");
      }
    }
    // The file's 192 code chose the system.
    assertThat(dom).contains("192 FIDE_DUTCH_2025: dutch");

    Path png = dir.resolve("page.png");
    chromium(
        "--virtual-time-budget=30000",
        "--screenshot=" + png,
        "--window-size=1000,1400",
        "--hide-scrollbars",
        page(trf));
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(1000);
    int dark = 0;
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        if ((image.getRGB(x, y) & 0xff) < 0x60) {
          dark++;
        }
      }
    }
    assertThat(dark).as("text drawn").isGreaterThan(1000);
  }

  @Test
  void aBadFileShowsTheCommandLinesMessage() throws Exception {
    byte[] bad =
        ("012 Broken\n001    1      Player One                        12ab\n")
            .getBytes(StandardCharsets.UTF_8);
    ServerFixtures.CliResult c = ServerFixtures.cli(bad, "pair", "-");
    assertThat(c.exitCode()).isEqualTo(3);
    String dom = chromium("--virtual-time-budget=30000", "--dump-dom", page(bad));
    Matcher error = Pattern.compile("<p id=\"error\"[^>]*>(.*?)</p>", Pattern.DOTALL).matcher(dom);
    assertThat(error.find()).isTrue();
    assertThat(error.group(1))
        .isEqualTo(
            "Invalid input: "
                + c.message().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
    assertThat(rows(dom, "pairings", false)).isEmpty();
  }

  private static List<String> rows(String dom, String id) {
    return rows(dom, id, true);
  }

  /** The rows of the body of the table with id {@code id} in {@code dom}. */
  private static List<String> rows(String dom, String id, boolean required) {
    Matcher table =
        Pattern.compile("<table id=\"" + id + "\">.*?<tbody>(.*?)</tbody>", Pattern.DOTALL)
            .matcher(dom);
    boolean found = table.find();
    if (required) {
      assertThat(found).as("table #%s in the DOM:%n%s", id, dom).isTrue();
    }
    List<String> out = new ArrayList<>();
    if (!found) {
      return out;
    }
    Matcher row = Pattern.compile("<tr[^>]*>(.*?)</tr>", Pattern.DOTALL).matcher(table.group(1));
    while (row.find()) {
      out.add(row.group(1));
    }
    return out;
  }

  private String chromium(String... args) throws Exception {
    return HeadlessChromium.run(dir, args);
  }
}
