package org.swisspair.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * Every public type, constructor, method, field and enum constant of the public API has a doc
 * comment. The javadoc build checks the comments' HTML, syntax and references with warnings as
 * errors; it leaves this to the test because its own "missing" check also demands {@code @param}
 * and {@code @return} tags, where the house style is one sentence.
 */
class ApiDocumentedTest {
  /** The API's source folders and packages, as the javadoc build documents them. */
  private static final List<String> API_SOURCES =
      List.of(
          "model/src/main/java/org/swisspair/model",
          "model/src/main/java/org/swisspair/model/trf",
          "solver/src/main/java/org/swisspair/api",
          "solver/src/main/java/org/swisspair/solver/pairing",
          "solver/src/main/java/org/swisspair/solver/checker/CheckReport.java",
          "solver/src/main/java/org/swisspair/solver/criteria/Criterion.java");

  @Test
  void everyPublicMemberOfTheApiHasADocComment() throws IOException {
    Path root = FixtureFiles.root().getParent();
    List<Path> files = new ArrayList<>();
    for (String s : API_SOURCES) {
      Path p = root.resolve(s);
      if (Files.isDirectory(p)) {
        try (Stream<Path> list = Files.list(p)) {
          list.filter(f -> f.toString().endsWith(".java")).sorted().forEach(files::add);
        }
      } else {
        files.add(p);
      }
    }
    assertThat(files).hasSizeGreaterThan(20);

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> undocumented = new ArrayList<>();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(null, null, null)) {
      Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromPaths(files);
      JavacTask task = (JavacTask) javac.getTask(null, fm, null, null, null, units);
      DocTrees docs = DocTrees.instance(task);
      for (CompilationUnitTree unit : task.parse()) {
        new Scanner(docs, unit, undocumented).scan(unit, null);
      }
    }

    assertThat(undocumented).as("public API without a doc comment").isEmpty();
  }

  /** Collects the public declarations (of public types) that have no doc comment. */
  private static final class Scanner extends TreePathScanner<Void, Void> {
    private final DocTrees docs;
    private final CompilationUnitTree unit;
    private final List<String> undocumented;
    private final List<ClassTree> types = new ArrayList<>();

    Scanner(DocTrees docs, CompilationUnitTree unit, List<String> undocumented) {
      this.docs = docs;
      this.unit = unit;
      this.undocumented = undocumented;
    }

    @Override
    public Void visitClass(ClassTree tree, Void unused) {
      if (!visible(tree.getModifiers().getFlags())) {
        return null;
      }
      check(tree.getSimpleName().toString());
      types.add(tree);
      super.visitClass(tree, unused);
      types.remove(types.size() - 1);
      return null;
    }

    @Override
    public Void visitMethod(MethodTree tree, Void unused) {
      if (visible(tree.getModifiers().getFlags()) && !overrides(tree)) {
        check(types.get(types.size() - 1).getSimpleName() + "." + tree.getName());
      }
      return null;
    }

    @Override
    public Void visitVariable(VariableTree tree, Void unused) {
      // Public fields and enum constants (implicitly public); methods are not entered.
      if (visible(tree.getModifiers().getFlags())) {
        check(types.get(types.size() - 1).getSimpleName() + "." + tree.getName());
      }
      return null;
    }

    private boolean visible(java.util.Set<Modifier> flags) {
      if (flags.contains(Modifier.PUBLIC) || flags.contains(Modifier.PROTECTED)) {
        return true;
      }
      // Members of interfaces are public without saying so.
      return !types.isEmpty()
          && types.get(types.size() - 1).getKind() == Tree.Kind.INTERFACE
          && !flags.contains(Modifier.PRIVATE);
    }

    private static boolean overrides(MethodTree tree) {
      return tree.getModifiers().getAnnotations().stream()
          .anyMatch(a -> a.getAnnotationType().toString().equals("Override"));
    }

    private void check(String what) {
      TreePath path = getCurrentPath();
      if (docs.getDocCommentTree(path) == null) {
        long line =
            unit.getLineMap()
                .getLineNumber(docs.getSourcePositions().getStartPosition(unit, path.getLeaf()));
        undocumented.add(
            Path.of(unit.getSourceFile().toUri()).getFileName() + ":" + line + " " + what);
      }
    }
  }
}
