package org.swisspair.solver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.api.OperationException;
import org.swisspair.api.OperationException.Kind;

/** An operation's failure becomes the exit code its kind names and one line after its warnings. */
class ExitCodeTest {
  @Test
  void eachKindHasTheExitCodeOfItsName() {
    assertThat(ExitCode.of(Kind.NO_VALID_PAIRING)).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(ExitCode.of(Kind.NOT_BUILT)).isEqualTo(ExitCode.UNEXPECTED);
    assertThat(ExitCode.of(Kind.UNEXPECTED)).isEqualTo(ExitCode.UNEXPECTED);
    assertThat(ExitCode.of(Kind.INVALID_INPUT)).isEqualTo(ExitCode.INVALID_INPUT);
    assertThat(ExitCode.of(Kind.SIZE_LIMIT)).isEqualTo(ExitCode.SIZE_LIMIT);
    assertThat(ExitCode.of(Kind.FILE_ACCESS)).isEqualTo(ExitCode.FILE_ACCESS);
  }

  @Test
  void aFailurePrintsItsWarningsThenOneLineWithBbpPairingsSentenceForNoPairing() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io =
        new Io(
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false);
    OperationException noPairing =
        new OperationException(Kind.NO_VALID_PAIRING, "t.trf: round 4: no valid pairing");

    int code = Main.report(io, io.failure(noPairing));

    assertThat(code).isEqualTo(ExitCode.NO_VALID_PAIRING);
    assertThat(err.toString(StandardCharsets.UTF_8).lines().toList())
        .isEqualTo(List.of("No valid pairing exists: t.trf: round 4: no valid pairing"));

    err.reset();
    io.warn(List.of("t.trf: no initial colour"));
    int invalid =
        Main.report(io, io.failure(new OperationException(Kind.INVALID_INPUT, "t.trf:3:9: bad")));
    assertThat(invalid).isEqualTo(ExitCode.INVALID_INPUT);
    assertThat(err.toString(StandardCharsets.UTF_8).lines().toList())
        .isEqualTo(
            List.of("swisspair: warning: t.trf: no initial colour", "swisspair: t.trf:3:9: bad"));
  }
}
