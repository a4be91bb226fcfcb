package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;
import static org.swisspair.solver.server.ServerFixtures.post;
import static org.swisspair.solver.server.ServerFixtures.send;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /v1/pair?fix=...&pab=...} and the FIDE-mode verdict over HTTP: the same answer as
 * {@code pair --fix/--pab}, a refused PAB a 400 naming the player and the rule.
 */
class ArbiterRouteTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path DUTCH =
      Path.of("src/test/resources/org/swisspair/api/golden/in/dutch-r5.trf");

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

  @Test
  void fixAndPabAnswerWhatTheCommandPrints() throws Exception {
    byte[] trf = Files.readAllBytes(DUTCH);
    for (String accept : new String[] {"text/plain", "application/json"}) {
      String format = accept.equals("text/plain") ? "engine" : "json";
      ServerFixtures.CliResult c =
          cli(trf, "pair", "-", "--fix", "1-2@3", "--pab", "7", "--format", format);
      assertThat(c.exitCode()).as(c.err()).isZero();

      HttpResponse<String> r = send(post(server, "/v1/pair?fix=1-2@3&pab=7", trf, accept));

      assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
      assertThat(r.body()).isEqualTo(c.out());
    }
    JsonNode j =
        JSON.readTree(
            send(post(server, "/v1/pair?fix=1-2@3&pab=7", trf, "application/json")).body());
    assertThat(j.get("manual").get("pab").asInt()).isEqualTo(7);
    assertThat(j.get("fideMode").get("inFideMode").asBoolean()).isFalse();
  }

  @Test
  void aForbiddenPabOrABadFixIsA400() throws Exception {
    byte[] trf = Files.readAllBytes(DUTCH);
    HttpResponse<String> r = send(post(server, "/v1/pair?pab=3", trf, "text/plain"));
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(JSON.readTree(r.body()).get("detail").asText())
        .contains("player 3 may not receive the PAB")
        .contains("C2");

    HttpResponse<String> bad = send(post(server, "/v1/pair?fix=1-x", trf, "text/plain"));
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(JSON.readTree(bad.body()).get("detail").asText()).startsWith("fix: '1-x'");
  }
}
