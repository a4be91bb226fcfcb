package org.swisspair.solver.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.swisspair.api.AvoidanceChoice;
import org.swisspair.api.CheckFormat;
import org.swisspair.api.CheckRequest;
import org.swisspair.api.CheckResult;
import org.swisspair.api.OperationException;
import org.swisspair.api.Operations;
import org.swisspair.api.PairFormat;
import org.swisspair.api.PairRequest;
import org.swisspair.api.PairResult;
import org.swisspair.api.RecordRequest;
import org.swisspair.api.RecordResult;
import org.swisspair.api.StandingsFormat;
import org.swisspair.api.StandingsRequest;
import org.swisspair.api.StandingsResult;
import org.swisspair.api.SystemChoice;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.RoundResults;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * The HTTP service of {@code swisspair serve}: a thin shell around the library's operations ({@link
 * Operations}), the same the command line calls: a request becomes a typed request, the result its
 * answer, an {@link OperationException}'s kind its status. A pairing runs on one of {@code threads}
 * workers; up to {@code queue} requests wait for one and the next is answered 503; a request not
 * answered within {@code timeout} of its arrival is answered 504 and its worker interrupted (the
 * engines stop at their next {@link Cancellation#checkpoint()}). Requests name no file: the
 * tournament is the body.
 */
public final class PairingServer implements AutoCloseable {
  /** The routes served, as "METHOD /path"; the OpenAPI document lists the same. */
  public static final Set<String> ROUTES =
      Set.of(
          "GET /health",
          "GET /metrics",
          "GET /v1/systems",
          "GET /v1/openapi.json",
          "POST /v1/pair",
          "POST /v1/check",
          "POST /v1/standings",
          "POST /v1/record");

  private static final String RESOURCES = "/org/swisspair/solver/server/";
  private static final ObjectMapper JSON = new ObjectMapper();

  private static final int INVALID_INPUT = OperationException.Kind.INVALID_INPUT.exitCode();

  private final ServerConfig config;
  private final Function<PairRequest, PairResult> pairing;
  private final ThreadPoolExecutor workers;
  private final Metrics metrics;
  private final Server server;
  private final ServerConnector connector;

  /** Starts a server with the given limits. */
  public static PairingServer start(ServerConfig config) throws Exception {
    return start(config, Operations::pair);
  }

  /** Starts a server whose rounds {@code pairing} pairs (a test's engine that never finishes). */
  static PairingServer start(ServerConfig config, Function<PairRequest, PairResult> pairing)
      throws Exception {
    PairingServer s = new PairingServer(config, pairing);
    try {
      s.server.start();
    } catch (Exception e) {
      s.close();
      throw e;
    }
    return s;
  }

  private PairingServer(ServerConfig config, Function<PairRequest, PairResult> pairing) {
    this.config = config;
    this.pairing = pairing;
    BlockingQueue<Runnable> queue =
        config.queue() == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(config.queue());
    AtomicInteger n = new AtomicInteger();
    this.workers =
        new ThreadPoolExecutor(
            config.threads(),
            config.threads(),
            0,
            TimeUnit.MILLISECONDS,
            queue,
            r -> {
              Thread t = new Thread(r, "swisspair-worker-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            },
            new ThreadPoolExecutor.AbortPolicy());
    this.metrics = new Metrics(() -> workers.getQueue().size());
    // Each request waiting for or holding a worker blocks one server thread; the rest serve
    // the cheap routes and the connector.
    QueuedThreadPool pool = new QueuedThreadPool(config.threads() + config.queue() + 16, 4);
    pool.setName("swisspair-http");
    pool.setDaemon(true);
    this.server = new Server(pool);
    this.connector = new ServerConnector(server);
    connector.setHost(config.bind());
    connector.setPort(config.port());
    server.addConnector(connector);
    server.setHandler(new Routes());
    server.setErrorHandler(new ProblemErrors());
  }

  /** Jetty's own refusals (a malformed request line or path) as problems too. */
  private static final class ProblemErrors extends ErrorHandler {
    @Override
    protected void generateResponse(
        Request request,
        Response response,
        int code,
        String message,
        Throwable cause,
        Callback callback) {
      String detail = message == null || message.isBlank() ? "bad request" : message;
      Problem p =
          code == 404
              ? new Problem(404, "not-found", "No such resource", detail, -1)
              : code >= 500
                  ? Problem.unexpected(detail, -1)
                  : new Problem(code, "bad-request", "Bad request", detail, -1);
      String path = "";
      try {
        path = request.getHttpURI().getPath();
      } catch (RuntimeException e) {
        // No readable path: the instance stays empty.
      }
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, Problem.MEDIA_TYPE);
      response.write(
          true,
          ByteBuffer.wrap(p.json(path == null ? "" : path).getBytes(StandardCharsets.UTF_8)),
          callback);
    }
  }

  /** The port listened on (the chosen one when the configuration says 0). */
  public int port() {
    return connector.getLocalPort();
  }

  /** Stops listening and the workers. */
  @Override
  public void close() throws Exception {
    try {
      server.stop();
    } finally {
      workers.shutdownNow();
    }
  }

  /** Blocks until the server stops. */
  public void join() throws InterruptedException {
    server.join();
  }

  /** An answer: status, media type, body and the warnings sent as headers. */
  private record Answer(int status, String type, byte[] body, List<String> warnings) {
    static Answer text(int status, String type, String body) {
      return text(status, type, body, List.of());
    }

    static Answer text(int status, String type, String body, List<String> warnings) {
      return new Answer(status, type, body.getBytes(StandardCharsets.UTF_8), warnings);
    }
  }

  /** An operation's value, or the problem its failure answers. */
  private record Outcome<T>(T value, Problem problem) {
    static <T> Outcome<T> of(T value) {
      return new Outcome<>(value, null);
    }

    static <T> Outcome<T> failed(Problem problem) {
      return new Outcome<>(null, problem);
    }
  }

  /** A request's failure answered as a problem. */
  private static final class ProblemException extends Exception {
    private static final long serialVersionUID = 1L;
    final transient Problem problem;

    ProblemException(Problem problem) {
      super(problem.detail(), null, false, false);
      this.problem = problem;
    }
  }

  private final class Routes extends Handler.Abstract {
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      long start = System.nanoTime();
      String path = Request.getPathInContext(request);
      String method = request.getMethod();
      String route = path;
      Answer answer;
      try {
        answer = answer(request, method, path);
        if (!ROUTES.contains(method + " " + path)) {
          route = "page";
        }
      } catch (ProblemException e) {
        answer = problem(e.problem, path);
        if (e.problem.status() == 404 || e.problem.status() == 405) {
          route = "other";
        }
      } catch (RuntimeException e) {
        answer =
            problem(
                Problem.unexpected(
                    "unexpected error: "
                        + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : ": " + e.getMessage()),
                    OperationException.Kind.UNEXPECTED.exitCode()),
                path);
      }
      response.setStatus(answer.status());
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, answer.type());
      for (String w : answer.warnings()) {
        response.getHeaders().add("Swisspair-Warning", w);
      }
      if (answer.status() == 503) {
        response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
      }
      if (answer.status() == 413 || answer.status() == 404 || answer.status() == 405) {
        // A body may be left unread; the connection cannot carry another request.
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
      }
      metrics.request(route, answer.status(), System.nanoTime() - start);
      response.write(true, ByteBuffer.wrap(answer.body()), callback);
      return true;
    }
  }

  private Answer answer(Request request, String method, String path) throws ProblemException {
    if (path.equals("/")) {
      path = "/index.html";
    }
    String key = method + " " + path;
    if (!ROUTES.contains(key)) {
      String allowed = allowed(path);
      if (allowed.isEmpty()) {
        return staticResource(method, path);
      }
      throw new ProblemException(Problem.methodNotAllowed(method, path, allowed));
    }
    Fields query = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
    return switch (key) {
      case "GET /health" -> json(Map.of("status", "ok"));
      case "GET /metrics" ->
          Answer.text(200, "text/plain; version=0.0.4; charset=utf-8", metrics.text());
      case "GET /v1/systems" -> systems();
      case "GET /v1/openapi.json" -> resource("openapi.json", "application/json");
      case "POST /v1/pair" -> pair(request, query);
      case "POST /v1/check" -> check(request, query);
      case "POST /v1/standings" -> standings(request, query);
      case "POST /v1/record" -> record(request, query);
      default -> throw new IllegalStateException(key);
    };
  }

  private static String allowed(String path) {
    Set<String> methods = new TreeSet<>();
    for (String r : ROUTES) {
      String[] mp = r.split(" ");
      if (mp[1].equals(path)) {
        methods.add(mp[0]);
      }
    }
    return String.join(", ", methods);
  }

  private Answer pair(Request request, Fields query) throws ProblemException {
    // The body first: a connection whose body is left unread cannot carry the next request.
    byte[] body = body(request);
    known(query, "system", "round", "baku", "explain", "fix", "pab", "avoid");
    String format =
        accepted(request, "application/json", "json", "text/plain", "engine", "text/html", "html");
    PairRequest q =
        PairRequest.of(TournamentSource.stream(body))
            .withSystem(SystemChoice.named(query.getValue("system")))
            .withRound(positive(query, "round"))
            .withBaku(flag(query, "baku"))
            .withExplain(flag(query, "explain"))
            .withFormat(PairFormat.valueOf(format.toUpperCase(Locale.ROOT)))
            .withFixedBoards(fixedBoards(query))
            .withPab(pab(query))
            .withAvoid(avoid(query.getValue("avoid")));
    PairResult r = run(() -> pairing.apply(q));
    metrics.roundPaired();
    return Answer.text(200, mediaType(format), r.printed(), r.warnings());
  }

  private Answer check(Request request, Fields query) throws ProblemException {
    // The body first: a connection whose body is left unread cannot carry the next request.
    byte[] body = body(request);
    known(query, "system", "baku", "tiebreaks", "avoid");
    String format = accepted(request, "application/json", "json", "text/plain", "text");
    CheckRequest q =
        CheckRequest.of(TournamentSource.stream(body))
            .withSystem(SystemChoice.named(query.getValue("system")))
            .withBaku(flag(query, "baku"))
            .withTiebreaks(query.getValue("tiebreaks"))
            .withFormat(format.equals("json") ? CheckFormat.JSON : CheckFormat.TEXT)
            .withAvoid(avoid(query.getValue("avoid")));
    // Rounds or ranks that differ are an answer here, not an error: the JSON is the structured
    // report, as 'check --format json' writes it.
    CheckResult r = run(() -> Operations.check(q));
    return Answer.text(200, mediaType(format), r.output(), r.warnings());
  }

  private Answer standings(Request request, Fields query) throws ProblemException {
    // The body first: a connection whose body is left unread cannot carry the next request.
    byte[] body = body(request);
    known(query, "round", "tiebreaks");
    String format = accepted(request, "text/plain", "text", "text/csv", "csv", "text/html", "html");
    Integer round = null;
    if (query.getValue("round") != null) {
      round = integer(query, "round");
    }
    StandingsRequest q =
        StandingsRequest.of(TournamentSource.stream(body))
            .withRound(round)
            .withTiebreaks(query.getValue("tiebreaks"))
            .withFormat(StandingsFormat.valueOf(format.toUpperCase(Locale.ROOT)));
    StandingsResult r = run(() -> Operations.standings(q));
    return Answer.text(200, mediaType(format), r.output(), r.warnings());
  }

  /**
   * The tournament with its next round's results: the body is {@code {"tournament": "<TRF or JSON
   * text>", "system": "dutch", "games": [...], "byes": [...]}}, the answer the file as {@code
   * record} writes it.
   */
  private Answer record(Request request, Fields query) throws ProblemException {
    // The body first: a connection whose body is left unread cannot carry the next request.
    byte[] body = body(request);
    if (!query.getNames().isEmpty()) {
      throw new ProblemException(
          Problem.invalidInput(
              "unknown query parameter '"
                  + query.getNames().iterator().next()
                  + "'; this route takes none (the body says all)",
              INVALID_INPUT));
    }
    JsonNode root;
    try {
      root = JSON.readTree(body);
    } catch (IOException e) {
      String where =
          e instanceof JsonProcessingException j && j.getLocation() != null
              ? j.getLocation().getLineNr() + ":" + j.getLocation().getColumnNr() + ": "
              : "";
      throw new ProblemException(
          Problem.invalidInput(
              "<request>:"
                  + where
                  + "not JSON; send {\"tournament\": \"...\", \"games\": [...],"
                  + " \"byes\": [...]}",
              INVALID_INPUT));
    }
    if (root == null || !root.isObject() || !root.path("tournament").isTextual()) {
      throw new ProblemException(
          Problem.invalidInput(
              "<request>: tournament: the tournament file's text (TRF or JSON) as a string is"
                  + " missing",
              INVALID_INPUT));
    }
    JsonNode system = root.path("system");
    if (!system.isMissingNode() && !system.isNull() && !system.isTextual()) {
      throw new ProblemException(
          Problem.invalidInput(
              "<request>: system: a system name (GET /v1/systems), was " + system, INVALID_INPUT));
    }
    JsonNode avoid = root.path("avoid");
    if (!avoid.isMissingNode() && !avoid.isNull() && !avoid.isTextual()) {
      throw new ProblemException(
          Problem.invalidInput(
              "<request>: avoid: federation, comment, federation,comment or none, was " + avoid,
              INVALID_INPUT));
    }
    RoundResults results;
    try {
      results = RoundResults.fromJson("<request>", root, Set.of("tournament", "system", "avoid"));
    } catch (IllegalArgumentException e) {
      throw new ProblemException(Problem.invalidInput(e.getMessage(), INVALID_INPUT));
    }
    byte[] tournament = root.get("tournament").textValue().getBytes(StandardCharsets.UTF_8);
    RecordRequest q =
        RecordRequest.of(TournamentSource.stream(tournament), results)
            .withSystem(
                SystemChoice.named(
                    system.isTextual() && !system.textValue().isBlank()
                        ? system.textValue()
                        : null))
            .withAvoid(avoid(avoid.isTextual() ? avoid.textValue() : null));
    RecordResult r = run(() -> Operations.record(q));
    return Answer.text(
        200, r.json() ? "application/json" : "text/plain; charset=utf-8", r.output(), r.warnings());
  }

  private static String mediaType(String format) {
    return switch (format) {
      case "json" -> "application/json";
      case "html" -> "text/html; charset=utf-8";
      case "csv" -> "text/csv; charset=utf-8";
      default -> "text/plain; charset=utf-8";
    };
  }

  /**
   * The problem an operation's failure answers: its kind gives the status (no valid pairing 422,
   * invalid input 400, a size limit 413, else 500), its one line the detail, its exit code the
   * command line's. A failure of the engine is reported as the command line reports it.
   */
  private static Problem problem(Throwable e) {
    if (e instanceof OperationException o) {
      int code = o.kind().exitCode();
      return switch (o.kind()) {
        case NO_VALID_PAIRING -> Problem.noValidPairing(o.detail(), code);
        case INVALID_INPUT -> Problem.invalidInput(o.detail(), code);
        case SIZE_LIMIT -> new Problem(413, "too-large", "Tournament too large", o.detail(), code);
        default -> Problem.unexpected(o.detail(), code);
      };
    }
    if (e instanceof OutOfMemoryError) {
      return new Problem(
          413,
          "too-large",
          "Tournament too large",
          "out of memory; give Java more (SWISSPAIR_JAVA_OPTS=-Xmx8g) or fewer players",
          OperationException.Kind.SIZE_LIMIT.exitCode());
    }
    if (e instanceof StackOverflowError) {
      return Problem.unexpected(
          "unexpected error: stack overflow; run with a larger stack (-Xss64m)",
          OperationException.Kind.UNEXPECTED.exitCode());
    }
    return Problem.unexpected(
        OperationException.oneLine(
            "unexpected error: "
                + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + " (run with --debug for the stack trace)"),
        OperationException.Kind.UNEXPECTED.exitCode());
  }

  /**
   * Runs an operation on a worker within the time limit counted from now; its failure becomes the
   * problem it answers.
   */
  private <T> T run(Callable<T> command) throws ProblemException {
    long deadline = System.nanoTime() + config.timeout().toNanos();
    Future<Outcome<T>> f;
    try {
      f =
          workers.submit(
              () -> {
                metrics.started();
                try {
                  return Outcome.of(
                      Cancellation.within(Duration.ofNanos(deadline - System.nanoTime()), command));
                } catch (Cancellation.Cancelled e) {
                  throw e;
                } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                  return Outcome.failed(problem(e));
                } finally {
                  metrics.finished();
                }
              });
    } catch (RejectedExecutionException e) {
      throw new ProblemException(Problem.queueFull(config.queue()));
    }
    Outcome<T> o;
    try {
      o = f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      workers.purge();
      throw new ProblemException(Problem.overTime(config.timeout().toMillis()));
    } catch (InterruptedException e) {
      f.cancel(true);
      Thread.currentThread().interrupt();
      throw new ProblemException(Problem.overTime(config.timeout().toMillis()));
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof Cancellation.Cancelled) {
        throw new ProblemException(Problem.overTime(config.timeout().toMillis()));
      }
      if (cause instanceof OutOfMemoryError) {
        throw new ProblemException(
            new Problem(
                413,
                "too-large",
                "Tournament too large",
                "out of memory; give the server more (SWISSPAIR_JAVA_OPTS=-Xmx8g) or fewer"
                    + " players",
                OperationException.Kind.SIZE_LIMIT.exitCode()));
      }
      throw new ProblemException(
          Problem.unexpected(
              "unexpected error: "
                  + cause.getClass().getSimpleName()
                  + (cause.getMessage() == null ? "" : ": " + cause.getMessage()),
              OperationException.Kind.UNEXPECTED.exitCode()));
    }
    if (o.problem() != null) {
      throw new ProblemException(o.problem());
    }
    return o.value();
  }

  /** The most of a refused body read and thrown away before the 413 goes out. */
  private static final long DRAIN_LIMIT = 16L << 20;

  /**
   * Reads and drops the rest of a refused body, up to {@link #DRAIN_LIMIT} bytes: a connection
   * closed with unread bytes is reset, and a client still sending would lose the 413 with it.
   */
  private static void drain(InputStream in, long length) throws IOException {
    if (length > DRAIN_LIMIT) {
      return;
    }
    byte[] sink = new byte[1 << 16];
    long left = DRAIN_LIMIT;
    for (int n; left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) >= 0; ) {
      left -= n;
    }
  }

  /**
   * The body, at most {@code maxBody} bytes, else 413 after dropping the rest (up to {@link
   * #DRAIN_LIMIT} bytes).
   */
  private byte[] body(Request request) throws ProblemException {
    long max = config.maxBody();
    long declared = request.getLength();
    try (InputStream in = Content.Source.asInputStream(request)) {
      if (declared > max) {
        drain(in, declared);
        throw new ProblemException(Problem.tooLarge(max));
      }
      byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, max + 1));
      if (bytes.length > max) {
        drain(in, DRAIN_LIMIT);
        throw new ProblemException(Problem.tooLarge(max));
      }
      if (bytes.length == 0) {
        throw new ProblemException(
            Problem.invalidInput(
                "empty request body; send a TRF file (text/plain) or a JSON tournament",
                INVALID_INPUT));
      }
      return bytes;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The format the Accept header asks for among {@code pairs} (media type, format; the first is the
   * default); 406 when it accepts none of them.
   */
  private static String accepted(Request request, String... pairs) throws ProblemException {
    String accept = request.getHeaders().get(HttpHeader.ACCEPT);
    if (accept == null || accept.isBlank()) {
      return pairs[1];
    }
    String best = null;
    double bestQ = 0;
    for (String part : accept.split(",")) {
      String[] params = part.split(";");
      String type = params[0].trim().toLowerCase(Locale.ROOT);
      double q = 1;
      for (int i = 1; i < params.length; i++) {
        String p = params[i].trim();
        if (p.startsWith("q=")) {
          try {
            q = Double.parseDouble(p.substring(2));
          } catch (NumberFormatException e) {
            q = 0;
          }
        }
      }
      String format = null;
      if (type.equals("*/*")
          || type.equals("application/*") && pairs[0].startsWith("application/")
          || type.equals("text/*") && pairs[0].startsWith("text/")) {
        format = pairs[1];
      }
      for (int i = 0; i < pairs.length; i += 2) {
        if (pairs[i].equals(type)) {
          format = pairs[i + 1];
        }
      }
      if (format != null && q > bestQ) {
        best = format;
        bestQ = q;
      }
    }
    if (best == null) {
      List<String> types = new ArrayList<>();
      for (int i = 0; i < pairs.length; i += 2) {
        types.add(pairs[i]);
      }
      throw new ProblemException(
          new Problem(
              406,
              "not-acceptable",
              "Not acceptable",
              "Accept: " + accept + ": this route answers " + String.join(", ", types),
              -1));
    }
    return best;
  }

  private static void known(Fields query, String... names) throws ProblemException {
    Set<String> known = Set.of(names);
    for (String name : query.getNames()) {
      if (!known.contains(name)) {
        throw new ProblemException(
            Problem.invalidInput(
                "unknown query parameter '" + name + "'; known: " + String.join(", ", names),
                INVALID_INPUT));
      }
    }
  }

  private static boolean flag(Fields query, String name) throws ProblemException {
    String v = query.getValue(name);
    if (v == null || v.equals("false")) {
      return false;
    }
    if (v.equals("true") || v.isEmpty()) {
      return true;
    }
    throw new ProblemException(
        Problem.invalidInput(name + ": true or false, was '" + v + "'", INVALID_INPUT));
  }

  private static Integer integer(Fields query, String name) throws ProblemException {
    String v = query.getValue(name);
    try {
      return Integer.valueOf(v);
    } catch (NumberFormatException e) {
      throw new ProblemException(
          Problem.invalidInput(name + ": a whole number, was '" + v + "'", INVALID_INPUT));
    }
  }

  /** The boards of {@code fix=12-7,3-25@4}, the arbiter's (C.04.2 4.4; ARB-1). */
  private static List<ManualBoard> fixedBoards(Fields query) throws ProblemException {
    try {
      return PairRequest.fixedBoards(query.getValue("fix"));
    } catch (OperationException e) {
      throw new ProblemException(
          Problem.invalidInput(e.getMessage().replaceFirst("^--fix", "fix"), INVALID_INPUT));
    }
  }

  /** The soft avoidance of {@code avoid=federation} (ARB-15); null: the file's comments. */
  private static AvoidanceChoice avoid(String value) throws ProblemException {
    try {
      return AvoidanceChoice.parse("avoid", value);
    } catch (OperationException e) {
      throw new ProblemException(Problem.invalidInput(e.getMessage(), INVALID_INPUT));
    }
  }

  /** The player (team) of {@code pab=17}, 0 when the engine chooses. */
  private static int pab(Fields query) throws ProblemException {
    Integer id = positive(query, "pab");
    if (id != null && id < 1) {
      throw new ProblemException(
          Problem.invalidInput("pab: a pairing number of 1 or more, was " + id, INVALID_INPUT));
    }
    return id == null ? 0 : id;
  }

  private static Integer positive(Fields query, String name) throws ProblemException {
    if (query.getValue(name) == null) {
      return null;
    }
    return integer(query, name);
  }

  private static Answer systems() {
    List<Map<String, Object>> list = new ArrayList<>();
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", e.name());
      m.put("displayName", e.displayName());
      m.put("trfCode", e.trfCode());
      m.put("article", e.article());
      m.put("status", e.status());
      m.put("built", e.built());
      list.add(m);
    }
    return json(Map.of("systems", list));
  }

  private static Answer json(Object value) {
    try {
      return Answer.text(200, "application/json", JSON.writeValueAsString(value) + "\n");
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Answer problem(Problem p, String path) {
    return Answer.text(p.status(), Problem.MEDIA_TYPE, p.json(path));
  }

  /** A file of the web page, from the jar only. */
  private static Answer staticResource(String method, String path) throws ProblemException {
    Map<String, String> types =
        Map.of(
            "/index.html", "text/html; charset=utf-8",
            "/page.css", "text/css; charset=utf-8",
            "/page.js", "text/javascript; charset=utf-8",
            "/example.trf", "text/plain; charset=utf-8");
    String type = types.get(path);
    if (type == null) {
      throw new ProblemException(Problem.notFound(path));
    }
    if (!method.equals("GET")) {
      throw new ProblemException(Problem.methodNotAllowed(method, path, "GET"));
    }
    return resource(path.substring(1), type);
  }

  private static Answer resource(String name, String type) throws ProblemException {
    try (InputStream in = PairingServer.class.getResourceAsStream(RESOURCES + name)) {
      if (in == null) {
        throw new ProblemException(Problem.notFound("/" + name));
      }
      return new Answer(200, type, in.readAllBytes(), List.of());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
