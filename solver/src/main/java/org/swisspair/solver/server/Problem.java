package org.swisspair.solver.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An error answer as RFC 9457 problem details ({@code application/problem+json}): the type names
 * the kind of failure, the detail is the command line's one-line message (file:line:column: field:
 * problem where the input is at fault), and {@code exitCode} is the exit code the command line
 * would have given.
 *
 * @param status the HTTP status
 * @param type the last part of the type URI, e.g. {@code invalid-input}
 * @param title the kind of failure, the same for every problem of the type
 * @param detail this occurrence, e.g. {@code <stdin>:4:9: rating: not a number}
 * @param exitCode the command line's exit code, or -1 when no command ran
 */
record Problem(int status, String type, String title, String detail, int exitCode) {
  static final String TYPE_BASE = "https://swisspair.org/problems/";
  static final String MEDIA_TYPE = "application/problem+json";
  private static final ObjectMapper JSON = new ObjectMapper();

  static Problem invalidInput(String detail, int exitCode) {
    return new Problem(400, "invalid-input", "Invalid input", detail, exitCode);
  }

  static Problem notFound(String path) {
    return new Problem(404, "not-found", "No such resource", path + ": no such resource", -1);
  }

  static Problem methodNotAllowed(String method, String path, String allowed) {
    return new Problem(
        405,
        "method-not-allowed",
        "Method not allowed",
        method + " " + path + ": not allowed; use " + allowed,
        -1);
  }

  static Problem tooLarge(long max) {
    return new Problem(
        413,
        "too-large",
        "Request body too large",
        "the request body is larger than the server's limit of " + max + " bytes (--max-body)",
        -1);
  }

  static Problem noValidPairing(String detail, int exitCode) {
    return new Problem(422, "no-valid-pairing", "No valid pairing", detail, exitCode);
  }

  static Problem unexpected(String detail, int exitCode) {
    return new Problem(500, "unexpected", "Unexpected error", detail, exitCode);
  }

  static Problem queueFull(int queue) {
    return new Problem(
        503,
        "queue-full",
        "Server busy",
        "all threads are pairing and " + queue + " requests wait (--queue); retry later",
        -1);
  }

  static Problem overTime(long millis) {
    return new Problem(
        504,
        "over-time",
        "Over the time limit",
        "the request took longer than the server's limit of " + millis + " ms (--timeout)",
        -1);
  }

  /** The problem as JSON, with the request path as its instance. */
  String json(String instance) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", TYPE_BASE + type);
    m.put("title", title);
    m.put("status", status);
    m.put("detail", detail);
    m.put("instance", instance);
    if (exitCode >= 0) {
      m.put("exitCode", exitCode);
    }
    try {
      return JSON.writeValueAsString(m) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
