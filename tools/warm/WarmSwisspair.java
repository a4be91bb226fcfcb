import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.swisspair.solver.cli.Main;

/**
 * One JVM that runs many swisspair commands for a script: each request names the files for the
 * command's standard output and error and its arguments, the answer is the exit code. A script that
 * calls swisspair tens of thousands of times saves the start-up of each call.
 *
 * <p>Protocol, one line per request on the request pipe: {@code OUT<TAB>ERR<TAB>ARG<TAB>ARG...};
 * one line per answer on the answer pipe: the exit code. An empty request line stops the JVM.
 */
public final class WarmSwisspair {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    // A pipe is opened anew for each request and answer: a client's close is the end of its turn.
    while (true) {
      String line;
      try (BufferedReader requests =
          new BufferedReader(
              new InputStreamReader(
                  new FileInputStream(dir.resolve("requests").toFile()), StandardCharsets.UTF_8))) {
        line = requests.readLine();
      }
      if (line == null) {
        continue;
      }
      if (line.isEmpty()) {
        return;
      }
      String[] parts = line.split("\t", -1);
      String[] command = Arrays.copyOfRange(parts, 2, parts.length);
      int code;
      try (PrintStream out =
              new PrintStream(new FileOutputStream(parts[0]), false, StandardCharsets.UTF_8);
          PrintStream err =
              new PrintStream(new FileOutputStream(parts[1]), false, StandardCharsets.UTF_8)) {
        code = Main.run(command, InputStream.nullInputStream(), out, err);
      }
      try (Writer answers =
          new OutputStreamWriter(
              new FileOutputStream(dir.resolve("answers").toFile()), StandardCharsets.UTF_8)) {
        answers.write(code + "\n");
      }
    }
  }
}
