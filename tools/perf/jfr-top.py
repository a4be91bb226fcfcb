#!/usr/bin/env python3
"""The hot spots of a JFR recording as Markdown: the top frames by self samples (the method on
top of the stack, then the line), and the swisspair methods by inclusive samples (anywhere on
the stack).

    tools/perf/jfr-top.py RECORDING.jfr [TOP] [THREAD]

Reads the recording through `jfr print --events jdk.ExecutionSample --stack-depth 256`; THREAD
(default: every thread) keeps only the samples of that thread, e.g. main.
"""
import collections
import re
import subprocess
import sys


def samples(path, thread):
    text = subprocess.run(
        ["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "256", path],
        check=True, capture_output=True, text=True).stdout
    for block in text.split("jdk.ExecutionSample")[1:]:
        m = re.search(r'sampledThread = "([^"]*)"', block)
        if thread and (not m or m.group(1) != thread):
            continue
        frames = re.findall(r"^\s+([\w$.<>]+)\([^)]*\)\s+line: (\d+)", block, re.M)
        if frames:
            yield frames


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    thread = sys.argv[3] if len(sys.argv) > 3 else None
    own = collections.Counter()
    own_line = collections.Counter()
    inclusive = collections.Counter()
    total = 0
    for located in samples(path, thread):
        total += 1
        frames = [f for f, _ in located]
        own[frames[0]] += 1
        own_line[frames[0] + ":" + located[0][1]] += 1
        for f in set(frames):
            if f.startswith("org.swisspair."):
                inclusive[f] += 1
    if total == 0:
        sys.exit("no execution samples in " + path)
    short = lambda f: f.replace("org.swisspair.", "")
    print(f"{total} execution samples{' of thread ' + thread if thread else ''}.\n")
    print("| self | method (top of the stack) |\n|---:|---|")
    for f, c in own.most_common(top):
        print(f"| {100 * c / total:.1f} % | `{short(f)}` |")
    print("\n| self | line (top of the stack) |\n|---:|---|")
    for f, c in own_line.most_common(top):
        print(f"| {100 * c / total:.1f} % | `{short(f)}` |")
    print("\n| inclusive | swisspair method (anywhere on the stack) |\n|---:|---|")
    for f, c in inclusive.most_common(top):
        print(f"| {100 * c / total:.1f} % | `{short(f)}` |")


if __name__ == "__main__":
    main()
