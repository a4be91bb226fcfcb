package org.swisspair.model.trf;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes files so that readers see either the old content or the complete new content: the bytes go
 * to a temporary file in the same directory, which is then renamed over the target. A failed run
 * therefore never truncates or half-writes an existing output (JaVaFo's "on error no output file is
 * written").
 */
public final class AtomicFiles {

  /** Produces the content of a file; may fail part-way. */
  @FunctionalInterface
  public interface Content {
    /** Writes the content to {@code out}. */
    void writeTo(OutputStream out) throws IOException;
  }

  private AtomicFiles() {}

  /** Replaces {@code target} with {@code bytes} atomically. */
  public static void write(Path target, byte[] bytes) throws IOException {
    write(target, out -> out.write(bytes));
  }

  /** Replaces {@code target} with {@code text} in UTF-8 atomically. */
  public static void write(Path target, String text) throws IOException {
    write(target, text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Replaces {@code target} with what {@code content} writes; the target is untouched if it fails.
   */
  public static void write(Path target, Content content) throws IOException {
    Path absolute = target.toAbsolutePath();
    Path dir = absolute.getParent();
    Path temp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
    boolean done = false;
    try {
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
          OutputStream out = Channels.newOutputStream(channel)) {
        content.writeTo(out);
        out.flush();
        // Durable before the rename, so a crash cannot leave a renamed but empty file.
        channel.force(true);
      }
      try {
        Files.move(
            temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
      }
      done = true;
    } finally {
      if (!done) {
        Files.deleteIfExists(temp);
      }
    }
  }
}
