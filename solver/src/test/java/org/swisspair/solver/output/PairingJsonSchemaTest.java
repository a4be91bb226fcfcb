package org.swisspair.solver.output;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.api.PairedRound;
import org.swisspair.solver.pairing.Pair;

/** Every system's JSON output follows the published schema, docs/schema/pairing.schema.json. */
class PairingJsonSchemaTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static JsonSchema schema;

  @BeforeAll
  static void loadSchema() throws Exception {
    JsonNode node = MAPPER.readTree(Files.readString(OutputFixtures.schema()));
    schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(node);
  }

  static List<OutputFixtures.Case> cases() throws Exception {
    return OutputFixtures.cases();
  }

  @ParameterizedTest
  @MethodSource("cases")
  void jsonFollowsTheSchema(OutputFixtures.Case c) throws Exception {
    JsonNode json = MAPPER.readTree(c.round().json());

    Set<ValidationMessage> errors = schema.validate(json);

    assertThat(errors).as("%s:%n%s", c, json.toPrettyString()).isEmpty();
    assertThat(json.get("system").asText()).isEqualTo(c.system());
    // Some systems name themselves for people ("Double-Swiss") in their explanation.
    assertThat(json.get("explanation").get("system").asText()).isEqualToIgnoringCase(c.system());
    JsonNode first = json.get("boards").get(0);
    assertThat(first.get("whiteName").asText())
        .isEqualTo(c.round().name(first.get("white").asInt()));
  }

  @Test
  void aRoundPairedWithSoftAvoidanceFollowsTheSchemaWithItsAvoidanceField() throws Exception {
    org.swisspair.api.PairResult r =
        org.swisspair.api.Operations.pair(
            org.swisspair.api.PairRequest.of(
                    org.swisspair.api.TournamentSource.file(
                        java.nio.file.Path.of(
                            "src/test/resources/org/swisspair/api/golden/in/avoid-comments.trf")))
                .withFormat(org.swisspair.api.PairFormat.JSON)
                .withExplain(true));
    JsonNode json = MAPPER.readTree(r.output());

    assertThat(schema.validate(json)).as(json.toPrettyString()).isEmpty();
    assertThat(json.get("avoidance").get("sources").asText()).isEqualTo("comment");
    assertThat(json.get("avoidance").get("groups").get(0).get("name").asText())
        .isEqualTo("club Berlin");
    // A field the schema does not know is refused: the avoidance object is checked.
    ((com.fasterxml.jackson.databind.node.ObjectNode) json.get("avoidance")).put("extra", 1);
    assertThat(schema.validate(json)).isNotEmpty();
  }

  @Test
  void pointsAreDecimalNumbersAndNamesStandBesideNumbers() throws Exception {
    PairedRound r = OutputFixtures.paired(OutputFixtures.withPabAndBye(), "dutch");
    JsonNode json = MAPPER.readTree(r.json());

    for (int b = 0; b < r.games().size(); b++) {
      Pair p = r.games().get(b);
      JsonNode board = json.get("boards").get(b);
      assertThat(board.get("whitePoints").isNumber()).isTrue();
      assertThat(board.get("whitePoints").decimalValue().movePointRight(1).intValueExact())
          .isEqualTo(r.tournament().player(p.white()).declaredPoints());
      assertThat(board.get("blackName").asText())
          .isEqualTo(r.tournament().player(p.black()).name());
    }
    JsonNode score = json.get("explanation").get("brackets").get(0).get("score");
    assertThat(score.isNumber()).isTrue();
    JsonNode criteria = json.get("explanation").get("brackets").get(0).get("criteria");
    criteria.forEach(c -> c.get("values").forEach(v -> assertThat(v.isNumber()).isTrue()));
  }

  @Test
  void noPabIsNullAndAPabIsThePlayerWithNameAndPoints() throws Exception {
    JsonNode none =
        MAPPER.readTree(OutputFixtures.paired(OutputFixtures.example(), "dutch").json());
    PairedRound r = OutputFixtures.paired(OutputFixtures.withPabAndBye(), "dutch");
    JsonNode some = MAPPER.readTree(r.json());

    assertThat(none.get("pab").isNull()).isTrue();
    int pab = r.pab().orElseThrow();
    assertThat(some.get("pab").get("player").asInt()).isEqualTo(pab);
    assertThat(some.get("pab").get("name").asText()).isEqualTo(r.tournament().player(pab).name());
    assertThat(some.get("notPaired").get(0).get("reason").asText()).isEqualTo("half-point bye");
  }

  @Test
  void schemaRejectsTheMagicZeroForNoPabAndPointsAsText() throws Exception {
    ObjectNode json =
        (ObjectNode)
            MAPPER.readTree(OutputFixtures.paired(OutputFixtures.example(), "dutch").json());
    ObjectNode zeroPab = json.deepCopy();
    zeroPab.set("pab", IntNode.valueOf(0));
    ObjectNode textPoints = json.deepCopy();
    ((ObjectNode) textPoints.get("boards").get(0)).put("whitePoints", "3.0");

    assertThat(schema.validate(json)).isEmpty();
    assertThat(schema.validate(zeroPab)).isNotEmpty();
    assertThat(schema.validate(textPoints)).isNotEmpty();
  }
}
