package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.net.URLDecoder;
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
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.RoundResults;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.HeadlessChromium;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The arbiters' page in real headless Chromium against a started server: a tournament handed to the
 * page (as a dropped file is, through the page's link form {@code #trf=...}) is paired and its
 * pairing table is in the DOM, row for row the command line's; a bad file shows the command line's
 * message on the page; results chosen on the page's boards give the tournament with the round,
 * ready to download, the file {@code swisspair record} writes.
 */
class PageInBrowserTest {
  private static PairingServer server;

  @TempDir Path dir;

  @BeforeAll
  static void start() throws Exception {
    server =
        PairingServer.start(
            new ServerConfig("127.0.0.1", 0, 2, 1 << 20, Duration.ofSeconds(60), 8));
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

  @Test
  void resultsChosenOnThePageGiveTheTournamentWithTheRoundToDownload() throws Exception {
    Path file = FixtureFiles.root().resolve("dutch/n019-r07-messy-s5007/round05.trf");
    byte[] trf = Files.readAllBytes(file);
    List<String> pairs =
        ServerFixtures.cli(new byte[0], "pair", file.toString()).out().lines().skip(1).toList();
    List<String> outcomes = List.of("1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-");
    List<String> chosen = new ArrayList<>();
    for (String p : pairs) {
      if (!p.endsWith(" 0")) {
        chosen.add(outcomes.get(chosen.size() % outcomes.size()));
      }
    }

    // One board without a result: no file yet, and the page says how many are missing.
    String partial =
        chromium(
            "--virtual-time-budget=30000",
            "--dump-dom",
            page(trf) + "&results=" + encode(String.join(",", chosen.subList(1, chosen.size()))));
    assertThat(downloadLink(partial)).doesNotContain("href=");
    assertThat(partial).contains("(1 board has no result yet)");

    String dom =
        chromium(
            "--virtual-time-budget=30000",
            "--dump-dom",
            page(trf) + "&results=" + encode(String.join(",", chosen)));
    String link = downloadLink(dom);
    Matcher href = Pattern.compile("href=\"data:text/plain;charset=utf-8,([^\"]*)\"").matcher(link);
    assertThat(href.find()).as(link).isTrue();
    assertThat(link).contains("download=\"tournament-round5.trf\"");
    String downloaded = URLDecoder.decode(href.group(1), StandardCharsets.UTF_8);

    // Round 5 is in the file, each board with the result chosen, the PAB a PAB.
    Tournament t = new TrfReader().read("downloaded.trf", downloaded);
    int game = 0;
    for (String p : pairs) {
      String[] wb = p.split(" ");
      int white = Integer.parseInt(wb[0]);
      if (wb[1].equals("0")) {
        assertThat(t.player(white).round(5)).isEqualTo(RoundEntry.pab());
        continue;
      }
      RoundResults.Outcome o = RoundResults.Outcome.of(chosen.get(game++));
      assertThat(t.player(white).round(5))
          .isEqualTo(new RoundEntry(Integer.parseInt(wb[1]), Colour.WHITE, o.white()));
    }
    // A player not paired keeps the bye the pairing gave (here the zero-point bye asked for).
    JsonNode pairing =
        new ObjectMapper()
            .readTree(
                ServerFixtures.cli(new byte[0], "pair", file.toString(), "--format", "json").out());
    assertThat(pairing.get("notPaired")).isNotEmpty();
    for (JsonNode a : pairing.get("notPaired")) {
      assertThat(a.get("reason").asText()).isEqualTo("zero-point bye");
      assertThat(t.player(a.get("player").asInt()).round(5))
          .isEqualTo(RoundEntry.bye(ResultCode.ZERO_BYE));
    }
    // What the command line records from the same results, and round 6 pairs from it.
    Path results = dir.resolve("results.json");
    Files.writeString(results, resultsJson(pairs, chosen));
    ServerFixtures.CliResult recorded =
        ServerFixtures.cli(new byte[0], "record", file.toString(), "--results", results.toString());
    assertThat(downloaded).isEqualTo(recorded.out());
    ServerFixtures.CliResult next =
        ServerFixtures.cli(downloaded.getBytes(StandardCharsets.UTF_8), "pair", "-");
    assertThat(next.exitCode()).as(next.err()).isZero();
  }

  @Test
  void boardsFixedAndThePabChosenOnThePageArePairedWithTheVerdictAndRecorded() throws Exception {
    Path file = Path.of("src/test/resources/org/swisspair/api/golden/in/dutch-r5.trf");
    byte[] trf = Files.readAllBytes(file);
    List<String> pairs =
        ServerFixtures.cli(new byte[0], "pair", file.toString(), "--fix", "1-2@3", "--pab", "7")
            .out()
            .lines()
            .skip(1)
            .toList();
    List<String> chosen = new ArrayList<>();
    for (String p : pairs) {
      if (!p.endsWith(" 0")) {
        chosen.add("1-0");
      }
    }

    String dom =
        chromium(
            "--virtual-time-budget=30000",
            "--dump-dom",
            page(trf)
                + "&fix="
                + encode("1-2@3")
                + "&pab=7&results="
                + encode(String.join(",", chosen)));

    List<String> rows = rows(dom, "pairings");
    assertThat(rows).hasSize(pairs.size());
    assertThat(rows.get(2).replaceAll("\\s+", " "))
        .containsPattern("<td class=\"num\">3</td>.*>1<.*>2<");
    assertThat(rows.get(rows.size() - 1)).contains(">7<").contains("bye (pairing-allocated)");
    assertThat(dom)
        .contains("Manual round 5: fixed boards 1-2 board 3; PAB 7 chosen by the arbiter")
        .containsPattern("<p id=\"fide-mode\" class=\"left\">FIDE mode: left at round 5: ");

    // The tournament to download carries the round and the arbiter's comments for it.
    Matcher href =
        Pattern.compile("href=\"data:text/plain;charset=utf-8,([^\"]*)\"")
            .matcher(downloadLink(dom));
    assertThat(href.find()).isTrue();
    String downloaded = URLDecoder.decode(href.group(1), StandardCharsets.UTF_8);
    Tournament t = new TrfReader().read("downloaded.trf", downloaded);
    assertThat(org.swisspair.model.trf.ManualRounds.of(t, 5))
        .isEqualTo(
            new org.swisspair.model.trf.ManualRound(
                5, List.of(new org.swisspair.model.trf.ManualBoard(1, 2, 3)), 7));
    assertThat(t.player(7).round(5)).isEqualTo(RoundEntry.pab());
    assertThat(t.player(1).round(5)).isEqualTo(new RoundEntry(2, Colour.WHITE, ResultCode.WIN));
  }

  @Test
  void aPabTheRulesForbidShowsTheRefusalAndAFileInFideModeSaysSo() throws Exception {
    byte[] trf =
        Files.readAllBytes(Path.of("src/test/resources/org/swisspair/api/golden/in/dutch-r5.trf"));
    String refused = chromium("--virtual-time-budget=30000", "--dump-dom", page(trf) + "&pab=3");
    assertThat(refused).contains("player 3 may not receive the PAB");
    assertThat(rows(refused, "pairings", false)).isEmpty();

    String plain = chromium("--virtual-time-budget=30000", "--dump-dom", page(trf));
    assertThat(plain)
        .contains("<p id=\"fide-mode\" class=\"in\">FIDE mode: yes</p>")
        .doesNotContain("id=\"manual\"");
  }

  @Test
  void softAvoidanceChosenOnThePageIsPairedWithTheVerdictAndRecordedForCheck() throws Exception {
    Path file = Path.of("src/test/resources/org/swisspair/api/golden/in/avoid-r1.trf");
    byte[] trf = Files.readAllBytes(file);
    List<String> pairs =
        ServerFixtures.cli(new byte[0], "pair", file.toString(), "--avoid", "federation")
            .out()
            .lines()
            .skip(1)
            .toList();
    List<String> plain =
        ServerFixtures.cli(new byte[0], "pair", file.toString()).out().lines().skip(1).toList();
    assertThat(pairs).isNotEqualTo(plain);
    List<String> chosen = new ArrayList<>();
    for (String p : pairs) {
      chosen.add("1-0");
    }

    String dom =
        chromium(
            "--virtual-time-budget=30000",
            "--dump-dom",
            page(trf) + "&avoid=federation&results=" + encode(String.join(",", chosen)));

    List<String> rows = rows(dom, "pairings");
    assertThat(rows).hasSize(pairs.size());
    for (int b = 0; b < pairs.size(); b++) {
      String[] wb = pairs.get(b).split(" ");
      assertThat(rows.get(b).replaceAll("\\s+", " "))
          .containsPattern(">" + wb[0] + "<.*>" + wb[1] + "<");
    }
    assertThat(dom)
        .contains(
            "<p id=\"avoidance\">Soft avoidance (not FIDE): 2 groups (federation); no avoided pair"
                + " made</p>")
        .containsPattern(
            "<p id=\"fide-mode\" class=\"left\">FIDE mode: left at round 1: avoidance groups");

    // The tournament to download is the one record --avoid federation writes, and checks clean.
    Matcher href =
        Pattern.compile("href=\"data:text/plain;charset=utf-8,([^\"]*)\"")
            .matcher(downloadLink(dom));
    assertThat(href.find()).isTrue();
    String downloaded = URLDecoder.decode(href.group(1), StandardCharsets.UTF_8);
    Path results = dir.resolve("results.json");
    Files.writeString(results, resultsJson(pairs, chosen));
    ServerFixtures.CliResult recorded =
        ServerFixtures.cli(
            new byte[0],
            "record",
            file.toString(),
            "--results",
            results.toString(),
            "--avoid",
            "federation");
    assertThat(downloaded).isEqualTo(recorded.out()).contains("### AVOID federation GER: 1 5");
    ServerFixtures.CliResult check =
        ServerFixtures.cli(downloaded.getBytes(StandardCharsets.UTF_8), "check", "-");
    assertThat(check.exitCode()).as(check.out()).isZero();
  }

  @Test
  void aJsonTournamentKeepsItsCommentsAndTheManualRoundWhenRecorded() throws Exception {
    Path file = Path.of("src/test/resources/org/swisspair/api/golden/in/dutch-r5.json");
    com.fasterxml.jackson.databind.node.ObjectNode json =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            new ObjectMapper().readTree(Files.readAllBytes(file));
    json.putArray("otherLines").add("### arbiter's note: round 5 starts late");
    byte[] trf = new ObjectMapper().writeValueAsBytes(json);
    Path withNote = dir.resolve("with-note.json");
    Files.write(withNote, trf);
    List<String> pairs =
        ServerFixtures.cli(new byte[0], "pair", withNote.toString(), "--fix", "1-2@3", "--pab", "7")
            .out()
            .lines()
            .skip(1)
            .toList();
    List<String> chosen = new ArrayList<>();
    for (String p : pairs) {
      if (!p.endsWith(" 0")) {
        chosen.add("1-0");
      }
    }

    String dom =
        chromium(
            "--virtual-time-budget=30000",
            "--dump-dom",
            page(trf)
                + "&fix="
                + encode("1-2@3")
                + "&pab=7&results="
                + encode(String.join(",", chosen)));

    Matcher href =
        Pattern.compile("href=\"data:application/json;charset=utf-8,([^\"]*)\"")
            .matcher(downloadLink(dom));
    assertThat(href.find()).as(downloadLink(dom)).isTrue();
    Tournament t =
        org.swisspair.model.trf.TournamentJson.fromJson(
            URLDecoder.decode(href.group(1), StandardCharsets.UTF_8));
    assertThat(t.otherLines()).contains("### arbiter's note: round 5 starts late");
    assertThat(org.swisspair.model.trf.ManualRounds.of(t, 5))
        .isEqualTo(
            new org.swisspair.model.trf.ManualRound(
                5, List.of(new org.swisspair.model.trf.ManualBoard(1, 2, 3)), 7));
    assertThat(t.player(7).round(5)).isEqualTo(RoundEntry.pab());
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
  }

  /** The page's download link element. */
  private static String downloadLink(String dom) {
    Matcher a = Pattern.compile("<a id=\"download\"[^>]*>").matcher(dom);
    assertThat(a.find()).as("the download link in the DOM:%n%s", dom).isTrue();
    return a.group();
  }

  /** The results file of {@code record} for the engine-format pairs and the chosen results. */
  private static String resultsJson(List<String> pairs, List<String> chosen) {
    List<String> games = new ArrayList<>();
    List<String> byes = new ArrayList<>();
    for (String p : pairs) {
      String[] wb = p.split(" ");
      if (wb[1].equals("0")) {
        byes.add("{\"player\": " + wb[0] + ", \"result\": \"U\"}");
      } else {
        games.add(
            "{\"white\": "
                + wb[0]
                + ", \"black\": "
                + wb[1]
                + ", \"result\": \""
                + chosen.get(games.size())
                + "\"}");
      }
    }
    return "{\"games\": ["
        + String.join(",", games)
        + "], \"byes\": ["
        + String.join(",", byes)
        + "]}";
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
