package org.swisspair.solver.server;

import java.time.Duration;
import java.util.Locale;

/**
 * The limits and address of the server.
 *
 * @param bind the address to listen on; 127.0.0.1 unless told otherwise
 * @param port the port; 0 picks a free one
 * @param threads rounds paired at once
 * @param maxBody the largest request body in bytes; a larger one is answered 413
 * @param timeout the time limit of one request from its arrival; over it the work is stopped and
 *     the request answered 504
 * @param queue requests waiting for a thread; one more is answered 503
 */
public record ServerConfig(
    String bind, int port, int threads, long maxBody, Duration timeout, int queue) {
  /** The defaults of {@code swisspair serve}. */
  public static final ServerConfig DEFAULT =
      new ServerConfig(
          "127.0.0.1",
          8080,
          Math.max(1, Runtime.getRuntime().availableProcessors()),
          20L * 1024 * 1024,
          Duration.ofSeconds(60),
          64);

  /** Checks the limits. */
  public ServerConfig {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("--port: 0 to 65535, was " + port);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("--threads: at least 1, was " + threads);
    }
    if (maxBody < 1) {
      throw new IllegalArgumentException("--max-body: at least 1 byte, was " + maxBody);
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("--timeout: must be positive, was " + timeout);
    }
    if (queue < 0) {
      throw new IllegalArgumentException("--queue: at least 0, was " + queue);
    }
  }

  /** A size such as {@code 20MB}, {@code 512KB} or {@code 1000} (bytes); units of 1,024. */
  public static long size(String text) {
    String s = text.trim().toUpperCase(Locale.ROOT);
    long unit = 1;
    for (String[] u : new String[][] {{"GB", "1073741824"}, {"MB", "1048576"}, {"KB", "1024"}}) {
      if (s.endsWith(u[0])) {
        unit = Long.parseLong(u[1]);
        s = s.substring(0, s.length() - 2).trim();
        break;
      }
    }
    if (s.endsWith("B")) {
      s = s.substring(0, s.length() - 1).trim();
    }
    try {
      return Math.multiplyExact(Long.parseLong(s), unit);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException(
          "--max-body: a size such as 20MB, 512KB or 1000, was '" + text + "'");
    }
  }

  /** A duration such as {@code 60s}, {@code 500ms} or {@code 2m}. */
  public static Duration duration(String text) {
    String s = text.trim().toLowerCase(Locale.ROOT);
    try {
      if (s.endsWith("ms")) {
        return Duration.ofMillis(Long.parseLong(s.substring(0, s.length() - 2).trim()));
      }
      if (s.endsWith("s")) {
        return Duration.ofSeconds(Long.parseLong(s.substring(0, s.length() - 1).trim()));
      }
      if (s.endsWith("m")) {
        return Duration.ofMinutes(Long.parseLong(s.substring(0, s.length() - 1).trim()));
      }
    } catch (NumberFormatException e) {
      // Falls through to the message below.
    }
    throw new IllegalArgumentException(
        "--timeout: a duration such as 60s, 500ms or 2m, was '" + text + "'");
  }
}
