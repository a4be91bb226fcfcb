package org.swisspair.solver.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.server.Commands;
import org.swisspair.solver.server.PairingServer;
import org.swisspair.solver.server.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code swisspair serve}: the HTTP service ({@link PairingServer}). Its requests run the {@code
 * pair}, {@code check}, {@code standings} and {@code record} commands themselves on the request
 * body, so that the service and the command line answer alike.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Serves pairings over HTTP until stopped.",
      "POST /v1/pair, /v1/check and /v1/standings take a tournament (TRF or JSON) as the body and"
          + " answer as the commands pair, check and standings do; POST /v1/record takes a"
          + " tournament and its next round's results and answers as record does; GET /v1/systems, /health,"
          + " /metrics (Prometheus) and /v1/openapi.json describe the service; / is a page for"
          + " arbiters. Errors are RFC 9457 problem details. See docs/service.md.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:stopped", "3:invalid option", "5:cannot listen on the address"})
public final class ServeCommand implements Callable<Integer> {
  private static final Path STANDARD_INPUT = Path.of(Io.STANDARD);
  private static final String WARNING = "swisspair: warning: ";

  private final Io io;

  @Option(names = "--port", paramLabel = "PORT", description = "Port (default: 8080; 0: any).")
  int port = ServerConfig.DEFAULT.port();

  @Option(
      names = "--bind",
      paramLabel = "ADDRESS",
      description = "Address to listen on (default: 127.0.0.1, this machine only).")
  String bind = ServerConfig.DEFAULT.bind();

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Rounds paired at once (default: the number of processors).")
  int threads = ServerConfig.DEFAULT.threads();

  @Option(
      names = "--max-body",
      paramLabel = "SIZE",
      description = "Largest request body, e.g. 20MB, 512KB (default: 20MB); larger: 413.")
  String maxBody = "20MB";

  @Option(
      names = "--timeout",
      paramLabel = "TIME",
      description = "Time limit of a request, e.g. 60s, 500ms (default: 60s); over it: 504.")
  String timeout = "60s";

  @Option(
      names = "--queue",
      paramLabel = "N",
      description = "Requests waiting for a thread (default: 64); one more: 503.")
  int queue = ServerConfig.DEFAULT.queue();

  /** A command writing to {@code io}. */
  ServeCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    ServerConfig config;
    try {
      config =
          new ServerConfig(
              bind,
              port,
              threads,
              ServerConfig.size(maxBody),
              ServerConfig.duration(timeout),
              queue);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
    }
    if (System.getProperty("slf4j.provider") == null) {
      // Jetty logs through SLF4J; without a provider SLF4J warns on standard error.
      System.setProperty("slf4j.provider", "org.slf4j.helpers.NOP_FallbackServiceProvider");
    }
    if (System.getProperty("slf4j.internal.verbosity") == null) {
      // ...and says which provider it loaded.
      System.setProperty("slf4j.internal.verbosity", "WARN");
    }
    PairingServer server;
    try {
      server = PairingServer.start(config, commands());
    } catch (java.io.IOException e) {
      throw CliException.fileAccess(
          "cannot listen on " + bind + ":" + port + ": " + e.getMessage(), e);
    }
    io.err()
        .println(
            "swisspair: serving on http://"
                + (bind.contains(":") ? "[" + bind + "]" : bind)
                + ":"
                + server.port()
                + "/ (Ctrl-C stops)");
    io.err().flush();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    server.close();
                  } catch (Exception e) {
                    // Stopping anyway.
                  }
                }));
    server.join();
    return ExitCode.OK;
  }

  /** The commands as the server runs them: the command-line code on the request body. */
  public static Commands commands() {
    return new CommandLineCommands();
  }

  private static final class CommandLineCommands implements Commands {
    @Override
    public Outcome pair(byte[] tournament, PairOptions options) {
      return run(
          tournament,
          io -> {
            PairCommand c = new PairCommand(io);
            c.input = STANDARD_INPUT;
            c.systemOption.system = options.system();
            c.round = options.round();
            c.baku = options.baku();
            c.explain = options.explain();
            c.format = PairCommand.OutputFormat.valueOf(options.format().toUpperCase(Locale.ROOT));
            return c.call();
          });
    }

    @Override
    public Outcome check(byte[] tournament, CheckOptions options) {
      return run(
          tournament,
          io -> {
            CheckCommand c = new CheckCommand(io);
            c.input = STANDARD_INPUT;
            c.systemOption.system = options.system();
            c.baku = options.baku();
            c.tiebreaks = options.tiebreaks();
            c.format = options.format();
            return c.call();
          });
    }

    @Override
    public Outcome standings(byte[] tournament, StandingsOptions options) {
      return run(
          tournament,
          io -> {
            StandingsCommand c = new StandingsCommand(io);
            c.input = STANDARD_INPUT;
            c.round = options.round();
            if (options.tiebreaks() != null) {
              c.tiebreaks = options.tiebreaks();
            }
            c.format = options.format();
            return c.call();
          });
    }

    @Override
    public Outcome record(byte[] tournament, RecordOptions options) {
      return run(
          tournament,
          io -> {
            RecordCommand c = new RecordCommand(io);
            c.input = STANDARD_INPUT;
            c.systemOption.system = options.system();
            c.results = options.results();
            return c.call();
          });
    }

    /**
     * Runs a command with the tournament as its standard input; its failure becomes the exit code
     * and the one line that {@link Main#report} prints. A cancellation is passed on.
     */
    private static Outcome run(byte[] tournament, Function<Io, Integer> command) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
      PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
      Io io = new Io(new ByteArrayInputStream(tournament), outStream, errStream, false);
      int code;
      String error = "";
      try {
        code = command.apply(io);
      } catch (Cancellation.Cancelled e) {
        throw e;
      } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        PrintStream lineStream = new PrintStream(line, true, StandardCharsets.UTF_8);
        code = Main.report(new Io(outStream, lineStream, false), e);
        error = line.toString(StandardCharsets.UTF_8).strip();
        if (error.startsWith("swisspair: ")) {
          error = error.substring("swisspair: ".length());
        }
      }
      outStream.flush();
      errStream.flush();
      List<String> warnings = new ArrayList<>();
      for (String l : err.toString(StandardCharsets.UTF_8).split("\n")) {
        if (l.startsWith(WARNING)) {
          warnings.add(l.substring(WARNING.length()).strip());
        }
      }
      return new Outcome(code, out.toString(StandardCharsets.UTF_8), error, warnings);
    }
  }
}
