package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version line of {@code --version}. */
final class Version implements IVersionProvider {
  /** The resource Maven writes the project version into at build time. */
  static final String RESOURCE = "/org/swisspair/solver/cli/version.properties";

  /** The version of this build, from the resource Maven filters; "unknown" without it. */
  static String number() {
    try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        return "unknown";
      }
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }

  @Override
  public String[] getVersion() {
    List<String> out = new ArrayList<>();
    out.add("swisspair " + number());
    out.add("FIDE Swiss pairing engine; systems:");
    out.addAll(SwisspairCommand.systemLines());
    out.add("Java " + System.getProperty("java.version"));
    return out.toArray(String[]::new);
  }
}
