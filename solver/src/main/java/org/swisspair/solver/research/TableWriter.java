package org.swisspair.solver.research;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Writes a {@link ResultTable} in one file format. Formats whose libraries the command line does
 * not carry (Parquet: the module {@code swisspair-parquet}) register an implementation with {@link
 * ServiceLoader}, so they are used when their jars are on the class path and nothing changes when
 * they are not.
 */
public interface TableWriter {

  /** The format's name and file extension, e.g. {@code parquet}. */
  String format();

  /** Writes {@code table} to {@code file}, replacing it only once the new file is complete. */
  void write(Path file, ResultTable table) throws IOException;

  /** The writer of {@code format} found on the class path, if any. */
  static Optional<TableWriter> find(String format) {
    for (TableWriter w :
        ServiceLoader.load(TableWriter.class, TableWriter.class.getClassLoader())) {
      if (w.format().equalsIgnoreCase(format)) {
        return Optional.of(w);
      }
    }
    return Optional.empty();
  }
}
