package org.swisspair.api;

import java.io.IOException;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A network service answering with the {@link Operations}, found with {@link ServiceLoader}: the
 * HTTP service provides one, so that {@code swisspair serve} starts it without the command line and
 * the service depending on each other.
 */
public interface OperationsService {
  /**
   * Starts serving.
   *
   * @throws IllegalArgumentException when an option is invalid; the message opens with its name
   * @throws IOException when the address cannot be listened on
   */
  Running start(Options options) throws IOException;

  /**
   * The options of {@code swisspair serve}; null leaves one at the service's default.
   *
   * @param bind the address to listen on
   * @param port the port; 0 picks a free one
   * @param threads rounds paired at once
   * @param maxBody the largest request body, e.g. {@code 20MB}
   * @param timeout the time limit of one request, e.g. {@code 60s}
   * @param queue requests waiting for a thread
   */
  record Options(
      String bind, Integer port, Integer threads, String maxBody, String timeout, Integer queue) {}

  /** A service that runs until it is closed. */
  interface Running extends AutoCloseable {
    /** The port listened on (the chosen one when the options said 0). */
    int port();

    /** Blocks until the service stops. */
    void join() throws InterruptedException;
  }

  /** The service on the class path, if any. */
  static Optional<OperationsService> find() {
    return ServiceLoader.load(OperationsService.class, OperationsService.class.getClassLoader())
        .findFirst();
  }
}
