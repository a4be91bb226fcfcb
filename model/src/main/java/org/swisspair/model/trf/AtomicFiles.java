package org.swisspair.model.trf;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.security.SecureRandom;
import java.util.Set;

/**
 * Writes files so that readers see either the old content or the complete new content: the bytes go
 * to a temporary file in the same directory, which is then renamed over the target. A failed run
 * therefore never truncates or half-writes an existing output (JaVaFo's "on error no output file is
 * written").
 *
 * <p>The result looks as if the file had been written in place: a replaced file keeps its POSIX
 * permissions, a new file gets the permissions of the process's umask, and a target that is a
 * symbolic link is written through: the file it points to is replaced and the link stays.
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
    Path absolute = throughLinks(target.toAbsolutePath());
    Path dir = absolute.getParent();
    Path temp = null;
    boolean done = false;
    try {
      FileChannel opened = null;
      // Created without attributes, so the new file gets the umask's permissions (a temporary
      // file from Files.createTempFile would be 0600).
      for (int attempt = 0; opened == null; attempt++) {
        temp =
            dir.resolve(
                "."
                    + absolute.getFileName()
                    + "."
                    + Long.toUnsignedString(RANDOM.nextLong())
                    + ".tmp");
        try {
          opened = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
          temp = null;
          if (attempt > 100) {
            throw e;
          }
        }
      }
      try (FileChannel channel = opened;
          OutputStream out = Channels.newOutputStream(channel)) {
        content.writeTo(out);
        out.flush();
        // Durable before the rename, so a crash cannot leave a renamed but empty file.
        channel.force(true);
      }
      keepPermissions(absolute, temp);
      try {
        Files.move(
            temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
      }
      done = true;
    } finally {
      if (!done && temp != null) {
        Files.deleteIfExists(temp);
      }
    }
  }

  /** The file that {@code path} names after following symbolic links, existing or not. */
  static Path throughLinks(Path path) throws IOException {
    Path p = path;
    for (int hops = 0; Files.isSymbolicLink(p); hops++) {
      if (hops == MAX_LINKS) {
        throw new FileSystemException(path.toString(), null, "too many levels of symbolic links");
      }
      Path parent = p.getParent();
      Path link = Files.readSymbolicLink(p);
      p = (parent == null ? link : parent.resolve(link)).toAbsolutePath().normalize();
    }
    return p;
  }

  /** Gives {@code temp} the POSIX permissions of {@code existing}, when it exists and has any. */
  private static void keepPermissions(Path existing, Path temp) throws IOException {
    Set<PosixFilePermission> permissions;
    try {
      permissions = Files.getPosixFilePermissions(existing);
    } catch (NoSuchFileException | UnsupportedOperationException e) {
      return;
    }
    Files.setPosixFilePermissions(temp, permissions);
  }

  private static final int MAX_LINKS = 40;

  private static final SecureRandom RANDOM = new SecureRandom();
}
