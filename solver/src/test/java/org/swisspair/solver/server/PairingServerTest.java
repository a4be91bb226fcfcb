package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;
import static org.swisspair.solver.server.ServerFixtures.get;
import static org.swisspair.solver.server.ServerFixtures.post;
import static org.swisspair.solver.server.ServerFixtures.send;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.cli.ExitCode;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The service over real HTTP on 127.0.0.1: every route, every error status, and answers equal, byte
 * for byte, to what the command line prints for the same tournament.
 */
class PairingServerTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> FIXTURES =
      List.of(
          "examples/example.trf",
          "dutch/n012-r07-messy-s5004/round05.trf",
          "dutch/n020-r09-clean-s5008-w3d1/round06.trf");

  private static PairingServer server;

  @BeforeAll
  static void start() throws Exception {
    server =
        PairingServer.start(
            new ServerConfig("127.0.0.1", 0, 2, 64 * 1024, Duration.ofSeconds(60), 16));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private static byte[] fixture(String name) throws Exception {
    return Files.readAllBytes(FixtureFiles.root().resolve(name));
  }

  private static JsonNode problem(HttpResponse<String> r, int status) throws Exception {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
    assertThat(r.headers().firstValue("Content-Type")).hasValue("application/problem+json");
    JsonNode p = JSON.readTree(r.body());
    assertThat(p.get("status").asInt()).isEqualTo(status);
    assertThat(p.get("type").asText()).startsWith("https://swisspair.org/problems/");
    assertThat(p.get("title").asText()).isNotEmpty();
    assertThat(p.get("detail").asText()).isNotEmpty();
    return p;
  }

  @Test
  void pairAnswersExactlyWhatThePairCommandPrints() throws Exception {
    for (String name : FIXTURES) {
      byte[] trf = fixture(name);
      Path file = FixtureFiles.root().resolve(name);
      ServerFixtures.CliResult engine = cli(new byte[0], "pair", file.toString());
      assertThat(engine.exitCode()).as(name + engine.err()).isZero();
      HttpResponse<String> text = send(post(server, "/v1/pair", trf, "text/plain"));
      assertThat(text.statusCode()).as(name + text.body()).isEqualTo(200);
      assertThat(text.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
      assertThat(text.body()).as(name).isEqualTo(engine.out());

      ServerFixtures.CliResult json = cli(trf, "pair", "-", "--format", "json");
      HttpResponse<String> answer = send(post(server, "/v1/pair", trf, null));
      assertThat(answer.statusCode()).isEqualTo(200);
      assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
      assertThat(answer.body()).as(name).isEqualTo(json.out());
      assertThat(JSON.readTree(answer.body()).get("engineFormat").asText()).isEqualTo(engine.out());

      ServerFixtures.CliResult explained = cli(trf, "pair", "-", "--explain");
      HttpResponse<String> explain = send(post(server, "/v1/pair?explain=true", trf, "text/plain"));
      assertThat(explain.body()).as(name).isEqualTo(explained.out()).contains("Bracket");

      ServerFixtures.CliResult html = cli(trf, "pair", "-", "--format", "html");
      HttpResponse<String> page = send(post(server, "/v1/pair", trf, "text/html"));
      assertThat(page.body()).as(name).isEqualTo(html.out()).contains("<table");
    }
  }

  @Test
  void pairOptionsReachTheCommand() throws Exception {
    byte[] trf = fixture("dutch/n012-r07-messy-s5004/round05.trf");
    for (String[] q :
        List.of(
            new String[] {"?round=3", "--round", "3"},
            new String[] {"?system=burstein", "--system", "burstein"},
            new String[] {"?baku=true", "--baku"})) {
      List<String> args = new ArrayList<>(List.of("pair", "-"));
      args.addAll(List.of(q).subList(1, q.length));
      ServerFixtures.CliResult c = cli(trf, args.toArray(String[]::new));
      HttpResponse<String> r = send(post(server, "/v1/pair" + q[0], trf, "text/plain"));
      if (c.exitCode() == 0) {
        assertThat(r.statusCode()).as(q[0] + r.body()).isEqualTo(200);
        assertThat(r.body()).as(q[0]).isEqualTo(c.out());
      } else {
        assertThat(problem(r, 400).get("detail").asText()).isEqualTo(c.message());
      }
    }
    // Re-pairing round 3 differs from pairing round 6: the option is not ignored.
    assertThat(send(post(server, "/v1/pair?round=3", trf, "text/plain")).body())
        .isNotEqualTo(send(post(server, "/v1/pair", trf, "text/plain")).body());
  }

  @Test
  void jsonTournamentIsPairedAsTheTrf() throws Exception {
    Path file = FixtureFiles.root().resolve("examples/example.trf");
    Path json = Files.createTempFile("swisspair-service", ".json");
    try {
      assertThat(cli(new byte[0], "convert", file.toString(), "-o", json.toString()).exitCode())
          .isZero();
      HttpResponse<String> r =
          send(post(server, "/v1/pair", Files.readAllBytes(json), "text/plain"));
      assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
      assertThat(r.body()).isEqualTo(cli(new byte[0], "pair", file.toString()).out());
    } finally {
      Files.deleteIfExists(json);
    }
  }

  @Test
  void badInputIs400WithTheCommandLinesMessage() throws Exception {
    byte[] trf = fixture("examples/example.trf");
    String broken =
        new String(trf, StandardCharsets.UTF_8).replaceFirst("(?m)^(001 +1 .{39})....", "$1abcd");
    byte[] bad = broken.getBytes(StandardCharsets.UTF_8);
    ServerFixtures.CliResult c = cli(bad, "pair", "-");
    assertThat(c.exitCode()).as(c.err()).isEqualTo(ExitCode.INVALID_INPUT);
    JsonNode p = problem(send(post(server, "/v1/pair", bad, null)), 400);
    assertThat(p.get("detail").asText()).isEqualTo(c.message()).startsWith("<stdin>:");
    assertThat(p.get("exitCode").asInt()).isEqualTo(ExitCode.INVALID_INPUT);
    assertThat(p.get("instance").asText()).isEqualTo("/v1/pair");

    byte[] json = "{\"players\": [".getBytes(StandardCharsets.UTF_8);
    assertThat(problem(send(post(server, "/v1/pair", json, null)), 400).get("detail").asText())
        .isEqualTo(cli(json, "pair", "-").message());
    problem(send(post(server, "/v1/pair", new byte[0], null)), 400);
    assertThat(
            problem(send(post(server, "/v1/pair?system=nosuch", trf, null)), 400)
                .get("detail")
                .asText())
        .isEqualTo(cli(trf, "pair", "-", "--system", "nosuch").message());
    assertThat(
            problem(send(post(server, "/v1/pair?round=x", trf, null)), 400).get("detail").asText())
        .contains("round", "'x'");
    assertThat(
            problem(send(post(server, "/v1/pair?round=0", trf, null)), 400).get("detail").asText())
        .isEqualTo(cli(trf, "pair", "-", "--round", "0").message());
    assertThat(
            problem(send(post(server, "/v1/pair?file=/etc/passwd", trf, null)), 400)
                .get("detail")
                .asText())
        .contains("unknown query parameter 'file'");
    problem(send(post(server, "/v1/pair?baku=maybe", trf, null)), 400);
  }

  @Test
  void noValidPairingIs422WithTheCommandLinesMessage() throws Exception {
    byte[] trf = ServerFixtures.allMet();
    ServerFixtures.CliResult c = cli(trf, "pair", "-");
    assertThat(c.exitCode()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    JsonNode p = problem(send(post(server, "/v1/pair", trf, "text/plain")), 422);
    assertThat(p.get("detail").asText())
        .isEqualTo(c.message())
        .startsWith("No valid pairing exists: ");
    assertThat(p.get("exitCode").asInt()).isEqualTo(ExitCode.NO_VALID_PAIRING);
  }

  @Test
  void unknownRoutesMethodsAndFormatsAreProblems() throws Exception {
    problem(get(server, "/v2/pair"), 404);
    // No path reaches a file: the page's files come from the jar, everything else is refused.
    assertThat(get(server, "/../../etc/passwd").statusCode()).isIn(400, 404);
    problem(get(server, "/v1/../../etc/passwd"), 400);
    problem(get(server, "/etc/passwd"), 404);
    HttpResponse<String> r = get(server, "/v1/pair");
    assertThat(problem(r, 405).get("detail").asText()).contains("POST");
    byte[] trf = fixture("examples/example.trf");
    problem(send(post(server, "/v1/pair", trf, "image/png")), 406);
  }

  @Test
  void systemsHealthAndOpenApiAnswer() throws Exception {
    HttpResponse<String> health = get(server, "/health");
    assertThat(health.statusCode()).isEqualTo(200);
    assertThat(JSON.readTree(health.body()).get("status").asText()).isEqualTo("ok");

    HttpResponse<String> systems = get(server, "/v1/systems");
    assertThat(systems.statusCode()).isEqualTo(200);
    List<String> names = new ArrayList<>();
    for (JsonNode s : JSON.readTree(systems.body()).get("systems")) {
      names.add(s.get("name").asText());
      assertThat(s.get("built").asBoolean())
          .isEqualTo(PairingSystems.entry(s.get("name").asText()).built());
    }
    assertThat(names).isEqualTo(PairingSystems.ALL);
  }

  @Test
  void checkAndStandingsAnswerWhatTheCommandsPrint() throws Exception {
    byte[] full = fixture("dutch/n012-r07-messy-s5004/full.trf");
    ServerFixtures.CliResult c = cli(full, "check", "-");
    HttpResponse<String> r = send(post(server, "/v1/check", full, null));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    JsonNode report = JSON.readTree(r.body());
    assertThat(report.get("report").asText()).isEqualTo(c.out()).contains("rounds checked");
    assertThat(report.get("exitCode").asInt()).isEqualTo(c.exitCode());
    assertThat(report.get("agrees").asBoolean()).isEqualTo(c.exitCode() == ExitCode.OK);
    assertThat(send(post(server, "/v1/check", full, "text/plain")).body()).isEqualTo(c.out());

    for (String[] f :
        List.of(
            new String[] {"text/plain", "text"},
            new String[] {"text/csv", "csv"},
            new String[] {"text/html", "html"})) {
      ServerFixtures.CliResult s = cli(full, "standings", "-", "--format", f[1]);
      assertThat(s.exitCode()).as(s.err()).isZero();
      HttpResponse<String> a = send(post(server, "/v1/standings", full, f[0]));
      assertThat(a.statusCode()).as(a.body()).isEqualTo(200);
      assertThat(a.headers().firstValue("Content-Type").orElse("")).startsWith(f[0]);
      assertThat(a.body()).as(f[1]).isEqualTo(s.out());
    }
    ServerFixtures.CliResult after3 =
        cli(full, "standings", "-", "--round", "3", "--tiebreaks", "BH,SB");
    assertThat(send(post(server, "/v1/standings?round=3&tiebreaks=BH,SB", full, null)).body())
        .isEqualTo(after3.out())
        .contains("after round 3");
    assertThat(
            problem(send(post(server, "/v1/standings?tiebreaks=XX", full, null)), 400)
                .get("detail")
                .asText())
        .isEqualTo(cli(full, "standings", "-", "--tiebreaks", "XX").message());
  }

  @Test
  void metricsCountRequestsByRouteAndStatusWithLatencies() throws Exception {
    byte[] trf = fixture("examples/example.trf");
    long before = metric("swisspair_rounds_paired_total");
    for (int i = 0; i < 3; i++) {
      assertThat(send(post(server, "/v1/pair", trf, "text/plain")).statusCode()).isEqualTo(200);
    }
    send(post(server, "/v1/pair?round=x", trf, null));
    assertThat(metric("swisspair_rounds_paired_total")).isEqualTo(before + 3);
    long ok = metric("swisspair_requests_total{route=\"/v1/pair\",status=\"200\"}");
    long bad = metric("swisspair_requests_total{route=\"/v1/pair\",status=\"400\"}");
    assertThat(ok).isGreaterThanOrEqualTo(3);
    assertThat(bad).isGreaterThanOrEqualTo(1);
    String text = get(server, "/metrics").body();
    long all = 0;
    for (String l : text.split("\n")) {
      if (l.startsWith("swisspair_requests_total{route=\"/v1/pair\",")) {
        all += Long.parseLong(l.substring(l.lastIndexOf(' ') + 1));
      }
    }
    // Every answered pair request is in the histogram's last bucket and its count.
    assertThat(metric("swisspair_request_duration_seconds_bucket{route=\"/v1/pair\",le=\"+Inf\"}"))
        .isEqualTo(all);
    assertThat(metric("swisspair_request_duration_seconds_count{route=\"/v1/pair\"}"))
        .isEqualTo(all);
    assertThat(text)
        .contains(
            "# TYPE swisspair_request_duration_seconds histogram",
            "swisspair_queue_depth 0",
            "swisspair_requests_running 0");
  }

  private static long metric(String line) throws Exception {
    for (String l : get(server, "/metrics").body().split("\n")) {
      if (l.startsWith(line + " ")) {
        return Long.parseLong(l.substring(line.length() + 1).trim());
      }
    }
    return 0;
  }

  @Test
  void openApiDocumentsExactlyTheServedRoutes() throws Exception {
    HttpResponse<String> r = get(server, "/v1/openapi.json");
    assertThat(r.statusCode()).isEqualTo(200);
    JsonNode doc = JSON.readTree(r.body());
    assertThat(doc.get("openapi").asText()).startsWith("3.1");
    java.util.Set<String> documented = new java.util.TreeSet<>();
    doc.get("paths")
        .fields()
        .forEachRemaining(
            p ->
                p.getValue()
                    .fieldNames()
                    .forEachRemaining(
                        m ->
                            documented.add(
                                m.toUpperCase(java.util.Locale.ROOT) + " " + p.getKey())));
    assertThat(documented).isEqualTo(new java.util.TreeSet<>(PairingServer.ROUTES));
    // Each documented route is live: answered 200 with a tournament body where it takes one.
    byte[] full = fixture("dutch/n012-r07-messy-s5004/round05.trf");
    for (String route : documented) {
      String[] mp = route.split(" ");
      // The record route takes the tournament with the round's results.
      byte[] body =
          mp[1].equals("/v1/record")
              ? ServerFixtures.recordBody(fixture("examples/example.trf"))
                  .getBytes(StandardCharsets.UTF_8)
              : full;
      HttpResponse<String> a =
          mp[0].equals("GET") ? get(server, mp[1]) : send(post(server, mp[1], body, null));
      assertThat(a.statusCode()).as(route + ": " + a.body()).isEqualTo(200);
      // The documented media types include the one answered.
      String type = a.headers().firstValue("Content-Type").orElse("").split(";")[0];
      assertThat(
              doc.get("paths")
                  .get(mp[1])
                  .get(mp[0].toLowerCase(java.util.Locale.ROOT))
                  .get("responses")
                  .get("200")
                  .get("content")
                  .has(type))
          .as(route + " " + type)
          .isTrue();
    }
  }

  @Test
  void concurrentRequestsGetTheCommandLinesAnswers() throws Exception {
    // Twelve requests at once on two threads (ten wait in the queue of 16): each answer is the
    // command line's for its own tournament.
    List<String> expected = new ArrayList<>();
    List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      String name = FIXTURES.get(i % FIXTURES.size());
      byte[] trf = fixture(name);
      boolean json = i % 2 == 0;
      expected.add(
          json ? cli(trf, "pair", "-", "--format", "json").out() : cli(trf, "pair", "-").out());
      answers.add(
          ServerFixtures.CLIENT.sendAsync(
              post(server, "/v1/pair", trf, json ? "application/json" : "text/plain"),
              HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)));
    }
    for (int i = 0; i < answers.size(); i++) {
      HttpResponse<String> r = answers.get(i).get();
      assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
      assertThat(r.body()).as("request %d", i).isEqualTo(expected.get(i));
    }
  }
}
