package org.swisspair.solver.cli;

import java.util.concurrent.Callable;
import org.swisspair.api.OperationsService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code swisspair serve}: starts the HTTP service (the {@link OperationsService} on the class
 * path), which answers with the same operations as {@code pair}, {@code check}, {@code standings}
 * and {@code record} call ({@link org.swisspair.api.Operations}), so that the service and the
 * command line answer alike.
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
  private final Io io;

  @Option(names = "--port", paramLabel = "PORT", description = "Port (default: 8080; 0: any).")
  int port = 8080;

  @Option(
      names = "--bind",
      paramLabel = "ADDRESS",
      description = "Address to listen on (default: 127.0.0.1, this machine only).")
  String bind = "127.0.0.1";

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Rounds paired at once (default: the number of processors).")
  int threads = Math.max(1, Runtime.getRuntime().availableProcessors());

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
  int queue = 64;

  /** A command writing to {@code io}. */
  ServeCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws Exception {
    OperationsService service =
        OperationsService.find()
            .orElseThrow(
                () ->
                    new CliException(ExitCode.UNEXPECTED, "the HTTP service is not in this build"));
    if (System.getProperty("slf4j.provider") == null) {
      // Jetty logs through SLF4J; without a provider SLF4J warns on standard error.
      System.setProperty("slf4j.provider", "org.slf4j.helpers.NOP_FallbackServiceProvider");
    }
    if (System.getProperty("slf4j.internal.verbosity") == null) {
      // ...and says which provider it loaded.
      System.setProperty("slf4j.internal.verbosity", "WARN");
    }
    OperationsService.Running server;
    try {
      server =
          service.start(
              new OperationsService.Options(bind, port, threads, maxBody, timeout, queue));
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
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
}
