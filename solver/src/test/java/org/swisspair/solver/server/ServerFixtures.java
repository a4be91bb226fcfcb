package org.swisspair.solver.server;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swisspair.solver.cli.Main;

/** A started server, a real HTTP client and the command line to compare with. */
final class ServerFixtures {
  private ServerFixtures() {}

  static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  /** What the command line printed and returned. */
  record CliResult(int exitCode, String out, String err) {
    /** The error line without the {@code swisspair: } prefix, or the no-valid-pairing line. */
    String message() {
      String last = "";
      for (String l : err.split("\n")) {
        if (l.startsWith("swisspair: ") && !l.startsWith("swisspair: warning: ")) {
          last = l.substring("swisspair: ".length()).strip();
        } else if (l.startsWith("No valid pairing exists: ")) {
          // Exit 1 is printed in bbpPairings' form, without the prefix.
          last = l.strip();
        }
      }
      return last;
    }
  }

  /** Runs {@code swisspair args} with {@code stdin} as standard input. */
  static CliResult cli(byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new ByteArrayInputStream(stdin),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new CliResult(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static URI uri(PairingServer server, String pathAndQuery) {
    return URI.create("http://127.0.0.1:" + server.port() + pathAndQuery);
  }

  static HttpResponse<String> get(PairingServer server, String path)
      throws IOException, InterruptedException {
    return CLIENT.send(
        HttpRequest.newBuilder(uri(server, path)).GET().build(),
        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  static HttpRequest post(PairingServer server, String path, byte[] body, String accept) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(uri(server, path))
            .header("Content-Type", "text/plain; charset=utf-8")
            .timeout(Duration.ofMinutes(2))
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (accept != null) {
      b.header("Accept", accept);
    }
    return b.build();
  }

  static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
    return CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  /**
   * A {@code POST /v1/record} body for {@code trf}: its next round as the command line pairs it,
   * every game won by White, the PAB a PAB.
   */
  static String recordBody(byte[] trf) throws IOException {
    com.fasterxml.jackson.databind.ObjectMapper json =
        new com.fasterxml.jackson.databind.ObjectMapper();
    CliResult c = cli(trf, "pair", "-", "--format", "json");
    if (c.exitCode() != 0) {
      throw new IllegalStateException(c.err());
    }
    com.fasterxml.jackson.databind.JsonNode pairing = json.readTree(c.out());
    com.fasterxml.jackson.databind.node.ObjectNode body = json.createObjectNode();
    body.put("tournament", new String(trf, StandardCharsets.UTF_8));
    var games = body.putArray("games");
    for (com.fasterxml.jackson.databind.JsonNode b : pairing.get("boards")) {
      games
          .addObject()
          .put("white", b.get("white").asInt())
          .put("black", b.get("black").asInt())
          .put("result", "1-0");
    }
    var byes = body.putArray("byes");
    if (!pairing.get("pab").isNull()) {
      byes.addObject().put("player", pairing.get("pab").get("player").asInt()).put("result", "U");
    }
    return json.writeValueAsString(body);
  }

  /** Four players who have all met: round 4 has no pairing that complies with C1. */
  static byte[] allMet() {
    String[] rounds = {
      "   2 w =     3 w =     4 w =",
      "   1 b =     4 w =     3 b =",
      "   4 w =     1 b =     2 w =",
      "   3 b =     2 b =     1 b ="
    };
    List<String> lines = new ArrayList<>(List.of("012 All met", "XXR 5", "XXC white1"));
    for (int id = 1; id <= 4; id++) {
      lines.add(
          String.format(
              Locale.ROOT,
              "001 %4d      %-33s %4d %26s %4s %4d  %s",
              id,
              "Player" + id,
              2100 - id,
              "",
              "1.5",
              id,
              rounds[id - 1]));
    }
    return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
  }

  /** A first round of {@code n} players rated in pairing-number order: one bracket of n. */
  static byte[] firstRound(int n) {
    StringBuilder sb = new StringBuilder("012 Large open\nXXR 9\nXXC white1\n");
    for (int id = 1; id <= n; id++) {
      sb.append(
              String.format(
                  Locale.ROOT,
                  "001 %4d      %-33s %4d %26s %4s %4d",
                  id,
                  "Player" + id,
                  2800 - id / 10,
                  "",
                  "0.0",
                  id))
          .append('\n');
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }
}
