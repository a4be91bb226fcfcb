package org.swisspair.solver.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code swisspair} program: the drop-in engine invocation ({@code --dutch in.trf -p out}) is
 * recognised first, then a bare {@code --version} and the plain forms of {@code pair} ({@link
 * QuickPair}), which a short command reads faster without picocli; everything else goes to the
 * picocli subcommands. Every failure becomes one line on standard error and an {@link ExitCode};
 * stack traces appear only with {@code --debug}.
 */
public final class Main {
  private Main() {}

  /** Runs the program and exits with its exit code. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the program with the given streams and returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, System.in, out, err);
  }

  /**
   * Runs the program reading a tournament named {@code -} from {@code in}; returns the exit code.
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    List<String> list = new ArrayList<>(Arrays.asList(args));
    boolean debug = list.remove("--debug");
    Io io = new Io(in, out, err, debug);
    try {
      if (DropIn.applies(list)) {
        return DropIn.run(io, list);
      }
      if (list.equals(List.of("--version")) || list.equals(List.of("-V"))) {
        // What picocli prints for these, without loading it: the lines hold no format or markup.
        for (String line : new Version().getVersion()) {
          io.out().println(line);
        }
        return ExitCode.OK;
      }
      PairCommand quick = QuickPair.parse(io, list);
      if (quick != null) {
        return quick.call();
      }
      return commandLine(io, list).execute(list.toArray(String[]::new));
    } catch (Throwable e) {
      return report(io, e);
    } finally {
      out.flush();
      err.flush();
    }
  }

  /** The names of the subcommands, in the order of the help's command list. */
  static final List<String> COMMANDS =
      List.of(
          "pair",
          "check",
          "generate",
          "selftest",
          "convert",
          "simulate",
          "standings",
          "serve",
          "record",
          "completion");

  /**
   * The command tree {@code args} need: the top command with only the subcommand {@code args} start
   * with (picocli reads each command's annotations when it is added, most of a short command's
   * CPU), none for a bare {@code --version}, else every subcommand (the top help, unknown commands,
   * and {@code completion}, whose script is made from the whole tree).
   */
  static CommandLine commandLine(Io io, List<String> args) {
    if (args.size() == 1 && (args.get(0).equals("--version") || args.get(0).equals("-V"))) {
      return commandLine(io, Set.of());
    }
    if (!args.isEmpty() && COMMANDS.contains(args.get(0)) && !args.get(0).equals("completion")) {
      return commandLine(io, Set.of(args.get(0)));
    }
    return commandLine(io);
  }

  /** The picocli command tree writing to {@code io}. */
  static CommandLine commandLine(Io io) {
    return commandLine(io, Set.copyOf(COMMANDS));
  }

  /** The picocli command tree writing to {@code io}, with the subcommands named in {@code only}. */
  static CommandLine commandLine(Io io, Set<String> only) {
    CommandLine cl = new CommandLine(new SwisspairCommand());
    SwisspairCommand.describe(cl.getCommandSpec());
    // The drop-in and exit-code tables are preformatted; wider than 80 columns, never wrapped.
    cl.setUsageHelpWidth(110);
    for (String name : COMMANDS) {
      if (!only.contains(name)) {
        continue;
      }
      switch (name) {
        case "pair" -> cl.addSubcommand(new PairCommand(io));
        case "check" -> cl.addSubcommand(new CheckCommand(io));
        case "generate" -> cl.addSubcommand(new GenerateCommand(io));
        case "selftest" -> cl.addSubcommand(new SelfTestCommand(io));
        case "convert" -> cl.addSubcommand(new ConvertCommand());
        case "simulate" -> cl.addSubcommand(new SimulateCommand(io));
        case "standings" -> cl.addSubcommand(new StandingsCommand(io));
        case "serve" -> cl.addSubcommand(new ServeCommand(io));
        case "record" -> cl.addSubcommand(new RecordCommand(io));
        default -> {
          // bash/zsh completion script generated from this command tree: source <(swisspair
          // completion)
          CommandLine completion = new CommandLine(new picocli.AutoComplete.GenerateCompletion());
          completion.getCommandSpec().usageMessage().hidden(false);
          // Its own name is generate-completion; its help would then print a command that fails.
          completion.setCommandName("completion");
          cl.addSubcommand("completion", completion);
        }
      }
    }
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setOut(new PrintWriter(io.out(), true));
    cl.setErr(new PrintWriter(io.err(), true));
    cl.setParameterExceptionHandler((e, a) -> usageError(io, e));
    cl.setExecutionExceptionHandler((e, c, p) -> report(io, e));
    return cl;
  }

  /** Prints a usage error as one line and returns exit 3. */
  private static int usageError(Io io, ParameterException e) {
    CommandLine c = e.getCommandLine();
    String command = c.getCommandSpec().qualifiedName();
    String message = e.getMessage();
    if (e instanceof UnmatchedArgumentException u
        && c.getParent() == null
        && !u.getUnmatched().isEmpty()
        && !u.getUnmatched().get(0).startsWith("-")) {
      message =
          "unknown command '"
              + u.getUnmatched().get(0)
              + "'; commands: "
              + String.join(", ", c.getSubcommands().keySet());
    }
    io.err().println("swisspair: " + oneLine(message) + "; see '" + command + " --help'");
    if (io.debug()) {
      e.printStackTrace(io.err());
    }
    return ExitCode.INVALID_INPUT;
  }

  /** Prints a failure as one line (and the trace with {@code --debug}) and returns its code. */
  static int report(Io io, Throwable e) {
    int code;
    String message;
    String prefix = "swisspair: ";
    if (e instanceof CliException c) {
      code = c.exitCode();
      message = c.getMessage();
      prefix = c.prefix();
    } else if (e instanceof OutOfMemoryError) {
      code = ExitCode.SIZE_LIMIT;
      message = "out of memory; give Java more (SWISSPAIR_JAVA_OPTS=-Xmx8g) or fewer players";
    } else if (e instanceof StackOverflowError) {
      code = ExitCode.UNEXPECTED;
      message = "unexpected error: stack overflow; run with a larger stack (-Xss64m)";
    } else {
      code = ExitCode.UNEXPECTED;
      message =
          "unexpected error: "
              + e.getClass().getSimpleName()
              + (e.getMessage() == null ? "" : ": " + e.getMessage())
              + (io.debug() ? "" : " (run with --debug for the stack trace)");
    }
    io.err().println(prefix + oneLine(message));
    if (io.debug()) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      io.err().print(trace);
    }
    return code;
  }

  /** The message on one line. */
  static String oneLine(String message) {
    return message == null ? "" : message.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
  }
}
