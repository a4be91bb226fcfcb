package org.swisspair.model.trf;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringRules;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;

/**
 * The whole {@link Tournament} as JSON, one property per record component. This is the format for
 * tournaments that TRF cannot hold, such as more than 9,999 players (TRF pairing numbers have four
 * digits).
 */
public final class TournamentJson {

  // Only record components are data: derived accessors such as ScoringSystem.isStandard() are not.
  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .build();

  private TournamentJson() {}

  /** The tournament as JSON text. */
  public static String toJson(Tournament t) {
    try {
      return MAPPER.writeValueAsString(t);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialise tournament", e);
    }
  }

  /**
   * Reads a tournament from JSON text and checks what the TRF reader checks: values within {@link
   * TrfReader}'s bounds and pairings that name each other with matching results.
   *
   * @throws IllegalArgumentException naming the JSON property when the tournament is inconsistent
   */
  public static Tournament fromJson(String json) throws IOException {
    Tournament t = MAPPER.readValue(json, Tournament.class);
    check(t);
    return t;
  }

  /**
   * Reads a tournament from UTF-8 JSON bytes exactly as {@link #fromJson(String)} reads their text,
   * with the same results and messages: ASCII bytes, the usual case, go to Jackson's byte parser,
   * faster than its character parser, at the same line and column positions; any other bytes are
   * decoded first.
   *
   * @throws IllegalArgumentException naming the JSON property when the tournament is inconsistent
   */
  public static Tournament fromJson(byte[] json) throws IOException {
    if (!isAscii(json)) {
      return fromJson(new String(json, StandardCharsets.UTF_8));
    }
    Tournament t = MAPPER.readValue(json, Tournament.class);
    check(t);
    return t;
  }

  /**
   * True when every byte is ASCII. Checked a slice at a time by the JDK's own decoder, which turns
   * every other byte into U+FFFD, without a copy of the whole text (tens of megabytes at 50,000
   * players, in a young generation the tournament being read needs).
   */
  static boolean isAscii(byte[] bytes) {
    int slice = 1 << 16;
    for (int from = 0; from < bytes.length; from += slice) {
      int n = Math.min(slice, bytes.length - from);
      if (new String(bytes, from, n, StandardCharsets.US_ASCII).indexOf('\uFFFD') >= 0) {
        return false;
      }
    }
    return true;
  }

  /** Fails with the JSON path of the first value the pairing engine cannot take. */
  static void check(Tournament t) {
    int n = t.size();
    inRange("totalRounds", t.totalRounds(), 0, TrfReader.MAX_ROUNDS);
    ScoringSystem s = t.scoring();
    int[] values = {
      s.winWhite(), s.winBlack(), s.drawWhite(), s.drawBlack(), s.lossWhite(), s.lossBlack(),
      s.forfeitWin(), s.forfeitLoss(), s.fullBye(), s.halfBye(), s.zeroBye(), s.pab()
    };
    for (int v : values) {
      inRange("scoring", v, 0, TrfReader.MAX_POINTS);
    }
    // A Double-Swiss tournament holds its match scoring; the rules speak of one game's.
    boolean matches = MatchRounds.isDoubleSwiss(t);
    ScoringRules.Violation broken =
        ScoringRules.violation(matches ? MatchRounds.gameScoring(s) : s, matches);
    if (broken != null) {
      throw new IllegalArgumentException("scoring: " + broken.message());
    }
    checkTeamScoring(t);
    t.acceleration()
        .forEach(
            (id, points) -> {
              inRange("acceleration key", id, 1, n);
              inRange("acceleration." + id + " rounds", points.size(), 0, TrfReader.MAX_ROUNDS);
              for (int i = 0; i < points.size(); i++) {
                inRange(
                    "acceleration." + id + "[" + i + "]", points.get(i), 0, TrfReader.MAX_POINTS);
              }
            });
    // The JSON paths are built only for a failure: this loop visits every round of every player.
    for (Player p : t.players()) {
      int i = p.id() - 1;
      if (p.rounds().size() > TrfReader.MAX_ROUNDS) {
        inRange("players[" + i + "].rounds size", p.rounds().size(), 0, TrfReader.MAX_ROUNDS);
      }
      for (int r = 1; r <= p.rounds().size(); r++) {
        RoundEntry e = p.round(r);
        if (e.opponent() < 0 || e.opponent() > n) {
          inRange(roundPath(i, r) + ".opponent", e.opponent(), 0, n);
        }
        if (e.opponent() == 0) {
          if (e.result().played()) {
            throw new IllegalArgumentException(
                roundPath(i, r) + ": a played result without an opponent");
          }
          continue;
        }
        RoundEntry back = t.player(e.opponent()).round(r);
        if (e.opponent() == p.id()
            || !e.result().paired()
            || e.colour() == Colour.NONE && e.result().played()
            || back.opponent() != p.id()
            || e.colour() != Colour.NONE && back.colour() == e.colour()
            || !e.result().answeredBy(back.result())) {
          throw new IllegalArgumentException(
              roundPath(i, r)
                  + ": player "
                  + p.id()
                  + " against "
                  + e.opponent()
                  + " ("
                  + e.colour()
                  + " "
                  + e.result()
                  + ") does not match the opponent's round ("
                  + back.opponent()
                  + " "
                  + back.colour()
                  + " "
                  + back.result()
                  + ")");
        }
      }
    }
    for (int i = 0; i < t.byeRequests().size(); i++) {
      ByeRequest b = t.byeRequests().get(i);
      inRange("byeRequests[" + i + "].player", b.player(), 1, n);
      inRange("byeRequests[" + i + "].round", b.round(), 1, TrfReader.MAX_ROUNDS + 1);
      if (b.kind() != ResultCode.FULL_BYE
          && b.kind() != ResultCode.HALF_BYE
          && b.kind() != ResultCode.ZERO_BYE) {
        throw new IllegalArgumentException(
            "byeRequests[" + i + "].kind: " + b.kind() + " is not FULL_BYE, HALF_BYE or ZERO_BYE");
      }
    }
    for (int i = 0; i < t.forbidden().size(); i++) {
      ForbiddenPairs f = t.forbidden().get(i);
      for (int id : f.players()) {
        inRange("forbidden[" + i + "].players", id, 1, n);
      }
      inRange("forbidden[" + i + "].firstRound", f.firstRound(), 1, Integer.MAX_VALUE);
      inRange("forbidden[" + i + "].lastRound", f.lastRound(), f.firstRound(), Integer.MAX_VALUE);
    }
    for (int i = 0; i < t.teams().size(); i++) {
      for (int id : t.teams().get(i).members()) {
        inRange("teams[" + i + "].members", id, 1, n);
      }
    }
  }

  /** The JSON path of round {@code r} (1-based) of the player at index {@code i}. */
  /** Refuses 362 and 320 records that break a team scoring rule, naming the JSON property. */
  private static void checkTeamScoring(Tournament t) {
    boolean pab = false;
    for (String line : t.otherLines()) {
      pab |= line.startsWith("320");
    }
    if (!pab && !t.header().containsKey("362")) {
      return;
    }
    TeamRecordReader.ScoringFault f = TeamRecordReader.scoringFault(t);
    if (f == null) {
      return;
    }
    String path = "header.362";
    if (f.record().startsWith("320")) {
      path = "otherLines[" + t.otherLines().lastIndexOf(f.record()) + "]";
    }
    throw new IllegalArgumentException(
        path
            + " ("
            + f.field()
            + ", column "
            + f.column()
            + "): "
            + f.violation().message()
            + "; "
            + TeamRecordReader.SCORING_HINT);
  }

  private static String roundPath(int i, int r) {
    return "players[" + i + "].rounds[" + (r - 1) + "]";
  }

  private static void inRange(String path, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(path + ": " + value + " is outside " + min + ".." + max);
    }
  }

  /** Reads a tournament from a JSON file. */
  public static Tournament read(Path file) throws IOException {
    return fromJson(Files.readString(file, StandardCharsets.UTF_8));
  }

  /** Writes the tournament to a JSON file atomically. */
  public static void write(Tournament t, Path file) throws IOException {
    AtomicFiles.write(file, toJson(t));
  }
}
