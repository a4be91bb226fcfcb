package org.swisspair.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.testing.FixtureFiles;

/**
 * The user documents (README, CHANGELOG, docs/) link only to files and {@code #anchors} that exist,
 * anchors made as GitHub makes them from headings; every system of the registry has its page,
 * linked from the README; the README stays short and free of issue numbers.
 */
class DocumentationLinksTest {
  private static final Pattern LINK =
      Pattern.compile("!?\\[([^\\]]*)\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern FENCE = Pattern.compile("^\\s*(```|~~~)");

  @TempDir Path tmp;

  private static Path root() {
    return FixtureFiles.root().toAbsolutePath().normalize().getParent();
  }

  /** README, CHANGELOG and every Markdown page under docs/. */
  private static List<Path> pages(Path root) throws IOException {
    List<Path> pages = new ArrayList<>();
    for (String top : new String[] {"README.md", "CHANGELOG.md"}) {
      if (Files.exists(root.resolve(top))) {
        pages.add(root.resolve(top));
      }
    }
    if (Files.isDirectory(root.resolve("docs"))) {
      try (Stream<Path> s = Files.walk(root.resolve("docs"))) {
        s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
      }
    }
    return pages;
  }

  @Test
  void everyLinkOfTheDocumentsReachesAFileAndAnchorThatExist() throws IOException {
    Path root = root();
    List<Path> pages = pages(root);
    assertThat(pages).hasSizeGreaterThan(10);
    assertThat(brokenLinks(root, pages)).isEmpty();
  }

  @Test
  void theCheckerFindsAMissingFileAndAMissingAnchor() throws IOException {
    Files.createDirectories(tmp.resolve("docs"));
    Files.writeString(
        tmp.resolve("docs/a.md"),
        "# Page A\n\n## Cross-check with bbpPairings\n\n## Cross-check with bbpPairings\n");
    Files.writeString(
        tmp.resolve("README.md"),
        String.join(
            "\n",
            "# Title",
            "[ok](docs/a.md#cross-check-with-bbppairings) [dup](docs/a.md#cross-check-with-bbppairings-1)",
            "[self](#title) [web](https://example.org/x) `[code](no.md)`",
            "```",
            "[fenced](nowhere.md)",
            "```",
            "[gone](docs/missing.md) [bad anchor](docs/a.md#nothing) [bad self](#nope)",
            ""));

    assertThat(brokenLinks(tmp, pages(tmp)))
        .containsExactly(
            "README.md:7: docs/missing.md (no such file)",
            "README.md:7: docs/a.md#nothing (no such anchor)",
            "README.md:7: #nope (no such anchor)");
  }

  @Test
  void githubAnchorsOfHeadings() {
    assertThat(anchor("Cross-check with bbpPairings")).isEqualTo("cross-check-with-bbppairings");
    assertThat(anchor("Dubov (C.04.4.1)")).isEqualTo("dubov-c0441");
    assertThat(anchor("Result: 50,000 tournaments each way, 2026-11-23"))
        .isEqualTo("result-50000-tournaments-each-way-2026-11-23");
    assertThat(anchor("The `192` code")).isEqualTo("the-192-code");
  }

  @Test
  void everySystemHasItsPageLinkedFromTheReadme() throws IOException {
    Path root = root();
    String readme = Files.readString(root.resolve("README.md"));
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      assertThat(root.resolve(e.docsPage())).as("the page of %s", e.name()).isRegularFile();
      assertThat(readme).as("README links %s", e.docsPage()).contains("](" + e.docsPage() + ")");
      assertThat(readme).as("README's table names %s", e.article()).contains(e.article());
    }
  }

  @Test
  void readmeIsShortAndForUsers() throws IOException {
    Path root = root();
    List<String> readme = Files.readAllLines(root.resolve("README.md"));
    assertThat(readme.size()).as("README lines").isLessThanOrEqualTo(300);
    for (Path page : pages(root)) {
      assertThat(Files.readString(page))
          .as("%s names no issue number", root.relativize(page))
          .doesNotContainPattern("(?i)\\bissues?[ -]#?\\d");
    }
    assertThat(readme)
        .as("no dated sections in the README")
        .noneMatch(l -> l.startsWith("#") && l.matches(".*\\d{4}-\\d{2}-\\d{2}.*"));
  }

  /** Every link of {@code pages} whose file or anchor does not exist, as "page:line: target". */
  static List<String> brokenLinks(Path root, List<Path> pages) throws IOException {
    Map<Path, Set<String>> anchors = new HashMap<>();
    List<String> broken = new ArrayList<>();
    for (Path page : pages) {
      List<String> lines = Files.readAllLines(page);
      boolean fenced = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (FENCE.matcher(line).find()) {
          fenced = !fenced;
          continue;
        }
        if (fenced) {
          continue;
        }
        Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", "``"));
        while (m.find()) {
          String target = m.group(2);
          if (target.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            continue; // https:, mailto: and the like
          }
          int hash = target.indexOf('#');
          String file = hash < 0 ? target : target.substring(0, hash);
          String fragment = hash < 0 ? "" : target.substring(hash + 1);
          Path to = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
          String where = root.relativize(page) + ":" + (i + 1) + ": " + target;
          if (!to.startsWith(root) || !Files.exists(to)) {
            broken.add(where + " (no such file)");
          } else if (!fragment.isEmpty()
              && !anchors
                  .computeIfAbsent(to, DocumentationLinksTest::anchorsOf)
                  .contains(fragment)) {
            broken.add(where + " (no such anchor)");
          }
        }
      }
    }
    return broken;
  }

  /** The anchors GitHub gives the headings of a Markdown file (none for other files). */
  private static Set<String> anchorsOf(Path file) {
    Set<String> out = new HashSet<>();
    if (!file.toString().endsWith(".md")) {
      return out;
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    Map<String, Integer> seen = new HashMap<>();
    boolean fenced = false;
    for (String line : lines) {
      if (FENCE.matcher(line).find()) {
        fenced = !fenced;
        continue;
      }
      Matcher h = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$").matcher(line);
      if (fenced || !h.matches()) {
        continue;
      }
      String base = anchor(h.group(1));
      int n = seen.merge(base, 1, Integer::sum) - 1;
      out.add(n == 0 ? base : base + "-" + n);
    }
    return out;
  }

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens. */
  static String anchor(String heading) {
    String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
    return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}\\- _]", "").replace(' ', '-');
  }
}
