package org.swisspair.solver.output;

/** The pieces every page shares: escaping and a self-contained page with its style sheet inline. */
final class Html {
  private Html() {}

  /** Style for tables that print well and read well on a phone; no external resources. */
  private static final String STYLE =
      """
      body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 1.5rem;
             color: #111; background: #fff; }
      h1 { font-size: 1.4rem; margin: 0 0 .2rem; }
      p.sub { margin: 0 0 1rem; color: #444; }
      p.note { margin: .6rem 0 0; color: #444; }
      table { border-collapse: collapse; min-width: 40rem; }
      th, td { padding: .3rem .6rem; border-bottom: 1px solid #ccc; text-align: left; }
      th { background: #eee; }
      td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
      tbody tr:nth-child(even) { background: #f7f7f7; }
      footer { margin-top: 1rem; font-size: .8rem; color: #666; }
      @media print { body { margin: 0; } tbody tr:nth-child(even) { background: none; } }
      """;

  /** {@code text} with the HTML special characters escaped. */
  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** A whole page: {@code title} as heading, {@code subtitle} under it, then {@code body}. */
  static String page(String title, String subtitle, String body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<meta name=\"generator\" content=\"swisspair\">\n"
        + "<title>"
        + escape(title + (subtitle.isEmpty() ? "" : " - " + subtitle))
        + "</title>\n<style>\n"
        + STYLE
        + "</style>\n</head>\n<body>\n<h1>"
        + escape(title)
        + "</h1>\n"
        + (subtitle.isEmpty() ? "" : "<p class=\"sub\">" + escape(subtitle) + "</p>\n")
        + body
        + "<footer>Made by swisspair.</footer>\n</body>\n</html>\n";
  }
}
