package org.swisspair.parquet;

import java.nio.file.Path;
import java.util.List;
import org.swisspair.solver.research.ResultTable;
import org.swisspair.solver.research.TableWriter;

/** Writes a small table through the service loader; run in a class loader without Hadoop. */
public final class WriteWithoutHadoop {
  private WriteWithoutHadoop() {}

  /** Writes two rows, one with a missing value, to {@code file}. */
  public static void write(String file) throws Exception {
    ResultTable t =
        new ResultTable(
            "t",
            List.of(
                new ResultTable.Column("id", ResultTable.Type.LONG, false),
                new ResultTable.Column("name", ResultTable.Type.STRING, false),
                new ResultTable.Column("value", ResultTable.Type.DOUBLE, true)),
            List.of(new Object[] {1L, "dutch", 0.75}, new Object[] {2L, "burstein", null}));
    TableWriter.find("parquet").orElseThrow().write(Path.of(file), t);
  }
}
