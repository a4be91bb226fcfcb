package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;
import static org.swisspair.solver.server.ServerFixtures.post;
import static org.swisspair.solver.server.ServerFixtures.send;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.RoundResults;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * {@code POST /v1/record} over real HTTP: a round paired by the service, its results recorded,
 * gives back the tournament with that round and those results, byte for byte what {@code swisspair
 * record} writes, in the format sent, and the next round pairs from it; the Team system, bad
 * results and any round but the next are refused with the command line's message.
 */
class RecordRouteTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> OUTCOMES =
      List.of("1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-");

  private static PairingServer server;

  @TempDir Path dir;

  @BeforeAll
  static void start() throws Exception {
    server =
        PairingServer.start(
            new ServerConfig("127.0.0.1", 0, 2, 1 << 20, Duration.ofSeconds(60), 16));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private static byte[] fixture(String name) throws Exception {
    return Files.readAllBytes(FixtureFiles.root().resolve(name));
  }

  /** The service's pairing of the next round as JSON. */
  private static JsonNode pairing(byte[] tournament) throws Exception {
    HttpResponse<String> r = send(post(server, "/v1/pair", tournament, "application/json"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return JSON.readTree(r.body());
  }

  /** Results for every board of {@code pairing}, the outcomes in turn; the PABs get U. */
  static ObjectNode results(JsonNode pairing) {
    ObjectNode body = JSON.createObjectNode();
    var games = body.putArray("games");
    int i = 0;
    for (JsonNode b : pairing.get("boards")) {
      games
          .addObject()
          .put("white", b.get("white").asInt())
          .put("black", b.get("black").asInt())
          .put("result", OUTCOMES.get(i++ % OUTCOMES.size()));
    }
    var byes = body.putArray("byes");
    if (!pairing.get("pab").isNull()) {
      byes.addObject().put("player", pairing.get("pab").get("player").asInt()).put("result", "U");
    }
    return body;
  }

  private static HttpResponse<String> record(String body) throws Exception {
    return send(
        HttpRequest.newBuilder(ServerFixtures.uri(server, "/v1/record"))
            .header("Content-Type", "application/json")
            .timeout(Duration.ofMinutes(2))
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
            .build());
  }

  private static String envelope(byte[] tournament, ObjectNode results) throws Exception {
    ObjectNode body = JSON.createObjectNode();
    body.put("tournament", new String(tournament, StandardCharsets.UTF_8));
    body.setAll(results);
    return JSON.writeValueAsString(body);
  }

  @Test
  void aPairedRoundRecordedWithItsResultsIsInTheFileAndTheNextRoundPairs() throws Exception {
    for (String name :
        List.of(
            "examples/example.trf",
            "dutch/n019-r07-messy-s5007/round05.trf",
            "dutch/n027-r09-clean-s5010/round05.trf")) {
      byte[] trf = fixture(name);
      JsonNode pairing = pairing(trf);
      int round = pairing.get("round").asInt();
      ObjectNode results = results(pairing);

      HttpResponse<String> r = record(envelope(trf, results));
      assertThat(r.statusCode()).as(name + ": " + r.body()).isEqualTo(200);
      assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");

      // The command line writes the same file from the same results.
      Path resultsFile = dir.resolve("results.json");
      Files.writeString(resultsFile, JSON.writeValueAsString(results));
      ServerFixtures.CliResult c = cli(trf, "record", "-", "--results", resultsFile.toString());
      assertThat(c.exitCode()).as(c.err()).isZero();
      assertThat(r.body()).as(name).isEqualTo(c.out());

      // The round is in the file, each game with its result and colours.
      Tournament t = new TrfReader().read("recorded.trf", r.body());
      assertThat(RoundResults.nextRound(t)).as(name).isEqualTo(round + 1);
      int i = 0;
      for (JsonNode b : pairing.get("boards")) {
        RoundResults.Outcome o = RoundResults.Outcome.of(OUTCOMES.get(i++ % OUTCOMES.size()));
        int white = b.get("white").asInt();
        int black = b.get("black").asInt();
        assertThat(t.player(white).round(round))
            .as("%s: board %d", name, i)
            .isEqualTo(new RoundEntry(black, Colour.WHITE, o.white()));
        assertThat(t.player(black).round(round))
            .isEqualTo(new RoundEntry(white, Colour.BLACK, o.black()));
      }
      if (!pairing.get("pab").isNull()) {
        assertThat(t.player(pairing.get("pab").get("player").asInt()).round(round).result())
            .isEqualTo(ResultCode.PAIRING_BYE);
      }
      // Players not paired and not named get the bye they asked for.
      for (JsonNode a : pairing.get("notPaired")) {
        ResultCode expected =
            switch (a.get("reason").asText()) {
              case "half-point bye" -> ResultCode.HALF_BYE;
              case "full-point bye" -> ResultCode.FULL_BYE;
              case "zero-point bye" -> ResultCode.ZERO_BYE;
              default -> ResultCode.ABSENT;
            };
        assertThat(t.player(a.get("player").asInt()).round(round).result())
            .as("%s: %s", name, a)
            .isEqualTo(expected);
      }
      // A TRF-16 file stays TRF-16.
      assertThat(r.body()).contains("\nXXR ").doesNotContain("\n142 ");

      // The next round pairs from the answer, as the command line pairs that file.
      byte[] next = r.body().getBytes(StandardCharsets.UTF_8);
      HttpResponse<String> p = send(post(server, "/v1/pair", next, "text/plain"));
      assertThat(p.statusCode()).as(p.body()).isEqualTo(200);
      assertThat(p.body()).isEqualTo(cli(next, "pair", "-").out());
      assertThat(pairing(next).get("round").asInt()).isEqualTo(round + 1);
    }
  }

  @Test
  void trf2026AndJsonTournamentsComeBackInTheirOwnFormat() throws Exception {
    Path example = FixtureFiles.root().resolve("examples/example.trf");
    Path trf26 = dir.resolve("example26.trf");
    Path json = dir.resolve("example.json");
    assertThat(
            cli(new byte[0], "convert", example.toString(), "--to", "trf26", "-o", "" + trf26)
                .exitCode())
        .isZero();
    assertThat(cli(new byte[0], "convert", example.toString(), "-o", json.toString()).exitCode())
        .isZero();

    byte[] t26 = Files.readAllBytes(trf26);
    HttpResponse<String> r26 = record(envelope(t26, results(pairing(t26))));
    assertThat(r26.statusCode()).as(r26.body()).isEqualTo(200);
    assertThat(r26.body()).contains("\n142 ").doesNotContain("\nXXR ");
    assertThat(RoundResults.nextRound(new TrfReader().read("r26", r26.body()))).isEqualTo(5);

    byte[] j = Files.readAllBytes(json);
    HttpResponse<String> rj = record(envelope(j, results(pairing(j))));
    assertThat(rj.statusCode()).as(rj.body()).isEqualTo(200);
    assertThat(rj.headers().firstValue("Content-Type")).hasValue("application/json");
    Tournament fromJson = TournamentJson.fromJson(rj.body());
    assertThat(RoundResults.nextRound(fromJson)).isEqualTo(5);
    // The same round as from the TRF-2026 file.
    assertThat(fromJson.players()).isEqualTo(new TrfReader().read("r26", r26.body()).players());
  }

  @Test
  void teamRoundsBadResultsAndAnyRoundButTheNextAreRefusedWithTheMessage() throws Exception {
    byte[] example = fixture("examples/example.trf");
    ObjectNode good = results(pairing(example));

    byte[] team = fixture("team-files/sharly-pab-after-299-penalty.trf");
    JsonNode p = problem(record(envelope(team, good)), 400);
    assertThat(p.get("detail").asText()).contains("Team system").startsWith("<stdin>: ");
    assertThat(p.get("exitCode").asInt()).isEqualTo(3);
    ObjectNode asTeam = good.deepCopy();
    asTeam.put("system", "team");
    assertThat(problem(record(envelope(example, asTeam)), 400).get("detail").asText())
        .contains("Team system");

    ObjectNode badResult = good.deepCopy();
    ((ObjectNode) badResult.get("games").get(0)).put("result", "2-0");
    assertThat(problem(record(envelope(example, badResult)), 400).get("detail").asText())
        .isEqualTo(
            "<request>: games[0].result: '2-0' is not a game result; use 1-0, 1/2-1/2, 0-1, +/-,"
                + " -/+, -/-, 1/2-0, 0-1/2 or 0-0");

    ObjectNode twice = good.deepCopy();
    twice.withArray("byes").addObject().put("player", 3).put("result", "H");
    assertThat(problem(record(envelope(example, twice)), 400).get("detail").asText())
        .contains("player 3 is already in games[");

    ObjectNode earlier = good.deepCopy();
    earlier.put("round", 2);
    assertThat(problem(record(envelope(example, earlier)), 400).get("detail").asText())
        .isEqualTo(
            "<request>: round 2: the results can only be recorded for the next round, 4 (rounds"
                + " 1-3 are in the file)");

    assertThat(problem(record("012 not json"), 400).get("detail").asText())
        .startsWith("<request>:1:");
    assertThat(problem(record("{\"games\": []}"), 400).get("detail").asText())
        .contains("tournament");
    HttpResponse<String> query =
        send(
            HttpRequest.newBuilder(ServerFixtures.uri(server, "/v1/record?round=4"))
                .POST(HttpRequest.BodyPublishers.ofString(envelope(example, good)))
                .build());
    assertThat(problem(query, 400).get("detail").asText()).contains("'round'");

    // And the server goes on recording.
    assertThat(record(envelope(example, good)).statusCode()).isEqualTo(200);
  }

  private static JsonNode problem(HttpResponse<String> r, int status) throws Exception {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
    assertThat(r.headers().firstValue("Content-Type")).hasValue("application/problem+json");
    JsonNode p = JSON.readTree(r.body());
    assertThat(p.get("status").asInt()).isEqualTo(status);
    assertThat(p.get("instance").asText()).isEqualTo("/v1/record");
    return p;
  }
}
