package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;
import static org.swisspair.solver.server.ServerFixtures.post;
import static org.swisspair.solver.server.ServerFixtures.send;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.cli.ExitCode;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The service reads tournaments through the same readers as the command line: a broken scoring is a
 * 400 with the command line's message (GEN-5 to GEN-8), an unusual result is paired (GEN-4).
 */
class ScoringAndResultsServiceTest {
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

  private static String example() throws Exception {
    return Files.readString(FixtureFiles.root().resolve("examples/example.trf"));
  }

  @Test
  void aScoringWithTwoDrawsWorthMoreThanAWinAndALossIs400() throws Exception {
    byte[] bad =
        example()
            .replaceFirst("\n", "\n162  W 1.0    D 0.6    L 0.0\n")
            .getBytes(StandardCharsets.UTF_8);
    ServerFixtures.CliResult c = cli(bad, "pair", "-");
    assertThat(c.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
    HttpResponse<String> r = send(post(server, "/v1/pair", bad, null));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
    JsonNode p = new ObjectMapper().readTree(r.body());
    assertThat(p.get("detail").asText())
        .isEqualTo(c.message())
        .startsWith("<stdin>:2:15: 162: two draws");
  }

  @Test
  void anUnusualResultIsPairedAsTheCommandLinePairsIt() throws Exception {
    // Round 3, 1-3 ended 0-0 instead of 0-1: player 3 keeps his 0 and 2.0 points.
    String won = "2715                             3.0    1     9 b 1    10 w 1     1 b 1";
    String text = example();
    assertThat(text).contains(won);
    byte[] trf =
        text.replace(won, won.replace("3.0", "2.0").replace("1 b 1", "1 b 0"))
            .getBytes(StandardCharsets.UTF_8);
    ServerFixtures.CliResult c = cli(trf, "pair", "-");
    assertThat(c.exitCode()).as(c.err()).isZero();
    assertThat(c.out()).doesNotContain("\n1 3\n", "\n3 1\n");
    HttpResponse<String> r = send(post(server, "/v1/pair", trf, "text/plain"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).isEqualTo(c.out());
  }
}
