package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.solver.cli.Main;
import org.swisspair.solver.server.PairingServer;
import org.swisspair.solver.server.ServerConfig;

/**
 * The bytes the command line and the service gave before the operations layer (issue 35), kept as
 * golden files: standard output, standard error and exit code of each command, status, media type,
 * warnings and body of each route, over bundled files of several systems, a team file, a bad file,
 * files with warnings and every output format. Run with {@code -Dswisspair.golden.write=true} to
 * write the files afresh (only when a change of output is meant).
 */
class CliAndServiceGoldenTest {
  private static final String DIR = "src/test/resources/org/swisspair/api/golden/";
  private static final String IN = DIR + "in/";
  private static final Path EXPECTED = Path.of(DIR, "expected");
  private static final boolean WRITE = Boolean.getBoolean("swisspair.golden.write");
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private static PairingServer server;

  @TempDir static Path temp;

  @BeforeAll
  static void start() throws Exception {
    server =
        PairingServer.start(
            new ServerConfig("127.0.0.1", 0, 2, 1024 * 1024, Duration.ofSeconds(60), 8));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  /** A command line: its name, the file read as standard input (or null) and its arguments. */
  private static Arguments cli(String name, String stdin, String... args) {
    return Arguments.of(name, stdin, args);
  }

  static Stream<Arguments> commands() {
    String d = IN + "dutch-r5.trf";
    String full = IN + "dutch-full.trf";
    List<Arguments> list = new ArrayList<>();
    for (String f : List.of("engine", "text", "html", "json")) {
      list.add(cli("pair-dutch-" + f, null, "pair", d, "--format", f));
      list.add(cli("pair-dutch-" + f + "-explain", null, "pair", d, "--format", f, "--explain"));
    }
    list.add(cli("pair-dutch-stdin", "dutch-r5.trf", "pair", "-"));
    list.add(cli("pair-dutch-json-model", null, "pair", IN + "dutch-r5.json", "--format", "text"));
    list.add(cli("pair-dutch-json-stdin", "dutch-r5.json", "pair", "-"));
    list.add(cli("pair-dutch-round3", null, "pair", d, "--round", "3", "--explain"));
    list.add(cli("pair-dutch-round6", null, "pair", d, "--round", "6"));
    list.add(cli("pair-dutch-round0", null, "pair", d, "--round", "0"));
    list.add(cli("pair-dutch-output", null, "pair", d, "-o", "{out}", "--explain"));
    list.add(cli("pair-dutch-output-html", null, "pair", d, "-o", "{out}", "--format", "html"));
    list.add(cli("pair-dutch-baku-option", null, "pair", d, "--baku"));
    list.add(cli("pair-dutch-baku-round3", null, "pair", d, "--baku", "--round", "3"));
    list.add(cli("pair-dutch-unknown-system", null, "pair", d, "--system", "nordic"));
    list.add(cli("pair-dutch-team-settings", null, "pair", d, "--colour-preferences", "B"));
    list.add(cli("pair-dutch-full", null, "pair", full));
    list.add(cli("pair-baku-file", null, "pair", IN + "baku-r4.trf", "--format", "text"));
    list.add(cli("pair-allmet", null, "pair", IN + "allmet.trf"));
    list.add(cli("pair-allmet-stdin", "allmet.trf", "pair", "-"));
    list.add(cli("pair-bad", null, "pair", IN + "bad.trf"));
    list.add(cli("pair-bad-stdin", "bad.trf", "pair", "-"));
    list.add(cli("pair-missing", null, "pair", IN + "missing.trf"));
    list.add(cli("pair-unwritable", null, "pair", d, "-o", IN + "no/such/dir/out.txt"));
    list.add(cli("pair-badpoints", null, "pair", IN + "badpoints.trf"));
    list.add(cli("pair-badpoints-trust", null, "pair", IN + "badpoints.trf", "--trust-results"));
    list.add(cli("pair-badpoints-trust-stdin", "badpoints.trf", "pair", "-", "--trust-results"));
    list.add(cli("pair-nocolour", null, "pair", IN + "nocolour.trf", "--format", "text"));
    list.add(cli("pair-nocolour-stdin", "nocolour.trf", "pair", "-", "--format", "json"));
    for (String s : List.of("burstein", "dubov", "lim", "double-swiss", "simplified")) {
      list.add(cli("pair-" + s, null, "pair", IN + s + ".trf", "--system", s));
      list.add(
          cli(
              "pair-" + s + "-text",
              null,
              "pair",
              IN + s + ".trf",
              "--system",
              s,
              "--format",
              "text"));
    }
    list.add(
        cli(
            "pair-burstein-json-explain",
            null,
            "pair",
            IN + "burstein.trf",
            "--explain",
            "--format",
            "json"));
    list.add(cli("pair-lim-explain", null, "pair", IN + "lim.trf", "--system", "lim", "--explain"));
    list.add(cli("pair-lim-by-file", null, "pair", IN + "lim.trf"));
    list.add(cli("pair-team", null, "pair", IN + "team.trf"));
    list.add(cli("pair-team-text", null, "pair", IN + "team.trf", "--format", "text"));
    list.add(
        cli(
            "pair-team-json-explain",
            null,
            "pair",
            IN + "team.trf",
            "--format",
            "json",
            "--explain"));
    list.add(cli("pair-team-type-b", null, "pair", IN + "team.trf", "--colour-preferences", "B"));
    list.add(cli("pair-team-baku", null, "pair", IN + "team.trf", "--baku"));
    list.add(cli("pair-team-bad-setting", null, "pair", IN + "team.trf", "--primary-score", "x"));

    list.add(cli("check-dutch-full", null, "check", full));
    list.add(cli("check-dutch-full-json", null, "check", full, "--format", "json"));
    list.add(cli("check-dutch-r5", null, "check", d));
    list.add(cli("check-dutch-stdin", "dutch-full.trf", "check", "-"));
    list.add(cli("check-dutch-skip", null, "check", full, "--skip-rounds", "2,3"));
    list.add(cli("check-dutch-skip-bad", null, "check", full, "--skip-rounds", "0"));
    list.add(cli("check-dutch-tiebreaks", null, "check", full, "--tiebreaks", "BH,SB"));
    list.add(cli("check-dutch-tiebreaks-bad", null, "check", full, "--tiebreaks", "XX"));
    list.add(cli("check-dutch-rules-bad", null, "check", full, "--rules", "1999"));
    list.add(cli("check-dutch-format-bad", null, "check", full, "--format", "csv"));
    list.add(cli("check-dutch-baku", null, "check", full, "--baku"));
    list.add(cli("check-burstein", null, "check", IN + "burstein.trf"));
    list.add(cli("check-burstein-swapped", null, "check", IN + "burstein-swapped.trf"));
    list.add(
        cli(
            "check-burstein-swapped-json",
            null,
            "check",
            IN + "burstein-swapped.trf",
            "--format",
            "json"));
    list.add(
        cli(
            "check-burstein-swapped-rules",
            null,
            "check",
            IN + "burstein-swapped.trf",
            "--rules",
            "2024"));
    list.add(cli("check-dubov", null, "check", IN + "dubov.trf"));
    list.add(cli("check-lim", null, "check", IN + "lim.trf", "--system", "lim"));
    list.add(cli("check-double-swiss", null, "check", IN + "double-swiss.trf"));
    list.add(
        cli("check-simplified", null, "check", IN + "simplified.trf", "--system", "simplified"));
    list.add(cli("check-team", null, "check", IN + "team.trf"));
    list.add(cli("check-team-json", null, "check", IN + "team.trf", "--format", "json"));
    list.add(cli("check-team-skip", null, "check", IN + "team.trf", "--skip-rounds", "4"));
    String tec = IN + "tec-team.trf";
    String first11 = "1,2,3,4,5,6,7,8,9,10,11";
    list.add(cli("check-tec", null, "check", tec, "--skip-rounds", first11));
    list.add(
        cli("check-tec-json", null, "check", tec, "--skip-rounds", first11, "--format", "json"));
    list.add(
        cli(
            "check-tec-tiebreaks",
            null,
            "check",
            tec,
            "--skip-rounds",
            first11,
            "--tiebreaks",
            "MPvGP,BH/C1"));
    list.add(cli("standings-tec", null, "standings", tec));
    list.add(cli("standings-tec-csv", null, "standings", tec, "--format", "csv", "--round", "5"));
    list.add(cli("standings-tec-html", null, "standings", tec, "--format", "html"));
    list.add(cli("dropin-check-tec", null, "--team", tec, "-c", "12"));
    list.add(cli("check-bad", null, "check", IN + "bad.trf"));
    list.add(cli("check-nocolour", null, "check", IN + "nocolour.trf"));
    list.add(cli("check-badpoints-trust", null, "check", IN + "badpoints.trf", "--trust-results"));

    for (String f : List.of("text", "csv", "json", "html")) {
      list.add(cli("standings-dutch-" + f, null, "standings", full, "--format", f));
    }
    list.add(cli("standings-dutch-stdin", "dutch-full.trf", "standings", "-", "--format", "json"));
    list.add(
        cli(
            "standings-dutch-round3",
            null,
            "standings",
            full,
            "--round",
            "3",
            "--tiebreaks",
            "BH,SB"));
    list.add(cli("standings-dutch-round-bad", null, "standings", full, "--round", "9"));
    list.add(cli("standings-dutch-tiebreaks-bad", null, "standings", full, "--tiebreaks", "XX"));
    list.add(cli("standings-dutch-format-bad", null, "standings", full, "--format", "pdf"));
    list.add(
        cli(
            "standings-dutch-unrated",
            null,
            "standings",
            full,
            "--unrated-rating",
            "1000",
            "--tiebreaks",
            "ARO,TPR"));
    list.add(
        cli(
            "standings-dutch-unrated-omit",
            null,
            "standings",
            full,
            "--unrated-rating",
            "omit",
            "--tiebreaks",
            "ARO"));
    list.add(cli("standings-dutch-unrated-bad", null, "standings", full, "--unrated-rating", "x"));
    list.add(cli("standings-dutch-round-robin", null, "standings", full, "--round-robin"));
    list.add(
        cli(
            "standings-dutch-rules",
            null,
            "standings",
            full,
            "--rules",
            "2024",
            "--tiebreaks",
            "BH,SB"));
    list.add(cli("standings-dutch-rules-bad", null, "standings", full, "--rules", "1999"));
    list.add(cli("standings-burstein", null, "standings", IN + "burstein.trf"));
    list.add(
        cli(
            "standings-double-swiss-csv",
            null,
            "standings",
            IN + "double-swiss.trf",
            "--format",
            "csv"));
    list.add(cli("standings-team", null, "standings", IN + "team.trf"));
    list.add(cli("standings-team-json", null, "standings", IN + "team.trf", "--format", "json"));
    list.add(cli("standings-bad", null, "standings", IN + "bad.trf"));

    String results = IN + "results-r5.json";
    list.add(cli("record-dutch", null, "record", d, "--results", results));
    list.add(cli("record-dutch-json", null, "record", IN + "dutch-r5.json", "--results", results));
    list.add(cli("record-dutch-stdin", "dutch-r5.trf", "record", "-", "--results", results));
    list.add(cli("record-dutch-results-stdin", "results-r5.json", "record", d, "--results", "-"));
    list.add(cli("record-dutch-output", null, "record", d, "--results", results, "-o", "{out}"));
    list.add(cli("record-dutch-no-results", null, "record", d));
    list.add(cli("record-dutch-both-stdin", "dutch-r5.trf", "record", "-", "--results", "-"));
    list.add(
        cli("record-dutch-bad-results", null, "record", d, "--results", IN + "results-bad.json"));
    list.add(cli("record-dutch-missing-results", null, "record", d, "--results", IN + "none.json"));
    list.add(cli("record-team", null, "record", IN + "team.trf", "--results", results));
    list.add(cli("record-bad", null, "record", IN + "bad.trf", "--results", results));

    list.add(cli("dropin-pair", null, "--dutch", d, "-p", "{out}"));
    list.add(cli("dropin-pair-stdout", null, "--dutch", d, "-p"));
    list.add(cli("dropin-pair-checklist", null, "--dutch", d, "-p", "{out}", "-l", "{out2}"));
    list.add(
        cli(
            "dropin-pair-allmet-checklist",
            null,
            "--dutch",
            IN + "allmet.trf",
            "-p",
            "{out}",
            "-l",
            "{out2}"));
    list.add(cli("dropin-check", null, "--dutch", full, "-c"));
    list.add(cli("dropin-check-round", null, "--dutch", full, "-c", "3"));
    list.add(cli("dropin-check-burstein", null, "--burstein", IN + "burstein-swapped.trf", "-c"));
    list.add(cli("dropin-check-checklist", null, "--dutch", full, "-c", "-l", "{out2}"));
    list.add(cli("dropin-check-team", null, "--team", IN + "team.trf", "-c"));

    // Soft avoidance (issue 34, ARB-10, ARB-15).
    String av = IN + "avoid-r1.trf";
    String avc = IN + "avoid-comments.trf";
    String avPlain = IN + "avoid-plain-r1.trf";
    String avFed = IN + "avoid-fed-r1.trf";
    list.add(cli("pair-avoid-plain", null, "pair", av));
    list.add(cli("pair-avoid-federation", null, "pair", av, "--avoid", "federation"));
    list.add(
        cli(
            "pair-avoid-federation-text",
            null,
            "pair",
            av,
            "--avoid",
            "federation",
            "--format",
            "text"));
    list.add(
        cli(
            "pair-avoid-federation-json-explain",
            null,
            "pair",
            av,
            "--avoid",
            "federation",
            "--format",
            "json",
            "--explain"));
    list.add(
        cli(
            "pair-avoid-federation-output",
            null,
            "pair",
            av,
            "--avoid",
            "federation",
            "-o",
            "{out}"));
    list.add(
        cli(
            "pair-avoid-burstein-html",
            null,
            "pair",
            av,
            "--system",
            "burstein",
            "--avoid",
            "federation,comment",
            "--format",
            "html"));
    list.add(
        cli("pair-avoid-comments-explain", null, "pair", avc, "--format", "text", "--explain"));
    list.add(
        cli("pair-avoid-comments-none", null, "pair", avc, "--avoid", "none", "--format", "text"));
    list.add(cli("pair-avoid-comments-lim", null, "pair", avc, "--system", "lim"));
    list.add(
        cli(
            "pair-avoid-federation-lim",
            null,
            "pair",
            av,
            "--system",
            "lim",
            "--avoid",
            "federation"));
    list.add(cli("pair-avoid-bad-source", null, "pair", av, "--avoid", "club"));
    list.add(cli("pair-avoid-none-and-source", null, "pair", av, "--avoid", "none,federation"));
    list.add(cli("pair-avoid-no-federation", null, "pair", d, "--avoid", "federation"));
    list.add(cli("check-avoid-plain", null, "check", avPlain));
    list.add(cli("check-avoid-plain-federation", null, "check", avPlain, "--avoid", "federation"));
    list.add(
        cli(
            "check-avoid-plain-federation-json",
            null,
            "check",
            avPlain,
            "--avoid",
            "federation",
            "--format",
            "json"));
    list.add(cli("check-avoid-fed", null, "check", avFed));
    list.add(cli("check-avoid-fed-none", null, "check", avFed, "--avoid", "none"));
    list.add(cli("check-avoid-bad-source", null, "check", avFed, "--avoid", "clubs"));
    list.add(cli("dropin-check-avoid-fed", null, "--dutch", avFed, "-c"));
    list.add(
        cli(
            "pair-avoid-dubov-explain",
            null,
            "pair",
            av,
            "--system",
            "dubov",
            "--avoid",
            "federation",
            "--format",
            "text",
            "--explain"));
    list.add(
        cli(
            "check-avoid-plain-dubov",
            null,
            "check",
            avPlain,
            "--system",
            "dubov",
            "--avoid",
            "federation"));
    String avTeam = IN + "avoid-team.trf";
    list.add(
        cli(
            "pair-avoid-team-federation",
            null,
            "pair",
            avTeam,
            "--avoid",
            "federation",
            "--format",
            "text"));
    list.add(
        cli(
            "pair-avoid-team-no-federation",
            null,
            "pair",
            IN + "team.trf",
            "--avoid",
            "federation"));
    list.add(cli("check-avoid-team-federation", null, "check", avTeam, "--avoid", "federation"));
    list.add(
        cli(
            "record-avoid-federation",
            null,
            "record",
            av,
            "--results",
            IN + "results-avoid-r1.json",
            "--avoid",
            "federation"));
    return list.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void commandGivesTheSameBytesAsBefore(String name, String stdin, String[] args)
      throws IOException {
    Path out = temp.resolve(name + ".out");
    Path out2 = temp.resolve(name + ".list");
    String[] a = args.clone();
    for (int i = 0; i < a.length; i++) {
      a[i] = a[i].replace("{out}", out.toString()).replace("{out2}", out2.toString());
    }
    InputStream in =
        new ByteArrayInputStream(
            stdin == null ? new byte[0] : Files.readAllBytes(Path.of(IN, stdin)));
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    PrintStream po = new PrintStream(o, true, StandardCharsets.UTF_8);
    PrintStream pe = new PrintStream(e, true, StandardCharsets.UTF_8);
    PrintStream stdout = System.out;
    PrintStream stderr = System.err;
    int code;
    // As in the process: what a command prints on System.err lands on its standard error.
    System.setOut(po);
    System.setErr(pe);
    try {
      code = Main.run(a, in, po, pe);
    } finally {
      System.setOut(stdout);
      System.setErr(stderr);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("exit ").append(code).append('\n');
    section(sb, "stdout", o.toString(StandardCharsets.UTF_8));
    section(sb, "stderr", e.toString(StandardCharsets.UTF_8));
    if (Files.exists(out)) {
      section(sb, "file", Files.readString(out, StandardCharsets.UTF_8));
    }
    if (Files.exists(out2)) {
      section(sb, "list", Files.readString(out2, StandardCharsets.UTF_8));
    }
    compare("cli-" + name, sb.toString());
  }

  /** A request: its name, method and path with query, Accept header and body file (or null). */
  private static Arguments http(String name, String path, String accept, String body) {
    return Arguments.of(name, path, accept, body);
  }

  static Stream<Arguments> routes() {
    List<Arguments> list = new ArrayList<>();
    for (String[] f :
        List.of(
            new String[] {"json", "application/json"},
            new String[] {"engine", "text/plain"},
            new String[] {"html", "text/html"})) {
      list.add(http("pair-dutch-" + f[0], "/v1/pair", f[1], "dutch-r5.trf"));
      list.add(
          http("pair-dutch-" + f[0] + "-explain", "/v1/pair?explain=true", f[1], "dutch-r5.trf"));
    }
    list.add(http("pair-dutch-default", "/v1/pair", null, "dutch-r5.trf"));
    list.add(http("pair-dutch-any", "/v1/pair", "*/*", "dutch-r5.trf"));
    list.add(http("pair-dutch-not-acceptable", "/v1/pair", "text/csv", "dutch-r5.trf"));
    list.add(http("pair-dutch-json-model", "/v1/pair", "text/plain", "dutch-r5.json"));
    list.add(http("pair-dutch-round3", "/v1/pair?round=3&explain", "text/plain", "dutch-r5.trf"));
    list.add(http("pair-dutch-round6", "/v1/pair?round=6", "text/plain", "dutch-r5.trf"));
    list.add(http("pair-dutch-round0", "/v1/pair?round=0", "text/plain", "dutch-r5.trf"));
    list.add(http("pair-dutch-round-x", "/v1/pair?round=x", "text/plain", "dutch-r5.trf"));
    list.add(http("pair-dutch-baku", "/v1/pair?baku=true", "text/plain", "dutch-r5.trf"));
    list.add(http("pair-dutch-baku-bad", "/v1/pair?baku=maybe", "text/plain", "dutch-r5.trf"));
    list.add(
        http("pair-dutch-unknown-param", "/v1/pair?colour=white", "text/plain", "dutch-r5.trf"));
    list.add(
        http("pair-dutch-unknown-system", "/v1/pair?system=nordic", "text/plain", "dutch-r5.trf"));
    list.add(http("pair-dutch-full", "/v1/pair", "text/plain", "dutch-full.trf"));
    list.add(http("pair-baku-file", "/v1/pair", "application/json", "baku-r4.trf"));
    list.add(http("pair-allmet", "/v1/pair", "text/plain", "allmet.trf"));
    list.add(http("pair-bad", "/v1/pair", "text/plain", "bad.trf"));
    list.add(http("pair-badpoints", "/v1/pair", "text/plain", "badpoints.trf"));
    list.add(http("pair-nocolour", "/v1/pair", "application/json", "nocolour.trf"));
    list.add(http("pair-empty", "/v1/pair", "text/plain", null));
    for (String s : List.of("burstein", "dubov", "lim", "double-swiss", "simplified")) {
      list.add(http("pair-" + s, "/v1/pair?system=" + s, "text/plain", s + ".trf"));
    }
    list.add(
        http("pair-dubov-json-explain", "/v1/pair?explain=true", "application/json", "dubov.trf"));
    list.add(http("pair-team", "/v1/pair", "text/plain", "team.trf"));
    list.add(http("pair-team-html", "/v1/pair?explain=true", "text/html", "team.trf"));
    list.add(http("pair-team-baku", "/v1/pair?baku=true", "application/json", "team.trf"));

    list.add(http("check-dutch-full", "/v1/check", null, "dutch-full.trf"));
    list.add(http("check-dutch-full-text", "/v1/check", "text/plain", "dutch-full.trf"));
    list.add(
        http("check-dutch-tiebreaks", "/v1/check?tiebreaks=BH,SB", "text/plain", "dutch-full.trf"));
    list.add(http("check-dutch-tiebreaks-bad", "/v1/check?tiebreaks=XX", null, "dutch-full.trf"));
    list.add(http("check-dutch-baku", "/v1/check?baku=true", null, "dutch-full.trf"));
    list.add(http("check-dutch-not-acceptable", "/v1/check", "text/html", "dutch-full.trf"));
    list.add(http("check-burstein-swapped", "/v1/check", null, "burstein-swapped.trf"));
    list.add(
        http("check-burstein-swapped-text", "/v1/check", "text/plain", "burstein-swapped.trf"));
    list.add(http("check-lim", "/v1/check?system=lim", null, "lim.trf"));
    list.add(http("check-team", "/v1/check", null, "team.trf"));
    list.add(http("check-team-text", "/v1/check", "text/plain", "team.trf"));
    list.add(http("check-tec", "/v1/check", null, "tec-team.trf"));
    list.add(http("standings-tec", "/v1/standings", null, "tec-team.trf"));
    list.add(http("standings-tec-json", "/v1/standings", "application/json", "tec-team.trf"));
    list.add(http("check-bad", "/v1/check", null, "bad.trf"));
    list.add(http("check-nocolour", "/v1/check", null, "nocolour.trf"));

    for (String[] f :
        List.of(
            new String[] {"text", "text/plain"},
            new String[] {"csv", "text/csv"},
            new String[] {"html", "text/html"})) {
      list.add(http("standings-dutch-" + f[0], "/v1/standings", f[1], "dutch-full.trf"));
    }
    list.add(http("standings-dutch-default", "/v1/standings", null, "dutch-full.trf"));
    list.add(http("standings-dutch-json", "/v1/standings", "application/json", "dutch-full.trf"));
    list.add(
        http(
            "standings-dutch-round3",
            "/v1/standings?round=3&tiebreaks=BH,SB",
            null,
            "dutch-full.trf"));
    list.add(http("standings-dutch-round-bad", "/v1/standings?round=9", null, "dutch-full.trf"));
    list.add(http("standings-dutch-round-x", "/v1/standings?round=x", null, "dutch-full.trf"));
    list.add(
        http(
            "standings-dutch-tiebreaks-bad", "/v1/standings?tiebreaks=XX", null, "dutch-full.trf"));
    list.add(http("standings-burstein", "/v1/standings", "text/csv", "burstein.trf"));
    list.add(http("standings-team", "/v1/standings", null, "team.trf"));
    list.add(http("standings-bad", "/v1/standings", null, "bad.trf"));

    list.add(http("record-dutch", "/v1/record", null, "@record:dutch-r5.trf"));
    list.add(http("record-dutch-json-model", "/v1/record", null, "@record:dutch-r5.json"));
    list.add(http("record-dutch-system", "/v1/record", null, "@record-system:dutch-r5.trf"));
    list.add(http("record-team", "/v1/record", null, "@record:team.trf"));
    list.add(http("record-bad", "/v1/record", null, "@record:bad.trf"));
    list.add(http("record-bad-results", "/v1/record", null, "@record-bad:dutch-r5.trf"));
    list.add(http("record-not-json", "/v1/record", null, "dutch-r5.trf"));
    list.add(http("record-no-tournament", "/v1/record", null, "results-r5.json"));
    list.add(http("record-query", "/v1/record?system=dutch", null, "@record:dutch-r5.trf"));

    list.add(http("systems", "GET /v1/systems", null, null));
    list.add(http("health", "GET /health", null, null));
    list.add(http("pair-get", "GET /v1/pair", null, null));

    // Soft avoidance (issue 34, ARB-10, ARB-15).
    list.add(
        http(
            "pair-avoid-federation",
            "/v1/pair?avoid=federation",
            "application/json",
            "avoid-r1.trf"));
    list.add(
        http(
            "pair-avoid-federation-html",
            "/v1/pair?avoid=federation",
            "text/html",
            "avoid-r1.trf"));
    list.add(http("pair-avoid-comments", "/v1/pair", "text/plain", "avoid-comments.trf"));
    list.add(http("pair-avoid-bad", "/v1/pair?avoid=club", "text/plain", "avoid-r1.trf"));
    list.add(http("pair-avoid-lim", "/v1/pair?system=lim", "text/plain", "avoid-comments.trf"));
    list.add(
        http(
            "check-avoid-federation",
            "/v1/check?avoid=federation",
            "text/plain",
            "avoid-plain-r1.trf"));
    list.add(http("check-avoid-fed", "/v1/check", null, "avoid-fed-r1.trf"));
    list.add(
        http("pair-avoid-team", "/v1/pair?avoid=federation", "application/json", "avoid-team.trf"));
    list.add(http("record-avoid-federation", "/v1/record", null, "@record-avoid:avoid-r1.trf"));
    list.add(http("record-avoid-bad", "/v1/record", null, "@record-avoid-bad:avoid-r1.trf"));
    return list.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("routes")
  void routeGivesTheSameBytesAsBefore(String name, String path, String accept, String body)
      throws Exception {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.port() + path.replaceFirst("^GET ", "")))
            .timeout(Duration.ofMinutes(2));
    if (path.startsWith("GET ")) {
      b.GET();
    } else {
      b.header("Content-Type", "text/plain; charset=utf-8")
          .POST(HttpRequest.BodyPublishers.ofByteArray(body(body)));
    }
    if (accept != null) {
      b.header("Accept", accept);
    }
    HttpResponse<String> r =
        CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    StringBuilder sb = new StringBuilder();
    sb.append("status ").append(r.statusCode()).append('\n');
    sb.append("type ").append(r.headers().firstValue("Content-Type").orElse("")).append('\n');
    for (String w : r.headers().allValues("Swisspair-Warning")) {
      sb.append("warning ").append(w).append('\n');
    }
    section(sb, "body", r.body());
    compare("http-" + name, sb.toString());
  }

  /** The body a route case names: a file, or a record request built from one. */
  private static byte[] body(String spec) throws IOException {
    if (spec == null) {
      return new byte[0];
    }
    if (!spec.startsWith("@")) {
      return Files.readAllBytes(Path.of(IN, spec));
    }
    String kind = spec.substring(1, spec.indexOf(':'));
    String file = spec.substring(spec.indexOf(':') + 1);
    com.fasterxml.jackson.databind.ObjectMapper json =
        new com.fasterxml.jackson.databind.ObjectMapper();
    var root =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            json.readTree(
                Files.readString(
                    Path.of(
                        IN,
                        kind.equals("record-bad")
                            ? "results-bad.json"
                            : kind.startsWith("record-avoid")
                                ? "results-avoid-r1.json"
                                : "results-r5.json"),
                    StandardCharsets.UTF_8));
    root.put("tournament", Files.readString(Path.of(IN, file), StandardCharsets.UTF_8));
    if (kind.equals("record-system")) {
      root.put("system", "dutch");
    }
    if (kind.equals("record-avoid")) {
      root.put("avoid", "federation");
    }
    if (kind.equals("record-avoid-bad")) {
      root.put("avoid", 3);
    }
    return json.writeValueAsBytes(root);
  }

  /**
   * A section of a golden file: its name and length, then the text with this checkout's directory
   * and the build's version put as placeholders.
   */
  private static void section(StringBuilder sb, String name, String raw) throws IOException {
    String text =
        raw.replace(temp.toString(), "{temp}")
            .replace(Path.of("").toAbsolutePath().toString(), "{module}")
            .replace("swisspair " + version(), "swisspair {version}");
    sb.append("--- ").append(name).append(' ').append(text.length()).append('\n');
    sb.append(text).append('\n');
  }

  /** The version Maven wrote into the build, as the check-list footer prints it. */
  private static String version() throws IOException {
    try (InputStream in =
        Main.class.getResourceAsStream("/org/swisspair/solver/cli/version.properties")) {
      java.util.Properties p = new java.util.Properties();
      p.load(in);
      return p.getProperty("version");
    }
  }

  private static void compare(String name, String actual) throws IOException {
    Path file = EXPECTED.resolve(name + ".txt");
    if (WRITE) {
      Files.createDirectories(EXPECTED);
      Files.writeString(file, actual, StandardCharsets.UTF_8);
      return;
    }
    assertThat(file).as("golden file; write with -Dswisspair.golden.write=true").exists();
    assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
  }
}
