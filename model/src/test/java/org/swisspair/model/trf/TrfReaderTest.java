package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;

class TrfReaderTest {

  /** A 001 line with fields in their TRF columns; blocks are "oooo c r" round entries. */
  static String player(int id, String name, int rating, String points, String... blocks) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                "001 %4d  %3s %-33s %4s %-3s %11s %-10s %4s %4s",
                id, "", name, rating == 0 ? "" : rating, "ENG", "", "", points, id));
    for (String b : blocks) {
      sb.append("  ").append(b);
    }
    return sb.toString();
  }

  /** Four players after two rounds: lines 1-3 are headers, players are lines 4-7. */
  static List<String> base() {
    List<String> l = new ArrayList<>();
    l.add("012 Test Open");
    l.add("XXR 3");
    l.add("XXC white1");
    l.add(player(1, "Alpha, Ann", 2000, "2.0", "   3 w 1", "   2 b 1"));
    l.add(player(2, "Beta, Bob", 1900, "1.0", "   4 b 1", "   1 w 0"));
    l.add(player(3, "Gamma, Cy", 1800, "0.0", "   1 b 0", "   4 w 0"));
    l.add(player(4, "Delta, Di", 1700, "1.0", "   2 w 0", "   3 b 1"));
    return l;
  }

  static String text(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }

  /** Replaces the text at a 1-based line and column. */
  static String patch(int line, int column, String replacement) {
    List<String> l = base();
    String s = String.format("%-" + (column - 1 + replacement.length()) + "s", l.get(line - 1));
    l.set(
        line - 1,
        s.substring(0, column - 1) + replacement + s.substring(column - 1 + replacement.length()));
    return text(l);
  }

  static String withLines(String... extra) {
    List<String> l = base();
    l.addAll(List.of(extra));
    return text(l);
  }

  static Tournament read(String text) throws TrfFormatException {
    return new TrfReader().read("t.trf", text);
  }

  static TrfFormatException rejected(String text, int line, int column, String field) {
    return rejected(new TrfReader(), text, line, column, field);
  }

  static TrfFormatException rejected(
      TrfReader reader, String text, int line, int column, String field) {
    TrfFormatException e =
        catchThrowableOfType(TrfFormatException.class, () -> reader.read("t.trf", text));
    assertThat(e).as("expected a TrfFormatException").isNotNull();
    assertThat(e.getMessage()).startsWith("t.trf:" + line + ":" + column + ": " + field + ": ");
    assertThat(e.file()).isEqualTo("t.trf");
    assertThat(e.line()).isEqualTo(line);
    assertThat(e.column()).isEqualTo(column);
    assertThat(e.field()).isEqualTo(field);
    return e;
  }

  // ------------------------------------------------------------------ well-formed input

  @Test
  void readsTheBaseTournament() throws Exception {
    Tournament t = read(text(base()));
    assertThat(t.size()).isEqualTo(4);
    assertThat(t.totalRounds()).isEqualTo(3);
    assertThat(t.initialColour()).isEqualTo(Colour.WHITE);
    assertThat(t.name()).isEqualTo("Test Open");
    assertThat(t.player(1).name()).isEqualTo("Alpha, Ann");
    assertThat(t.player(1).rating()).isEqualTo(2000);
    assertThat(t.player(1).federation()).isEqualTo("ENG");
    assertThat(t.player(1).declaredPoints()).isEqualTo(20);
    assertThat(t.player(1).round(2)).isEqualTo(new RoundEntry(2, Colour.BLACK, ResultCode.WIN));
    assertThat(t.scoring()).isEqualTo(ScoringSystem.STANDARD);
  }

  @Test
  void acceptsCrCrlfAndLfLineEndsAlike() throws Exception {
    String lf = text(base());
    Tournament t = read(lf);
    assertThat(read(lf.replace("\n", "\r\n"))).isEqualTo(t);
    assertThat(read(lf.replace("\n", "\r"))).isEqualTo(t);
  }

  @Test
  void ignoresTrailingBlanksAndBlankLines() throws Exception {
    String padded = text(base()).replace("\n", "   \t\n\n");
    assertThat(read(padded)).isEqualTo(read(text(base())));
  }

  @Test
  void readsLowercaseResultCodesAndUppercaseColours() throws Exception {
    List<String> l = base();
    l.set(3, l.get(3).replace("   3 w 1", "   3 W w"));
    l.set(5, l.get(5).replace("   1 b 0", "   1 B l"));
    Tournament t = read(text(l));
    assertThat(t.player(1).round(1))
        .isEqualTo(new RoundEntry(3, Colour.WHITE, ResultCode.UNRATED_WIN));
    assertThat(t.player(3).round(1).result()).isEqualTo(ResultCode.UNRATED_LOSS);
  }

  @Test
  void toleratesMissingRankAndMissingXxr() throws Exception {
    List<String> l = base();
    l.remove(1);
    String noRank = text(l).replaceAll("(?m)^(.{85}).{4}", "$1    ");
    Tournament t = read(noRank);
    assertThat(t.totalRounds()).isZero();
    assertThat(t.player(2).rank()).isZero();
  }

  @Test
  void decodesLatin1WhenBytesAreNotUtf8() throws Exception {
    String s = text(base()).replace("Alpha, Ann", "Alph\u00e9, Ann");
    Tournament t = new TrfReader().read("t.trf", s.getBytes(StandardCharsets.ISO_8859_1));
    assertThat(t.player(1).name()).isEqualTo("Alph\u00e9, Ann");
    Tournament u = new TrfReader().read("t.trf", s.getBytes(StandardCharsets.UTF_8));
    assertThat(u.player(1).name()).isEqualTo("Alph\u00e9, Ann");
  }

  @Test
  void readsLichessAbsenceWithoutColour() throws Exception {
    List<String> l = base();
    l.set(3, player(1, "Alpha, Ann", 2000, "1.0", "   3 w +", "0000 - -"));
    l.set(5, player(3, "Gamma, Cy", 1800, "0.0", "   1 b -", "   4 w 0"));
    l.set(6, player(4, "Delta, Di", 1700, "1.0", "   2 w 0", "   3 b 1"));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "0000 - U"));
    Tournament t = read(text(l));
    assertThat(t.player(1).round(2))
        .isEqualTo(new RoundEntry(0, Colour.NONE, ResultCode.FORFEIT_LOSS));
    assertThat(t.player(3).round(1))
        .isEqualTo(new RoundEntry(1, Colour.BLACK, ResultCode.FORFEIT_LOSS));
  }

  @Test
  void readsAForfeitWithoutColourAsNoGameForColours() throws Exception {
    List<String> l = base();
    l.set(3, player(1, "Alpha, Ann", 2000, "1.0", "   3 - +", "0000 - -"));
    l.set(5, player(3, "Gamma, Cy", 1800, "0.0", "   1 - -", "   4 w 0"));
    l.set(6, player(4, "Delta, Di", 1700, "1.0", "   2 w 0", "   3 b 1"));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "0000 - U"));
    Tournament t = read(text(l));
    assertThat(t.player(1).round(1))
        .isEqualTo(new RoundEntry(3, Colour.NONE, ResultCode.FORFEIT_WIN));
    // C.04.2 3.4: the colour history of player 3 holds only the played round 2.
    org.swisspair.model.PlayerState p3 = new org.swisspair.model.RoundState(t, 3).player(3);
    assertThat(p3.playedColours()).containsExactly(Colour.WHITE);
    assertThat(p3.opponents()).containsExactly(4);
  }

  @Test
  void keepsUnknownRecordsVerbatimInOrder() throws Exception {
    Tournament t = read(withLines("DAT    1 EMAIL a@b.c", "### a comment", "ZZZ whatever"));
    assertThat(t.otherLines())
        .containsExactly("DAT    1 EMAIL a@b.c", "### a comment", "ZZZ whatever");
  }

  @Test
  void acceptsPointsWithOrWithoutAPresetByeInTheRoundToBePaired() throws Exception {
    List<String> l = base();
    for (String points : new String[] {"2.0", "2.5"}) {
      l.set(3, player(1, "Alpha, Ann", 2000, points, "   3 w 1", "   2 b 1", "0000 - H"));
      assertThat(read(text(l)).player(1).declaredPoints())
          .isEqualTo(Integer.valueOf(points.replace(".", "")));
    }
    l.set(3, player(1, "Alpha, Ann", 2000, "3.0", "   3 w 1", "   2 b 1", "0000 - H"));
    rejected(text(l), 4, 81, "points");
  }

  @Test
  void trustResultsTakesTheScoreFromTheResults() throws Exception {
    Tournament t =
        new TrfReader(TrfReader.Options.trustingResults()).read("t.trf", patch(4, 81, " 1.5"));
    assertThat(t.player(1).declaredPoints()).isEqualTo(20);
  }

  @Test
  void readsTrf26ScoringWithPabDefaultingToWin() throws Exception {
    List<String> l = base();
    l.add("162  W 3.0    D 1.0");
    for (int i = 3; i < 7; i++) {
      l.set(i, l.get(i).replace(" 2.0    ", " 6.0    ").replace(" 1.0    ", " 3.0    "));
    }
    Tournament t = read(text(l));
    assertThat(t.scoring()).isEqualTo(ScoringSystem.of(30, 10, 0));
  }

  @Test
  void readsXxsWithShortcutsAndLaterValuesWinning() throws Exception {
    // The base file's points are for 1/0.5/0, so this reads with the results trusted.
    Tournament t =
        new TrfReader(TrfReader.Options.trustingResults())
            .read("t.trf", withLines("XXS W=2 D=1", "XXS BW=2.5 PAB=1"));
    ScoringSystem s = t.scoring();
    assertThat(s.winWhite()).isEqualTo(20);
    assertThat(s.winBlack()).isEqualTo(25);
    assertThat(s.forfeitWin()).isEqualTo(20);
    assertThat(s.halfBye()).isEqualTo(10);
    assertThat(s.pab()).isEqualTo(10);
  }

  @Test
  void readsBbpScoringWithBbuDefaultingToWin() throws Exception {
    List<String> l = base();
    l.add("BBW 2.0");
    l.add("BBD 1.0");
    for (int i = 3; i < 7; i++) {
      l.set(i, l.get(i).replace(" 2.0    ", " 4.0    ").replace(" 1.0    ", " 2.0    "));
    }
    Tournament t = read(text(l));
    assertThat(t.scoring().pab()).isEqualTo(20);
    assertThat(t.scoring().drawBlack()).isEqualTo(10);
  }

  @Test
  void readsXxaAnd250Acceleration() throws Exception {
    Tournament t = read(withLines("XXA    1  1.0  0.5", "250      1.0   1   2    2    3"));
    assertThat(t.acceleration().get(1)).containsExactly(10, 5);
    assertThat(t.acceleration().get(2)).containsExactly(10, 10);
    assertThat(t.acceleration().get(3)).containsExactly(10, 10);
    assertThat(t.acceleration()).doesNotContainKey(4);
  }

  @Test
  void readsForbiddenPairsAndByeRequests() throws Exception {
    Tournament t =
        read(withLines("XXP 1 2", "260   2   3    3    4", "XXZ 4", "240 H   3    1    2"));
    assertThat(t.forbidden())
        .containsExactly(
            new ForbiddenPairs(List.of(1, 2), 1, Integer.MAX_VALUE),
            new ForbiddenPairs(List.of(3, 4), 2, 3));
    assertThat(t.byeRequests())
        .containsExactly(
            new ByeRequest(4, 3, ResultCode.ZERO_BYE),
            new ByeRequest(1, 3, ResultCode.HALF_BYE),
            new ByeRequest(2, 3, ResultCode.HALF_BYE));
  }

  @Test
  void readsInitialColourFrom152AndRankOrderFromXxc() throws Exception {
    List<String> l = base();
    l.set(2, "XXC rank");
    l.add("152 B");
    Tournament t = read(text(l));
    assertThat(t.initialColour()).isEqualTo(Colour.BLACK);
    assertThat(t.pairByRankOrder()).isTrue();
  }

  @Test
  void readsTeamsFrom013() throws Exception {
    Tournament t =
        read(
            withLines(
                "013 Knights                          1    2",
                "013 Rooks                            3    4"));
    assertThat(t.teams()).hasSize(2);
    assertThat(t.teams().get(1).number()).isEqualTo(2);
    assertThat(t.teams().get(1).members()).containsExactly(3, 4);
  }

  @Test
  void sortsPlayersGivenOutOfOrder() throws Exception {
    List<String> l = base();
    String first = l.remove(3);
    l.add(first);
    assertThat(read(text(l))).isEqualTo(read(text(base())));
  }

  @Test
  void severalPabsOptionAcceptsTwoPabsInOneRound() {
    List<String> l = base();
    l.set(3, player(1, "Alpha, Ann", 2000, "3.0", "   3 w 1", "   2 b 1", "0000 - U"));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "   1 w 0", "0000 - U"));
    l.add("XXS FPB=0.5");
    TrfReader relaxed = new TrfReader(TrfReader.Options.DEFAULT.withSeveralPabsPerRound());
    assertThatCode(() -> relaxed.read("t.trf", text(l))).doesNotThrowAnyException();
  }

  @Test
  void aForfeitWrittenWithoutColourIsReadAndAPlayedGameWithoutColourIsNot() throws Exception {
    // C.04.2 3.4: a forfeited game has no colour; older programs write `   2 - +`.
    List<String> l = base();
    l.set(3, player(1, "Alpha, Ann", 2000, "2.0", "   3 w 1", "   2 - +"));
    l.set(4, player(2, "Beta, Bob", 1900, "1.0", "   4 b 1", "   1 - -"));
    Tournament t = read(text(l));
    assertThat(t.player(1).round(2))
        .isEqualTo(new RoundEntry(2, Colour.NONE, ResultCode.FORFEIT_WIN));
    assertThat(t.player(2).round(2).played()).isFalse();
    assertThat(TournamentJson.fromJson(TournamentJson.toJson(t))).isEqualTo(t);
    assertThat(read(TrfWriter.toText(t, TrfWriter.Flavour.values()[0]))).isEqualTo(t);
    l.set(3, player(1, "Alpha, Ann", 2000, "2.0", "   3 w 1", "   2 - 1"));
    l.set(4, player(2, "Beta, Bob", 1900, "1.0", "   4 b 1", "   1 - 0"));
    assertThat(rejected(text(l), 4, 107, "round 2 colour").getMessage())
        .contains("played game against 2 without a colour");
  }

  @Test
  void aTeamFileTakesItsPointsFieldsAsInformativeAndAUOnEveryBoard() throws Exception {
    // C.04.6 1.4: the PAB team's boards each carry U with a draw's points; team scores decide.
    List<String> l = new ArrayList<>();
    l.add("012 Teams");
    l.add("192 FIDE_TEAM_TYPEA_MP_GP");
    l.add(player(1, "Alpha, Ann", 2000, "1.0", "   3 w 1"));
    l.add(player(2, "Beta, Bob", 1900, "9.0", "   4 b 0"));
    l.add(player(3, "Gamma, Cy", 1800, "0.0", "   1 b 0"));
    l.add(player(4, "Delta, Di", 1700, "1.0", "   2 w 1"));
    l.add(player(5, "Eps, Ed", 1600, "0.5", "0000 - U"));
    l.add(player(6, "Zeta, Zo", 1500, "1.0", "0000 - U"));
    l.add("310   1 A" + " ".repeat(63) + "   1    2");
    l.add("310   2 B" + " ".repeat(63) + "   3    4");
    l.add("310   3 C" + " ".repeat(63) + "   5    6");
    TrfReading r = new TrfReader().readWithWarnings("t.trf", text(l));
    // Player 5 (a draw's 0.5) and 6 (the individual PAB's 1.0) agree; player 2 does not.
    assertThat(r.warnings()).hasSize(1);
    assertThat(r.warnings().get(0).toString())
        .startsWith("t.trf:4:81: points: player 2 'Beta, Bob' declares 9.0")
        .contains("only informative");
    assertThat(r.tournament().player(6).round(1).result()).isEqualTo(ResultCode.PAIRING_BYE);
    // The same file without team records is an individual one: refused on both counts.
    List<String> individual = new ArrayList<>(l.subList(0, 8));
    individual.remove(1);
    assertThatThrownBy(() -> read(text(individual))).isInstanceOf(TrfFormatException.class);
  }

  @Test
  void abnormalPointsOfAnIndividualFileCountInThePointsAndTheScore() throws Exception {
    // TEAM-22 per player: a blank-typed 299 adds points in a round, a typed one replaces the
    // points of that kind of round; the points fields include them.
    List<String> l = base();
    l.add("299           2.0    1    3");
    l.add("299 -         0.5");
    l.set(5, player(3, "Gamma, Cy", 1800, "2.0", "   1 b 0", "   4 w 0"));
    Tournament t = read(text(l));
    assertThat(new org.swisspair.model.RoundState(t, 3).player(3).score()).isEqualTo(20);
    assertThat(new org.swisspair.model.RoundState(t, 2).player(3).score()).isEqualTo(20);
    assertThat(new org.swisspair.model.RoundState(t, 3).player(1).score()).isEqualTo(20);
    // A forfeit loss in round 2 now gives 0.5 (the typed record for every player and round).
    l.set(3, player(1, "Alpha, Ann", 2000, "2.0", "   3 w 1", "   2 b +"));
    l.set(4, player(2, "Beta, Bob", 1900, "1.5", "   4 b 1", "   1 w -"));
    Tournament f = read(text(l));
    assertThat(new org.swisspair.model.RoundState(f, 3).player(2).score()).isEqualTo(15);
    // Without the records the points fields do not add up.
    List<String> without = new ArrayList<>(l);
    without.removeIf(x -> x.startsWith("299"));
    assertThatThrownBy(() -> read(text(without))).isInstanceOf(TrfFormatException.class);
    List<String> bad = new ArrayList<>(l);
    bad.set(bad.indexOf("299 -         0.5"), "299 Q         0.5");
    assertThat(rejected(text(bad), 9, 5, "299").getMessage()).contains("'Q'");
  }

  // ------------------------------------------------------------------ what real files leave out

  /** Player 1 of the base file with round 3 as given and the points field {@code points}. */
  static String withRound3(String points, String round3, String... more) {
    List<String> l = base();
    String[] blocks = new String[3 + more.length];
    blocks[0] = "   3 w 1";
    blocks[1] = "   2 b 1";
    blocks[2] = round3;
    System.arraycopy(more, 0, blocks, 3, more.length);
    l.set(3, player(1, "Alpha, Ann", 2000, points, blocks));
    // Round 3 is paired: players 2 and 3 play it.
    l.set(4, player(2, "Beta, Bob", 1900, "1.0", "   4 b 1", "   1 w 0", "   3 w 0"));
    l.set(5, player(3, "Gamma, Cy", 1800, "1.0", "   1 b 0", "   4 w 0", "   2 b 1"));
    l.set(1, "XXR 5");
    return text(l);
  }

  @Test
  void readsARoundWithoutResultAsTheHalfPointByeThePointsFieldCounts() throws Exception {
    TrfReading r = new TrfReader().readWithWarnings("t.trf", withRound3("2.5", "0000 -  "));
    assertThat(r.tournament().player(1).round(3)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    assertThat(r.warnings()).hasSize(1);
    assertThat(r.warnings().get(0).toString())
        .startsWith("t.trf:4:119: round 3 result: player 1 'Alpha, Ann' has no opponent")
        .contains("points field 2.5")
        .contains("half-point bye (H)");
  }

  @Test
  void readsARoundWithoutResultAsAFullPointByeWhenThePointsFieldCountsAWholePoint()
      throws Exception {
    Tournament t = read(withRound3("3.0", "        "));
    assertThat(t.player(1).round(3)).isEqualTo(RoundEntry.bye(ResultCode.FULL_BYE));
  }

  /** Four rounds: player 1 has no opponent and no result in rounds 3 and 4. */
  static String twoBlankRounds(String points) {
    List<String> l = base();
    l.set(1, "XXR 5");
    l.set(3, player(1, "Alpha, Ann", 2000, points, "   3 w 1", "   2 b 1", "0000 -  ", "        "));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "   1 w 0", "   3 w 0", "   4 w 1"));
    l.set(5, player(3, "Gamma, Cy", 1800, "1.0", "   1 b 0", "   4 w 0", "   2 b 1", "0000 - Z"));
    l.set(6, player(4, "Delta, Di", 1700, "1.0", "   2 w 0", "   3 b 1", "0000 - Z", "   2 b 0"));
    return text(l);
  }

  @Test
  void readsSeveralRoundsWithoutResultAlikeWithTheFewestFullPointByes() throws Exception {
    // 1.0 more over rounds 3 and 4: two half-point byes, not a full-point and a zero-point bye.
    Tournament t = read(twoBlankRounds("3.0"));
    assertThat(t.player(1).round(3)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    assertThat(t.player(1).round(4)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
  }

  @Test
  void refusesRoundsWithoutResultThatTheirPointsCanBeSpreadOverInSeveralWays() {
    // 0.5 more over rounds 3 and 4: which round was the half-point bye is unknown.
    TrfFormatException e = rejected(twoBlankRounds("2.5"), 4, 81, "points");
    assertThat(e.hint()).contains("rounds without result (3, 4)").contains("trustingResults");
  }

  @Test
  void readsTheBlanksAfterAPlayersLastPairingAsAWithdrawalWhenTheRestHasOneReading()
      throws Exception {
    // Player 1: blank rounds 2 and 4, games in 1 and 3, 0.5 more than the results.
    List<String> l = base();
    l.set(1, "XXR 5");
    l.set(3, player(1, "Alpha, Ann", 2000, "2.5", "   3 w 1", "        ", "   2 w 1", "        "));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "0000 - Z", "   1 b 0", "   3 w 1"));
    l.set(5, player(3, "Gamma, Cy", 1800, "0.0", "   1 b 0", "   4 w 0", "0000 - Z", "   2 b 0"));
    l.set(6, player(4, "Delta, Di", 1700, "1.0", "   2 w 0", "   3 b 1", "0000 - Z", "0000 - Z"));
    TrfReading r = new TrfReader().readWithWarnings("t.trf", text(l));
    assertThat(r.tournament().player(1).round(2)).isEqualTo(RoundEntry.bye(ResultCode.HALF_BYE));
    assertThat(r.tournament().player(1).round(4)).isEqualTo(RoundEntry.EMPTY);
    assertThat(r.warnings())
        .singleElement()
        .asString()
        .startsWith("t.trf:4:109: round 2 result: player 1")
        .contains("round 4, after the last pairing, is read as the absence of a withdrawn player");
  }

  @Test
  void trustResultsTakesTheBlankRoundsAsWrittenAndWarns() throws Exception {
    TrfReading r =
        new TrfReader(TrfReader.Options.trustingResults())
            .readWithWarnings("t.trf", withRound3("2.5", "0000 -  "));
    assertThat(r.tournament().player(1).round(3)).isEqualTo(RoundEntry.EMPTY);
    assertThat(r.tournament().player(1).declaredPoints()).isEqualTo(20);
    assertThat(r.warnings()).singleElement().asString().contains("took the results");
  }

  @Test
  void aConsistentFileHasNoWarnings() throws Exception {
    assertThat(new TrfReader().readWithWarnings("t.trf", text(base())).warnings()).isEmpty();
  }

  // ------------------------------------------------------------------ malformed input

  @Test
  void rejectsNonNumericId() {
    rejected(patch(4, 5, "  x1"), 4, 5, "id");
  }

  @Test
  void rejectsDuplicateIdNamingTheFirstLine() {
    TrfFormatException e = rejected(patch(6, 5, "   2"), 6, 5, "id");
    assertThat(e.problem()).contains("first on line 5");
  }

  @Test
  void rejectsGapInPairingNumbers() {
    TrfFormatException e = rejected(patch(7, 5, "   5"), 7, 5, "id");
    assertThat(e.problem()).contains("4 is missing");
  }

  @Test
  void rejectsNonNumericRating() {
    rejected(patch(4, 49, "20x0"), 4, 49, "rating");
  }

  @Test
  void rejectsNonNumericPoints() {
    rejected(patch(4, 81, " x.5"), 4, 81, "points");
  }

  @Test
  void rejectsNonNumericRank() {
    rejected(patch(4, 86, "  1a"), 4, 86, "rank");
  }

  @Test
  void rejectsUnknownResultCode() {
    TrfFormatException e = rejected(patch(4, 99, "Q"), 4, 99, "round 1 result");
    assertThat(e.problem()).contains("'Q'");
  }

  @Test
  void rejectsUnknownColour() {
    rejected(patch(5, 107, "x"), 5, 107, "round 2 colour");
  }

  @Test
  void rejectsOpponentOutOfRange() {
    TrfFormatException e = rejected(patch(4, 92, "   9"), 4, 92, "round 1 opponent");
    assertThat(e.problem()).contains("no player 9");
  }

  @Test
  void rejectsNonNumericOpponent() {
    rejected(patch(4, 92, "  a3"), 4, 92, "round 1 opponent");
  }

  @Test
  void rejectsAsymmetricOpponentsNamingBothLines() {
    TrfFormatException e = rejected(patch(4, 92, "   4"), 4, 92, "round 1 opponent");
    assertThat(e.problem()).contains("(line 4)").contains("(line 7)").contains("opponent 2");
  }

  @Test
  void rejectsBothPlayersWithTheSameColour() {
    rejected(patch(6, 97, "w"), 4, 97, "round 1 colour");
  }

  @Test
  void rejectsResultsThatDoNotMatch() {
    rejected(patch(6, 99, "1"), 4, 99, "round 1 result");
  }

  @Test
  void rejectsPlayedResultWithoutOpponent() {
    rejected(patch(4, 92, "0000 - 1"), 4, 99, "round 1 result");
  }

  @Test
  void rejectsByeWithOpponent() {
    rejected(patch(4, 99, "H"), 4, 99, "round 1 result");
  }

  @Test
  void rejectsPlayedGameWithoutColour() {
    rejected(patch(4, 97, "-"), 4, 97, "round 1 colour");
  }

  @Test
  void rejectsMisalignedRoundColumns() {
    rejected(patch(4, 92, "    3 w 1"), 4, 96, "round 1");
  }

  @Test
  void rejectsPointsThatDoNotMatchTheResults() {
    TrfFormatException e = rejected(patch(4, 81, " 1.5"), 4, 81, "points");
    assertThat(e.problem()).contains("1.5").contains("2.0").contains("Alpha, Ann");
    assertThat(e.hint()).contains("trustingResults");
  }

  @Test
  void rejectsTruncatedPlayerLine() {
    List<String> l = base();
    l.set(4, l.get(4).substring(0, 107));
    rejected(text(l), 5, 109, "round 2 result");
  }

  @Test
  void rejectsPlayerLineEndingBeforeItsId() {
    rejected(withLines("001  "), 8, 5, "id");
  }

  @Test
  void rejectsTwoPabsInOneRoundWhenAPabIsNotScoredLikeAFullPointBye() {
    List<String> l = base();
    l.set(3, player(1, "Alpha, Ann", 2000, "3.0", "   3 w 1", "   2 b 1", "0000 - U"));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "   1 w 0", "0000 - U"));
    l.add("XXS FPB=0.5");
    TrfFormatException e = rejected(text(l), 5, 119, "round 3 result");
    assertThat(e.problem()).contains("players 1 (line 4) and 2");
    assertThat(e.hint()).contains("withSeveralPabsPerRound");
  }

  @Test
  void readsTwoPabsInOneRoundWithAWarningWhenAPabIsScoredLikeAFullPointBye() throws Exception {
    List<String> l = base();
    l.set(3, player(1, "Alpha, Ann", 2000, "3.0", "   3 w 1", "   2 b 1", "0000 - U"));
    l.set(4, player(2, "Beta, Bob", 1900, "2.0", "   4 b 1", "   1 w 0", "0000 - U"));
    TrfReading r = new TrfReader().readWithWarnings("t.trf", text(l));
    assertThat(r.tournament().player(2).round(3)).isEqualTo(RoundEntry.pab());
    assertThat(r.warnings()).hasSize(1);
    TrfWarning w = r.warnings().get(0);
    assertThat(w.toString()).startsWith("t.trf:5:119: round 3 result: players 1 (line 4) and 2");
    assertThat(w.message()).contains("same pairings");
  }

  @Test
  void rejectsNonNumericXxr() {
    rejected(patch(2, 5, "nine"), 2, 5, "XXR rounds");
  }

  @Test
  void rejectsXxrBelowTheRoundsInTheFile() {
    TrfFormatException e = rejected(patch(2, 5, "1"), 2, 5, "XXR rounds");
    assertThat(e.problem()).contains("entries for 2");
  }

  @Test
  void rejectsXxrAnd142ThatDisagree() {
    rejected(withLines("142 5"), 8, 5, "142 rounds");
  }

  @Test
  void rejectsUnknownXxcToken() {
    rejected(patch(3, 5, "white2"), 3, 5, "XXC token");
  }

  @Test
  void rejectsInitialColourContradiction() {
    rejected(withLines("152 B"), 8, 5, "152 colour");
  }

  @Test
  void rejectsBad152Colour() {
    rejected(withLines("152 X"), 8, 5, "152 colour");
  }

  @Test
  void rejectsBadXxaNumber() {
    rejected(withLines("XXA    1  1.0  1.x"), 8, 15, "XXA round 2");
  }

  @Test
  void rejectsXxaForUnknownPlayer() {
    rejected(withLines("XXA    7  1.0"), 8, 5, "XXA id");
  }

  @Test
  void rejectsBad162Value() {
    rejected(withLines("162  W 3.x"), 8, 8, "162 value");
  }

  @Test
  void rejectsBad162Symbol() {
    rejected(withLines("162  Q 1.0"), 8, 6, "162 symbol");
  }

  @Test
  void rejectsUnknownXxsCode() {
    rejected(withLines("XXS WW=1 QQ=2"), 8, 10, "XXS code");
  }

  @Test
  void rejectsBadXxsValue() {
    rejected(withLines("XXS WW=one"), 8, 8, "XXS value");
  }

  @Test
  void rejectsBadBbValue() {
    rejected(withLines("BBW x"), 8, 5, "BBW value");
  }

  @Test
  void rejectsBad240Round() {
    rejected(withLines("240 H  xx    1"), 8, 7, "240 round");
  }

  @Test
  void rejectsBad240Type() {
    rejected(withLines("240 Q   3    1"), 8, 5, "240 type");
  }

  @Test
  void rejects240ForUnknownPlayer() {
    rejected(withLines("240 H   3    9"), 8, 14, "240 player");
  }

  @Test
  void rejects260WithLastRoundBeforeFirst() {
    rejected(withLines("260   3   1    1    2"), 8, 9, "260 last round");
  }

  @Test
  void rejects260ForUnknownPlayer() {
    rejected(withLines("260   1   3    1    9"), 8, 21, "260 player");
  }

  @Test
  void rejectsXxpWithOnePlayer() {
    rejected(withLines("XXP 1"), 8, 5, "XXP");
  }

  @Test
  void rejectsXxzForUnknownPlayer() {
    rejected(withLines("XXZ 12"), 8, 5, "XXZ player");
  }

  @Test
  void rejects250WithBadPoints() {
    rejected(withLines("250      x.0   1   2    2    3"), 8, 10, "250 points");
  }

  @Test
  void rejects013WithUnknownMember() {
    rejected(withLines("013 Knights                          1   12"), 8, 42, "013 member");
  }

  // ------------------------------------------------------------------ numbers and bounds

  @Test
  void rejectsNegativeVirtualPointsInXxaAnd250() {
    rejected(withLines("XXA    1  1.0 -1.0"), 8, 15, "XXA round 2");
    rejected(withLines("250      -1.0  1   2    2    3"), 8, 10, "250 points");
  }

  @Test
  void rejectsNegativeScoringValuesInEveryScoringRecord() {
    TrfFormatException e = rejected(withLines("XXS WW=1 WL=-0.5"), 8, 13, "XXS value");
    assertThat(e.problem()).contains("negative");
    rejected(withLines("162  W 1.0    L-1.0"), 8, 16, "162 value");
    rejected(withLines("BBL -1.0"), 8, 5, "BBL value");
  }

  @Test
  void rejectsPointsBeyondWhatATrfFieldHolds() {
    TrfFormatException e = rejected(withLines("XXS W=53687091"), 8, 7, "XXS value");
    assertThat(e.problem()).contains("99.9");
    rejected(withLines("XXS PAB=100"), 8, 9, "XXS value");
    rejected(withLines("XXA    1 100.0"), 8, 10, "XXA round 1");
    rejected(withLines("BBW 100.0"), 8, 5, "BBW value");
  }

  @Test
  void acceptsTheLargestPointsValue() throws Exception {
    Tournament t =
        new TrfReader(TrfReader.Options.trustingResults())
            .read("t.trf", withLines("XXS W=99.9", "XXA    1 99.9"));
    assertThat(t.scoring().win()).isEqualTo(TrfReader.MAX_POINTS);
    assertThat(t.acceleration(1, 1)).isEqualTo(TrfReader.MAX_POINTS);
  }

  @Test
  void rejectsANegativePointsField() {
    TrfFormatException e = rejected(patch(4, 81, "-2.0"), 4, 81, "points");
    assertThat(e.problem()).contains("negative");
  }

  @Test
  void rejectsNonAsciiDigitsInEveryNumber() {
    String arabicThree = "\u0663";
    rejected(withLines("XXS D=" + arabicThree), 8, 7, "XXS value");
    rejected(patch(2, 5, arabicThree), 2, 5, "XXR rounds");
    rejected(patch(4, 8, arabicThree), 4, 5, "id");
    rejected(patch(4, 52, arabicThree), 4, 49, "rating");
    rejected(patch(4, 82, arabicThree), 4, 81, "points");
    rejected(patch(4, 89, arabicThree), 4, 86, "rank");
    rejected(patch(4, 95, arabicThree), 4, 92, "round 1 opponent");
    rejected(withLines("XXA    1  " + arabicThree + ".0"), 8, 10, "XXA round 1");
    rejected(withLines("240 H   " + arabicThree + "    1"), 8, 7, "240 round");
    rejected(withLines("XXP 1 " + arabicThree), 8, 7, "XXP player");
  }

  @Test
  void rejectsMoreRoundsThanATournamentMayHave() {
    rejected(patch(2, 5, "1000"), 2, 5, "XXR rounds");
    List<String> l = base();
    l.remove(1);
    StringBuilder line = new StringBuilder(l.get(2));
    while (line.length() < 92 + 10 * TrfReader.MAX_ROUNDS) {
      line.append(" ");
    }
    line.append(" 0000 - Z");
    l.set(2, line.toString());
    rejected(text(l), 3, 92 + 10 * TrfReader.MAX_ROUNDS, "round 1000");
  }

  @Test
  void rejectsEmptyFile() {
    rejected("", 1, 1, "players");
  }

  @Test
  void rejectsFileWithHeadersButNoPlayers() {
    rejected("012 Only a name\r\nXXR 5\r\n", 1, 1, "players");
  }

  @Test
  void rejectsBinaryGarbage() {
    byte[] garbage = {0x7f, 'E', 'L', 'F', 0x02, 0x01, 0x01, 0x00, (byte) 0xff, (byte) 0xfe};
    TrfFormatException e =
        catchThrowableOfType(
            TrfFormatException.class, () -> new TrfReader().read("t.trf", garbage));
    assertThat(e.getMessage()).startsWith("t.trf:1:5: content: binary data");
  }
}
