package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
