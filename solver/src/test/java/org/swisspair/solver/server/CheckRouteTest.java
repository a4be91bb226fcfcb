package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;
import static org.swisspair.solver.server.ServerFixtures.post;
import static org.swisspair.solver.server.ServerFixtures.send;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.checker.RankedFiles;
import org.swisspair.solver.cli.ExitCode;
import org.swisspair.solver.tiebreak.TieBreakStandings;

/** {@code POST /v1/check}: the structured report, the ranks of the file included. */
class CheckRouteTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String LIST = "BH/C1,BH,SB,DE,WIN,ARO";
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

  private static byte[] swappedFile() {
    String trf = RankedFiles.fixture(RankedFiles.FIXTURE);
    TieBreakStandings s = RankedFiles.standings(trf, LIST);
    int[] ab = RankedFiles.neighbours(s, true);
    Map<Integer, Integer> ranks = RankedFiles.swapped(RankedFiles.places(s), ab[0], ab[1]);
    return RankedFiles.withTieBreaks(RankedFiles.withRanks(trf, ranks), LIST)
        .getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void checkAnswersTheStructuredReportWithTheRanksThatDiffer() throws Exception {
    byte[] file = swappedFile();
    ServerFixtures.CliResult json = cli(file, "check", "-", "--format", "json");

    HttpResponse<String> r = send(post(server, "/v1/check", file, null));

    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
    assertThat(r.body()).isEqualTo(json.out());
    JsonNode root = JSON.readTree(r.body());
    assertThat(root.get("agrees").asBoolean()).isFalse();
    assertThat(root.get("exitCode").asInt()).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(root.get("roundsChecked").asInt()).isEqualTo(9);
    assertThat(root.get("rounds").isArray()).isTrue();
    JsonNode differences = root.get("standings").get("differences");
    assertThat(differences).hasSize(2);
    assertThat(differences.get(0).get("message").asText()).contains("decides against player");
    assertThat(root.get("report").asText())
        .isEqualTo(cli(file, "check", "-").out())
        .contains("2 of 24 ranks differ");
  }

  @Test
  void checkTakesTheTieBreaksAsAQueryParameter() throws Exception {
    byte[] file = swappedFile();

    HttpResponse<String> r = send(post(server, "/v1/check?tiebreaks=ARO", file, "text/plain"));

    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).isEqualTo(cli(file, "check", "-", "--tiebreaks", "ARO").out());
    assertThat(r.body()).contains("by --tiebreaks ARO: ");
  }
}
