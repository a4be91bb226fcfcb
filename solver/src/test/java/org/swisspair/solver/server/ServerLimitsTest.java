package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;
import static org.swisspair.solver.server.ServerFixtures.get;
import static org.swisspair.solver.server.ServerFixtures.post;
import static org.swisspair.solver.server.ServerFixtures.send;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.cli.ExitCode;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The limits over real HTTP: an oversized body is 413, a full queue 503, a request over the time
 * limit 504, malformed bodies are answered as the command line answers them; after each the server
 * goes on serving.
 */
class ServerLimitsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static PairingServer start(int threads, long maxBody, Duration timeout, int queue)
      throws Exception {
    return PairingServer.start(new ServerConfig("127.0.0.1", 0, threads, maxBody, timeout, queue));
  }

  private static int status(HttpResponse<String> r) throws Exception {
    if (r.statusCode() != 200) {
      assertThat(r.headers().firstValue("Content-Type")).hasValue("application/problem+json");
      JsonNode p = JSON.readTree(r.body());
      assertThat(p.get("status").asInt()).isEqualTo(r.statusCode());
    }
    return r.statusCode();
  }

  private static void stillServes(PairingServer server) throws Exception {
    assertThat(get(server, "/health").statusCode()).isEqualTo(200);
    byte[] trf = Files.readAllBytes(FixtureFiles.root().resolve("examples/example.trf"));
    HttpResponse<String> r = send(post(server, "/v1/pair", trf, "text/plain"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  private static long metric(PairingServer server, String line) throws Exception {
    for (String l : get(server, "/metrics").body().split("\n")) {
      if (l.startsWith(line + " ")) {
        return Long.parseLong(l.substring(line.length() + 1).trim());
      }
    }
    return 0;
  }

  @Test
  void oversizedBodyIs413AndTheServerGoesOn() throws Exception {
    byte[] trf = Files.readAllBytes(FixtureFiles.root().resolve("examples/example.trf"));
    try (PairingServer server = start(1, trf.length, Duration.ofSeconds(60), 4)) {
      byte[] big = ServerFixtures.firstRound(200);
      assertThat(big.length).isGreaterThan(trf.length);
      HttpResponse<String> r = send(post(server, "/v1/pair", big, null));
      assertThat(status(r)).isEqualTo(413);
      assertThat(JSON.readTree(r.body()).get("detail").asText()).contains("--max-body");
      // Without a Content-Length (chunked), the limit holds while reading.
      HttpRequest chunked =
          HttpRequest.newBuilder(ServerFixtures.uri(server, "/v1/pair"))
              .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big)))
              .build();
      // Many times: a server that closed with the rest unread would reset some of them (the
      // client then sees a broken pipe instead of the 413).
      for (int i = 0; i < 20; i++) {
        assertThat(status(send(chunked))).as("attempt " + i).isEqualTo(413);
        assertThat(status(send(post(server, "/v1/pair", big, null)))).isEqualTo(413);
      }
      stillServes(server);
    }
  }

  @Test
  void fullQueueIs503AndTheServerGoesOn() throws Exception {
    // One thread, one place in the queue: a slow round holds the thread, a second waits, a
    // third is refused at once.
    byte[] slow = ServerFixtures.firstRound(9999);
    try (PairingServer server = start(1, 20L << 20, Duration.ofMinutes(5), 1)) {
      CompletableFuture<HttpResponse<String>> first =
          ServerFixtures.CLIENT.sendAsync(
              post(server, "/v1/pair?explain=true", slow, "text/plain"),
              HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      await(server, "swisspair_requests_running", 1);
      CompletableFuture<HttpResponse<String>> second =
          ServerFixtures.CLIENT.sendAsync(
              post(server, "/v1/pair", slow, "text/plain"),
              HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      await(server, "swisspair_queue_depth", 1);
      HttpResponse<String> third = send(post(server, "/v1/pair", slow, "text/plain"));
      assertThat(status(third)).as("first still running: %s", !first.isDone()).isEqualTo(503);
      assertThat(third.headers().firstValue("Retry-After")).isPresent();
      assertThat(JSON.readTree(third.body()).get("detail").asText()).contains("--queue");
      assertThat(first.get().statusCode()).isEqualTo(200);
      assertThat(second.get().statusCode()).isEqualTo(200);
      assertThat(second.get().body()).startsWith("5000\n");
      stillServes(server);
      assertThat(metric(server, "swisspair_rounds_paired_total")).isEqualTo(3);
      assertThat(metric(server, "swisspair_requests_total{route=\"/v1/pair\",status=\"503\"}"))
          .isEqualTo(1);
    }
  }

  private static void await(PairingServer server, String gauge, long value) throws Exception {
    long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (metric(server, gauge) != value) {
      assertThat(System.nanoTime()).as("waiting for %s = %d", gauge, value).isLessThan(end);
      Thread.sleep(5);
    }
  }

  @Test
  void roundOverTheTimeLimitIs504AndTheServerGoesOn() throws Exception {
    byte[] slow = ServerFixtures.firstRound(9999);
    try (PairingServer server = start(1, 20L << 20, Duration.ofMillis(1), 2)) {
      HttpResponse<String> r = send(post(server, "/v1/pair", slow, null));
      assertThat(status(r)).isEqualTo(504);
      assertThat(JSON.readTree(r.body()).get("detail").asText()).contains("--timeout");
      assertThat(get(server, "/health").statusCode()).isEqualTo(200);
      assertThat(metric(server, "swisspair_requests_total{route=\"/v1/pair\",status=\"504\"}"))
          .isEqualTo(1);
      assertThat(metric(server, "swisspair_rounds_paired_total")).isZero();
    }
  }

  @Test
  void afterA504TheWorkerIsFreeForTheNextRequest() throws Exception {
    // An engine that never finishes but calls its checkpoints, as every engine's long loops do: a
    // round the limit must stop whatever the engines' speed (a large Dubov round once served here,
    // until Dubov paired 10,000 players in a tenth of a second).
    byte[] slow = "never finishes".getBytes(StandardCharsets.UTF_8);
    byte[] small = Files.readAllBytes(FixtureFiles.root().resolve("examples/example.trf"));
    // The endless round is asked for by its round number; any other is paired as ever.
    java.util.function.Function<org.swisspair.api.PairRequest, org.swisspair.api.PairResult>
        endless =
            q -> {
              if (Integer.valueOf(99).equals(q.round())) {
                while (true) {
                  Cancellation.checkpoint();
                  Thread.onSpinWait();
                }
              }
              return org.swisspair.api.Operations.pair(q);
            };
    // Classes loaded and compiled before the clock matters: on a loaded machine a cold first
    // request can take longer than the limit by itself.
    for (int i = 0; i < 3; i++) {
      assertThat(cli(small, "pair", "-").exitCode()).isEqualTo(ExitCode.OK);
    }
    try (PairingServer server =
        PairingServer.start(
            new ServerConfig("127.0.0.1", 0, 1, 20L << 20, Duration.ofSeconds(2), 2), endless)) {
      assertThat(status(send(post(server, "/v1/pair", small, "text/plain")))).isEqualTo(200);
      assertThat(status(send(post(server, "/v1/pair?round=99", slow, "text/plain"))))
          .isEqualTo(504);
      // One thread: had the timed-out round gone on, the worker would stay busy for seconds.
      long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
      while (metric(server, "swisspair_requests_running") != 0 && System.nanoTime() < until) {
        Thread.sleep(20);
      }
      assertThat(metric(server, "swisspair_requests_running")).isZero();
      HttpResponse<String> next = send(post(server, "/v1/pair", small, "text/plain"));
      assertThat(status(next)).as(next.body()).isEqualTo(200);
      assertThat(metric(server, "swisspair_requests_total{route=\"/v1/pair\",status=\"504\"}"))
          .isEqualTo(1);
    }
  }

  @Test
  void fuzzCorpusIsAnsweredAsTheCommandLineAnswersIt() throws Exception {
    Path corpus =
        Path.of(
            "src/test/resources/org/swisspair/solver/fuzz/PairFuzzTestInputs/"
                + "pairExitsCleanlyAndWritesAllOrNothing");
    List<Path> files;
    try (Stream<Path> s = Files.list(corpus)) {
      files = s.sorted().toList();
    }
    assertThat(files).hasSizeGreaterThan(5);
    try (PairingServer server = start(2, 20L << 20, Duration.ofSeconds(60), 8)) {
      for (Path f : files) {
        byte[] body = Files.readAllBytes(f);
        ServerFixtures.CliResult c = cli(body, "pair", "-");
        HttpResponse<String> r = send(post(server, "/v1/pair", body, "text/plain"));
        int expected =
            switch (c.exitCode()) {
              case ExitCode.OK -> 200;
              case ExitCode.NO_VALID_PAIRING -> 422;
              case ExitCode.INVALID_INPUT -> 400;
              case ExitCode.SIZE_LIMIT -> 413;
              default -> 500;
            };
        assertThat(status(r)).as(f.getFileName() + ": " + r.body()).isEqualTo(expected);
        if (expected == 200) {
          assertThat(r.body()).as(f.getFileName().toString()).isEqualTo(c.out());
        } else {
          assertThat(JSON.readTree(r.body()).get("detail").asText())
              .as(f.getFileName().toString())
              .isEqualTo(c.message());
        }
      }
      stillServes(server);
    }
  }
}
