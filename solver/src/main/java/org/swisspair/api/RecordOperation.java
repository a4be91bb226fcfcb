package org.swisspair.api;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.RoundResults;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.team.TeamPairingSystem;

/** {@link Operations#record}: the tournament with its next round's results added. */
final class RecordOperation {
  private RecordOperation() {}

  static RecordResult record(RecordRequest q) {
    q.system().named();
    byte[] bytes = q.tournament().bytes();
    String text = new String(bytes, StandardCharsets.UTF_8);
    String inputName = q.tournament().readerName();
    TournamentSource.Read read = q.tournament().read(bytes, false);
    try {
      Tournament t = read.tournament();
      PairingSystem system = q.system().resolve(t);
      if (system instanceof TeamPairingSystem) {
        throw OperationException.invalid(
            inputName
                + ": a round of the Team system is a match of boards, not one game; record its"
                + " board results in the tournament file");
      }
      Tournament recorded;
      int round = RoundResults.nextRound(t);
      try {
        recorded = q.results().recordIn(t);
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid(q.resultsName() + ": " + e.getMessage(), e);
      }
      // ARB-15: the groups the round was paired with that the file does not hold yet, from this
      // round on, so that check re-pairs it the same way.
      List<String> avoid =
          AvoidanceChoice.missingComments(
              recorded, q.avoid().federationGroups(inputName, recorded, false), round, false);
      if (!avoid.isEmpty()) {
        List<String> other = new ArrayList<>(recorded.otherLines());
        other.addAll(avoid);
        recorded = recorded.withOtherLines(other);
      }
      // Checklist Q44: a file that has left FIDE mode says so, from the round it left.
      PairingSystem verdictSystem;
      try {
        verdictSystem =
            AvoidanceChoice.fromFile().system(inputName, system, recorded, round, false);
      } catch (OperationException e) {
        verdictSystem = system;
      }
      recorded = PairOperation.fideMode(verdictSystem, recorded).addCommentTo(recorded);
      boolean json = q.tournament().isJson(text);
      String out;
      try {
        out =
            json
                ? TournamentJson.toJson(recorded)
                : TrfWriter.toText(recorded, TrfWriter.flavourOf(text));
      } catch (IllegalArgumentException e) {
        // A value wider than its TRF columns, such as a score above 99.9.
        throw new OperationException(
            OperationException.Kind.SIZE_LIMIT,
            inputName + ": " + e.getMessage() + "; use a .json file",
            e);
      }
      return new RecordResult(recorded, out, json, read.warnings());
    } catch (OperationException e) {
      throw e.after(read.warnings());
    }
  }
}
