package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.cli;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.cli.ExitCode;

/** {@code swisspair serve}'s options: parsed sizes and times, bad values and a busy port. */
class ServeCommandTest {
  @Test
  void sizesAndDurationsAreRead() {
    assertThat(ServerConfig.size("20MB")).isEqualTo(20L * 1024 * 1024);
    assertThat(ServerConfig.size("512kb")).isEqualTo(512L * 1024);
    assertThat(ServerConfig.size("1000")).isEqualTo(1000);
    assertThat(ServerConfig.duration("60s")).isEqualTo(Duration.ofSeconds(60));
    assertThat(ServerConfig.duration("500ms")).isEqualTo(Duration.ofMillis(500));
    assertThat(ServerConfig.duration("2m")).isEqualTo(Duration.ofMinutes(2));
    assertThat(ServerConfig.DEFAULT.bind()).isEqualTo("127.0.0.1");
  }

  @Test
  void badOptionsExitThreeWithOneLine() {
    for (String[] args :
        new String[][] {
          {"serve", "--timeout", "soon"},
          {"serve", "--max-body", "big"},
          {"serve", "--threads", "0"},
          {"serve", "--queue", "-1"},
          {"serve", "--port", "70000"}
        }) {
      ServerFixtures.CliResult r = cli(new byte[0], args);
      assertThat(r.exitCode())
          .as(String.join(" ", args) + r.err())
          .isEqualTo(ExitCode.INVALID_INPUT);
      assertThat(r.message()).startsWith(args[1] + ":");
      assertThat(r.err().strip().lines().count()).isEqualTo(1);
    }
  }

  @Test
  void aBusyPortExitsFive() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      ServerFixtures.CliResult r =
          cli(new byte[0], "serve", "--port", String.valueOf(taken.getLocalPort()));
      assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCode.FILE_ACCESS);
      assertThat(r.message()).contains("cannot listen on 127.0.0.1:" + taken.getLocalPort());
    }
  }
}
