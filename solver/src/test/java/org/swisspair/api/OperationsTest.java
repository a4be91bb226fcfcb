package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.RoundResults;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testing.FixtureFiles;

/** The operations layer: typed requests, results with warnings as values, errors by kind. */
class OperationsTest {
  private static final Path IN = Path.of("src/test/resources/org/swisspair/api/golden/in");

  private static TournamentSource file(String name) {
    return TournamentSource.file(IN.resolve(name));
  }

  private static TournamentSource stream(String name) throws IOException {
    return TournamentSource.stream(Files.readAllBytes(IN.resolve(name)));
  }

  @Test
  void pairWithFederationGroupsSaysWhatAWrittenFileNeedsToCheckTheRoundAgain() {
    PairResult r =
        Operations.pair(
            PairRequest.of(file("avoid-r1.trf"))
                .withAvoid(AvoidanceChoice.parse("--avoid", "federation")));

    assertThat(r.avoidance().groups()).containsOnlyKeys("federation FRA", "federation GER");
    assertThat(r.round().games()).noneMatch(p -> r.avoidance().avoids(p.white(), p.black()));
    assertThat(r.comments())
        .containsExactly(
            "### AVOID federation FRA: 2 6",
            "### AVOID federation GER: 1 5",
            "### FIDE mode left @ Round 1: avoidance groups that are not FIDE's");
    assertThat(r.fideMode().causes())
        .extracting(c -> c.kind())
        .containsExactly(org.swisspair.solver.arbiter.FideModeCause.Kind.SOFT_AVOIDANCE);

    // The file's own comments: groups in use, nothing more to write but the verdict's comment.
    PairResult own = Operations.pair(PairRequest.of(file("avoid-comments.trf")));
    assertThat(own.avoidance().groups()).containsOnlyKeys("club Berlin", "family");
    assertThat(own.comments()).hasSize(1).allMatch(c -> c.startsWith("### FIDE mode left"));
    PairResult none =
        Operations.pair(
            PairRequest.of(file("avoid-comments.trf")).withAvoid(AvoidanceChoice.none()));
    assertThat(none.avoidance().isEmpty()).isTrue();
    assertThat(none.round().games())
        .isEqualTo(Operations.pair(PairRequest.of(file("avoid-r1.trf"))).round().games());
  }

  @Test
  void avoidanceChoicesReadAsTheCommandLineWritesThem() {
    assertThat(AvoidanceChoice.parse("--avoid", null)).isEqualTo(AvoidanceChoice.fromFile());
    assertThat(AvoidanceChoice.parse("--avoid", " Comment , FEDERATION ").text())
        .isEqualTo("federation,comment");
    assertThat(AvoidanceChoice.parse("--avoid", "none").isNone()).isTrue();
    assertThat(AvoidanceChoice.fromFile().text()).isEmpty();
    for (String bad : new String[] {"", "club", "federation,", "none,comment"}) {
      OperationException e =
          catchThrowableOfType(
              () -> AvoidanceChoice.parse("--avoid", bad), OperationException.class);
      assertThat(e).as(bad).isNotNull();
      assertThat(e.kind()).isEqualTo(OperationException.Kind.INVALID_INPUT);
      assertThat(e.getMessage()).startsWith("--avoid: ").contains("federation");
    }
  }

  @Test
  void pairGivesTheRoundTheLibraryPairsInTheAskedFormat() throws Exception {
    PairResult r = Operations.pair(PairRequest.of(file("dutch-r5.trf")));
    Tournament t = Swisspair.read(IN.resolve("dutch-r5.trf"));
    PairedRound library = Swisspair.pairNextRound(t, Swisspair.systemOf(t));

    assertThat(r.round().round()).isEqualTo(5);
    assertThat(r.output()).isEqualTo(library.engineFormat());
    assertThat(r.round().games()).isEqualTo(library.games());
    assertThat(r.explanation()).isEmpty();
    assertThat(r.warnings()).isEmpty();

    PairResult text =
        Operations.pair(
            PairRequest.of(file("dutch-r5.trf")).withFormat(PairFormat.TEXT).withExplain(true));
    // The text ends with the FIDE-mode verdict after the library's pairing list.
    assertThat(text.output()).isEqualTo(library.text() + "\nFIDE mode: yes\n");
    assertThat(text.explanation()).isEqualTo(library.explain());
    assertThat(text.printed()).isEqualTo(text.output() + "\n" + library.explain());
  }

  @Test
  void aStreamAndAFileOfTheSameBytesPairAlikeAndNameThemselvesInJson() throws Exception {
    PairRequest q = PairRequest.of(file("dutch-r5.trf")).withFormat(PairFormat.JSON);
    String fromFile = Operations.pair(q).output();
    String fromStream =
        Operations.pair(PairRequest.of(stream("dutch-r5.trf")).withFormat(PairFormat.JSON))
            .output();

    assertThat(fromFile).contains("\"file\" : \"" + IN.resolve("dutch-r5.trf") + "\"");
    assertThat(fromStream).contains("\"file\" : \"-\"");
    assertThat(fromStream.replace("\"file\" : \"-\"", ""))
        .isEqualTo(fromFile.replace("\"file\" : \"" + IN.resolve("dutch-r5.trf") + "\"", ""));
  }

  @Test
  void warningsAreValuesWithoutAPrefix() throws Exception {
    PairResult r = Operations.pair(PairRequest.of(stream("nocolour.trf")));

    assertThat(r.warnings())
        .singleElement()
        .asString()
        .startsWith("-: no initial colour (XXC)")
        .doesNotContain("swisspair:");
  }

  @Test
  void theReadersWarningsOfAFileComeFirstAndStayWithALaterFailure() {
    PairResult r = Operations.pair(PairRequest.of(file("badpoints.trf")).withTrustResults(true));
    assertThat(r.warnings()).singleElement().asString().contains("took the results");

    OperationException e =
        catchThrowableOfType(
            () ->
                Operations.pair(
                    PairRequest.of(file("badpoints.trf")).withTrustResults(true).withRound(9)),
            OperationException.class);
    assertThat(e.kind()).isEqualTo(OperationException.Kind.INVALID_INPUT);
    assertThat(e.detail()).contains("--round 9");
    assertThat(e.warnings()).singleElement().asString().contains("took the results");
  }

  @Test
  void aRoundWithoutPairingFailsWithBbpPairingsSentenceFirst() {
    OperationException e =
        catchThrowableOfType(
            () -> Operations.pair(PairRequest.of(file("allmet.trf"))), OperationException.class);

    assertThat(e.kind()).isEqualTo(OperationException.Kind.NO_VALID_PAIRING);
    assertThat(e.kind().exitCode()).isEqualTo(1);
    assertThat(e.detail())
        .startsWith(OperationException.NO_VALID_PAIRING_SENTENCE + IN.resolve("allmet.trf"))
        .contains("round 4");
    assertThat(Operations.roundToPair(PairRequest.of(file("allmet.trf"))).state().round())
        .isEqualTo(4);
  }

  @Test
  void badInputNamesFileLineAndColumnAndAMissingFileIsAFileAccessError() {
    OperationException bad =
        catchThrowableOfType(
            () -> Operations.pair(PairRequest.of(file("bad.trf"))), OperationException.class);
    assertThat(bad.kind()).isEqualTo(OperationException.Kind.INVALID_INPUT);
    assertThat(bad.detail()).startsWith(IN.resolve("bad.trf") + ":6:").contains("rating");

    OperationException missing =
        catchThrowableOfType(
            () -> Operations.standings(StandingsRequest.of(file("none.trf"))),
            OperationException.class);
    assertThat(missing.kind()).isEqualTo(OperationException.Kind.FILE_ACCESS);
    assertThat(missing.detail()).isEqualTo(IN.resolve("none.trf") + ": no such file");

    assertThatThrownBy(
            () ->
                Operations.pair(
                    PairRequest.of(file("dutch-r5.trf")).withSystem(SystemChoice.named("nordic"))))
        .isInstanceOf(OperationException.class)
        .extracting(x -> ((OperationException) x).kind())
        .isEqualTo(OperationException.Kind.INVALID_INPUT);
  }

  @Test
  void everyKindHasTheExitCodeOfTheDocumentedTable() throws IOException {
    String cli = Files.readString(FixtureFiles.root().getParent().resolve("docs/cli.md"));
    Matcher row =
        Pattern.compile("(?m)^\\| (\\d) \\| ([^|]+) \\|$")
            .matcher(cli.substring(cli.indexOf("## Exit codes")));
    Map<Integer, String> table = new LinkedHashMap<>();
    while (row.find()) {
      table.put(Integer.parseInt(row.group(1)), row.group(2));
    }
    assertThat(table.get(OperationException.Kind.NO_VALID_PAIRING.exitCode()))
        .contains("no valid pairing");
    assertThat(table.get(OperationException.Kind.UNEXPECTED.exitCode())).contains("unexpected");
    assertThat(table.get(OperationException.Kind.NOT_BUILT.exitCode())).contains("unexpected");
    assertThat(table.get(OperationException.Kind.INVALID_INPUT.exitCode())).contains("invalid");
    assertThat(table.get(OperationException.Kind.SIZE_LIMIT.exitCode())).contains("size limit");
    assertThat(table.get(OperationException.Kind.FILE_ACCESS.exitCode())).contains("file access");
  }

  @Test
  void checkGivesTheStructuredReportWithTheRanksThatDiffer() {
    CheckResult r = Operations.check(CheckRequest.of(file("burstein-swapped.trf")));

    assertThat(r.agrees()).isFalse();
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.checked()).containsExactly(1, 2, 3, 4, 5);
    assertThat(r.report().standings().differences()).hasSize(2);
    assertThat(r.text()).endsWith(r.report().summary() + System.lineSeparator());
    assertThat(r.output()).isEqualTo(r.text());

    CheckResult json =
        Operations.check(
            CheckRequest.of(file("burstein-swapped.trf"))
                .withFormat(CheckFormat.JSON)
                .withSkipRounds(Set.of(3)));
    assertThat(json.checked()).containsExactly(1, 2, 4, 5);
    assertThat(json.output()).startsWith("{").contains("\"exitCode\" : 1");
  }

  @Test
  void checkOfATeamFileComparesTeamMatches() {
    CheckResult r = Operations.check(CheckRequest.of(file("team.trf")));

    assertThat(r.checked()).containsExactly(1, 2, 3, 4);
    assertThat(r.agrees()).isEqualTo(r.report().roundsDiffering() == 0);
    assertThat(r.text()).endsWith(r.report().summary() + System.lineSeparator());
  }

  @Test
  void standingsRenderEachFormatAndRefuseARoundBeyondTheFile() {
    StandingsResult text = Operations.standings(StandingsRequest.of(file("dutch-full.trf")));
    StandingsResult csv =
        Operations.standings(
            StandingsRequest.of(file("dutch-full.trf")).withFormat(StandingsFormat.CSV));

    assertThat(text.output()).startsWith("Standings after round 7");
    assertThat(csv.output()).startsWith("rank,tpn,name,rating,points");
    assertThat(csv.standings().rows()).hasSameSizeAs(text.standings().rows());
    assertThatThrownBy(
            () -> Operations.standings(StandingsRequest.of(file("dutch-full.trf")).withRound(8)))
        .isInstanceOf(OperationException.class)
        .hasMessage("--round: the file has rounds 0..7, was 8");
  }

  @Test
  void recordAddsTheRoundSoThatTheNextCanBePaired() throws Exception {
    RoundResults results =
        RoundResults.fromJson("results", Files.readString(IN.resolve("results-r5.json")), Set.of());
    RecordResult r = Operations.record(RecordRequest.of(file("dutch-r5.trf"), results));

    assertThat(r.json()).isFalse();
    PairResult next =
        Operations.pair(PairRequest.of(TournamentSource.stream(r.output().getBytes())));
    assertThat(next.round().round()).isEqualTo(6);
    assertThat(Operations.record(RecordRequest.of(file("dutch-r5.json"), results)).output())
        .startsWith("{");

    OperationException team =
        catchThrowableOfType(
            () -> Operations.record(RecordRequest.of(file("team.trf"), results)),
            OperationException.class);
    assertThat(team.kind()).isEqualTo(OperationException.Kind.INVALID_INPUT);
    assertThat(team.detail()).contains("a round of the Team system is a match of boards");
  }

  @Test
  void aTournamentInMemoryPairsAsItsFileDoes() throws Exception {
    Tournament t = Swisspair.read(IN.resolve("lim.trf"));
    PairResult r =
        Operations.pair(
            PairRequest.of(TournamentSource.of(t)).withSystem(SystemChoice.named("lim")));

    assertThat(r.round().games())
        .isEqualTo(
            Operations.pair(PairRequest.of(file("lim.trf")).withSystem(SystemChoice.named("lim")))
                .round()
                .games());
    assertThat(r.round().games()).extracting(Pair::white).doesNotHaveDuplicates();
  }
}
