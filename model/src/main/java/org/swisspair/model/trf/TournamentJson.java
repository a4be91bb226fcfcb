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
import org.swisspair.model.Tournament;

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

  /** Reads a tournament from JSON text. */
  public static Tournament fromJson(String json) throws IOException {
    return MAPPER.readValue(json, Tournament.class);
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
