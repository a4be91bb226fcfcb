package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

  @TempDir Path dir;

  @Test
  void replacesTheContentOfAnExistingFile() throws Exception {
    Path out = dir.resolve("out.trf");
    Files.writeString(out, "old");
    AtomicFiles.write(out, "new");
    assertThat(Files.readString(out)).isEqualTo("new");
  }

  @Test
  void leavesAnExistingOutputIntactWhenTheWriteFails() throws Exception {
    Path out = dir.resolve("out.trf");
    Files.writeString(out, "the previous pairing\n");
    assertThatThrownBy(
            () ->
                AtomicFiles.write(
                    out,
                    stream -> {
                      stream.write("half a new pai".getBytes(StandardCharsets.UTF_8));
                      throw new IOException("disk full");
                    }))
        .hasMessage("disk full");
    assertThat(Files.readString(out)).isEqualTo("the previous pairing\n");
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(out);
    }
  }

  @Test
  void createsAMissingFile() throws Exception {
    Path out = dir.resolve("fresh.json");
    AtomicFiles.write(out, new byte[] {1, 2, 3});
    assertThat(Files.readAllBytes(out)).containsExactly(1, 2, 3);
  }

  @Test
  void keepsThePermissionsOfTheFileItReplaces() throws Exception {
    Path out = dir.resolve("out.trf");
    Files.writeString(out, "old");
    Set<PosixFilePermission> groupReadable = PosixFilePermissions.fromString("rw-r-----");
    Files.setPosixFilePermissions(out, groupReadable);
    AtomicFiles.write(out, "new");
    assertThat(Files.getPosixFilePermissions(out)).isEqualTo(groupReadable);
    Set<PosixFilePermission> everyone = PosixFilePermissions.fromString("rw-rw-rw-");
    Files.setPosixFilePermissions(out, everyone);
    AtomicFiles.write(out, "newer");
    assertThat(Files.getPosixFilePermissions(out)).isEqualTo(everyone);
  }

  @Test
  void givesANewFileThePermissionsTheUmaskGives() throws Exception {
    // A file created the ordinary way shows what the umask allows.
    Path plain = Files.createFile(dir.resolve("plain.txt"));
    Path out = dir.resolve("fresh.trf");
    AtomicFiles.write(out, "new");
    assertThat(Files.getPosixFilePermissions(out))
        .isEqualTo(Files.getPosixFilePermissions(plain))
        .contains(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
  }

  @Test
  void writesThroughASymbolicLinkAndKeepsTheLink() throws Exception {
    Path realDir = Files.createDirectory(dir.resolve("real"));
    Path real = realDir.resolve("pairing.txt");
    Files.writeString(real, "old");
    Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-r-----"));
    Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("real/pairing.txt"));
    AtomicFiles.write(link, "new");
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readSymbolicLink(link)).isEqualTo(Path.of("real/pairing.txt"));
    assertThat(Files.readString(real)).isEqualTo("new");
    assertThat(Files.getPosixFilePermissions(real))
        .isEqualTo(PosixFilePermissions.fromString("rw-r-----"));
    try (var files = Files.list(realDir)) {
      assertThat(files).containsExactly(real);
    }
  }

  @Test
  void writesThroughAChainOfLinksToAFileNotYetThere() throws Exception {
    Path real = dir.resolve("target.txt");
    Path middle = Files.createSymbolicLink(dir.resolve("middle.txt"), real);
    Path link = Files.createSymbolicLink(dir.resolve("link.txt"), middle.getFileName());
    AtomicFiles.write(link, "created");
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.isSymbolicLink(middle)).isTrue();
    assertThat(Files.readString(real)).isEqualTo("created");
  }

  @Test
  void refusesALoopOfLinks() throws Exception {
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    Files.createSymbolicLink(a, b);
    Files.createSymbolicLink(b, a);
    assertThatThrownBy(() -> AtomicFiles.write(a, "x"))
        .isInstanceOf(FileSystemException.class)
        .hasMessageContaining("symbolic links");
  }
}
