package org.swisspair.parquet;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.DelegatingPositionOutputStream;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.swisspair.model.trf.AtomicFiles;
import org.swisspair.solver.research.ResultTable;
import org.swisspair.solver.research.TableWriter;

/**
 * Writes a study's tables as Parquet files with parquet-java alone, on the local file system and
 * without Hadoop: one flat schema per table (INT64, INT32, DOUBLE, UTF-8 string; optional where a
 * value may be missing), dictionary and run-length encoded, not compressed.
 */
public final class ParquetTableWriter implements TableWriter {
  // parquet-java reaches every compression codec through Hadoop's codec classes, which would bring
  // Hadoop back; dictionary encoding already shrinks the repetitive columns (system, status).
  private static final CompressionCodecName CODEC = CompressionCodecName.UNCOMPRESSED;

  /** The writer that {@link java.util.ServiceLoader} makes. */
  public ParquetTableWriter() {}

  @Override
  public String format() {
    return "parquet";
  }

  @Override
  public void write(Path file, ResultTable table) throws IOException {
    MessageType schema = schema(table);
    SimpleGroupFactory groups = new SimpleGroupFactory(schema);
    // Through the project's atomic write: a failed run leaves an existing file untouched.
    AtomicFiles.write(
        file,
        out -> {
          try (ParquetWriter<Group> w =
              ExampleParquetWriter.builder(new StreamOutputFile(out, file))
                  .withConf(new PlainParquetConfiguration())
                  .withType(schema)
                  .withCompressionCodec(CODEC)
                  .build()) {
            for (Object[] row : table.rows()) {
              w.write(group(groups, table, row));
            }
          }
        });
  }

  /** A Parquet output file over an open stream, which the writer may not close. */
  private record StreamOutputFile(OutputStream out, Path file) implements OutputFile {
    @Override
    public PositionOutputStream create(long blockSizeHint) {
      return new DelegatingPositionOutputStream(out) {
        private long position;

        @Override
        public long getPos() {
          return position;
        }

        @Override
        public void write(int b) throws IOException {
          super.write(b);
          position++;
        }

        @Override
        public void write(byte[] b) throws IOException {
          write(b, 0, b.length);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          super.write(b, off, len);
          position += len;
        }

        @Override
        public void close() throws IOException {
          // The stream belongs to AtomicFiles, which syncs and closes it.
          flush();
        }
      };
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) {
      return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize() {
      return false;
    }

    @Override
    public long defaultBlockSize() {
      return 0;
    }

    @Override
    public String getPath() {
      return file.toString();
    }
  }

  /** The Parquet schema of {@code table}: one primitive field per column. */
  static MessageType schema(ResultTable table) {
    List<Type> fields = new ArrayList<>();
    for (ResultTable.Column c : table.columns()) {
      Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> b =
          c.nullable() ? Types.optional(primitive(c.type())) : Types.required(primitive(c.type()));
      if (c.type() == ResultTable.Type.STRING) {
        b = b.as(LogicalTypeAnnotation.stringType());
      }
      fields.add(b.named(c.name()));
    }
    return new MessageType("swisspair_" + table.name(), fields);
  }

  private static PrimitiveTypeName primitive(ResultTable.Type t) {
    return switch (t) {
      case LONG -> PrimitiveTypeName.INT64;
      case INT -> PrimitiveTypeName.INT32;
      case DOUBLE -> PrimitiveTypeName.DOUBLE;
      case STRING -> PrimitiveTypeName.BINARY;
    };
  }

  private static Group group(SimpleGroupFactory groups, ResultTable table, Object[] row) {
    Group g = groups.newGroup();
    for (int c = 0; c < row.length; c++) {
      Object v = row[c];
      String name = table.columns().get(c).name();
      // A missing value is an absent optional field, which readers see as null.
      if (v instanceof Long l) {
        g.add(name, l);
      } else if (v instanceof Integer i) {
        g.add(name, i);
      } else if (v instanceof Double d) {
        g.add(name, d);
      } else if (v instanceof String s) {
        g.add(name, s);
      }
    }
    return g;
  }
}
