#!/usr/bin/env python3
"""Checks that what README.md and the DocC articles show is what the package does.

Swift blocks (```swift): the blocks of one document are one story, compiled in order as the
`main.swift` of a small program **exactly as shown**: the checker adds no import, so a document
must show its imports (once, in its first block, or in each block). Warnings are errors. A block
preceded by `<!-- snippet: skip -->` is left out (for deliberately partial code). When a Swift
block is followed by a ```text block, the program is built and run, and that block's standard
output must equal the text.

Command-line examples (```console blocks): each line `$ standard-paths …` is run by `bash` in a
fake home, and the lines after it, up to the next `$ ` line, must equal its standard output and
standard error. A line `…` in the shown output stands for any number of lines; a command with no
shown output must only succeed. A trailing `# comment` on the command line is the shell's comment.
`[exit N]` as the last shown line expects that exit code instead of 0.

Optional HTML comments (invisible in the rendered page) prepare the world:
- `<!-- cli-home: /Users/me -->` anywhere in the document: the fake home's path as shown
  (default `/home/you`);
- `<!-- cli-setup: SHELL COMMANDS -->` right before a console block: run first, in the working
  directory (the fake home), e.g. to make a `Resources` folder.
Each document gets its own temporary root, with one fake home that its commands share in order
(as a reader typing them would); the root's path is removed from the output before comparing, so
the docs show `/home/you/...`.

Usage: Scripts/check-docs.py [--only swift|cli] [FILE…]   (after `swift build`, package root)
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = ["README.md"] + sorted(
    glob.glob("Sources/StandardPaths/Documentation.docc/**/*.md", recursive=True))
FENCE = re.compile(r"^```(?P<info>[^\n]*)\n(?P<body>.*?)^```[ \t]*$", re.S | re.M)
SKIP = "<!-- snippet: skip -->"
SETUP = re.compile(r"<!-- cli-setup: (?P<commands>.*?) -->\s*$", re.S)
HOME = re.compile(r"<!-- cli-home: (?P<home>\S+) -->")
ELLIPSIS = {"…", "..."}
# The library modules a program that imports the umbrella links.
LIBRARY_MODULES = ["StandardPaths*", "AppFolder", "SystemPackage", "CSystem", "CXattr"]


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def bin_path():
    return run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True).stdout.strip()


def compiler_flags(bin_dir):
    flags = ["-swift-version", "6", "-warnings-as-errors", "-I", os.path.join(bin_dir, "Modules")]
    maps = glob.glob(os.path.join(ROOT, ".build/checkouts/swift-system/Sources/*/include/"
                                        "module.modulemap"))
    # `*-tool.build` folders hold host-tool copies of the same modules
    # (built for the package plugin): one map per module.
    maps += [path for path in glob.glob(os.path.join(bin_dir, "*.build/module.modulemap"))
             if "-tool.build" not in path]
    for modulemap in maps:
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    return flags


def library_objects(bin_dir):
    """The object files of the library modules, as their build's file map lists them (a
    folder can still hold objects of deleted sources)."""
    objects = []
    for pattern in LIBRARY_MODULES:
        for build in glob.glob(os.path.join(bin_dir, f"{pattern}.build")):
            if "Tests" in build or "Testing" in build or build.endswith("-tool.build"):
                continue
            file_map = os.path.join(build, "output-file-map.json")
            if os.path.exists(file_map):
                entries = json.load(open(file_map, encoding="utf-8")).values()
                objects += [entry["object"] for entry in entries if "object" in entry]
            else:  # C targets
                objects += glob.glob(os.path.join(build, "*.o"))
    return objects


def fences(text):
    """Each fenced block: (info, body, line of the body, text before the fence)."""
    for match in FENCE.finditer(text):
        line = text.count("\n", 0, match.start("body")) + 1
        yield match.group("info").strip(), match.group("body"), line, text[:match.start()]


def fake_world(scratch, home_shown):
    root = tempfile.mkdtemp(dir=scratch)
    home = root + home_shown
    os.makedirs(home)
    env = {"HOME": home, "PATH": os.environ["PATH"], "LANG": "C.UTF-8", "TMPDIR": root + "/tmp",
           "USER": "you"}
    os.makedirs(env["TMPDIR"])
    return root, home, env


class Report:
    def __init__(self):
        self.checked = self.failed = 0

    def fail(self, where, message):
        self.failed += 1
        print(f"FAIL {where}: {message}")


# MARK: - Swift blocks

def check_swift(document, text, flags, objects, scratch, report):
    parts, expected = [], []
    blocks = list(fences(text))
    for index, (info, body, line, before) in enumerate(blocks):
        if info != "swift" or before.rstrip().endswith(SKIP):
            continue
        parts.append(f"// ---- {document}:{line}\n{body}")
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        if following and following[0] == "text" and following[3][len(before):].count("```") == 2:
            marker = f"---- block {len(parts)}"
            parts.append(f'print("{marker}")\n')
            expected.append((marker, following[1], f"{document}:{following[2]}"))
    if not parts:
        return
    report.checked += 1
    directory = tempfile.mkdtemp(dir=scratch)
    source = os.path.join(directory, "main.swift")
    with open(source, "w", encoding="utf-8") as f:
        f.write("".join(parts))
    if not expected:
        result = run(["swiftc", "-typecheck", *flags, source])
        if result.returncode != 0:
            report.fail(document, "its Swift blocks do not compile as shown (the '// ---- "
                        f"file:line' comments locate each block)\n{result.stderr}")
        return
    program = os.path.join(directory, "program")
    result = run(["swiftc", *flags, source, *objects, "-o", program])
    if result.returncode != 0:
        report.fail(document, f"its Swift blocks do not build as shown\n{result.stderr}")
        return
    root, _, env = fake_world(scratch, home_of(text))
    result = run([program], env=env, cwd=env["HOME"])
    output = result.stdout.replace(root, "")
    if result.returncode != 0:
        report.fail(document, f"the program exited {result.returncode}\n{result.stderr}")
        return
    for marker, shown, where in expected:
        printed, _, output = output.partition(marker + "\n")
        if not matches(shown, printed):
            report.fail(where, f"shown output differs\n--- shown\n{shown}--- printed\n{printed}")


# MARK: - Command-line examples

def home_of(text):
    match = HOME.search(text)
    return match.group("home") if match else "/home/you"


def commands_of(body):
    """Each `$ standard-paths` line of a console block with the lines shown after it."""
    examples, current = [], None
    for line in body.splitlines():
        if line.startswith("$ "):
            current = [line[2:], []]
            examples.append(current)
        elif current is not None:
            current[1].append(line)
    return [(command, shown) for command, shown in examples
            if command.startswith("standard-paths")]


def strip_comment(command):
    """The command without a trailing unquoted `# comment`."""
    quote = None
    for index, character in enumerate(command):
        if quote:
            if character == quote:
                quote = None
        elif character in "'\"":
            quote = character
        elif character == "#" and (index == 0 or command[index - 1] in " \t"):
            return command[:index].rstrip()
    return command.rstrip()


def matches(shown, actual):
    """Whether `actual` equals `shown`, where a `…` line stands for any number of lines."""
    pattern = []
    for line in shown.rstrip("\n").split("\n") if shown.strip() else []:
        pattern.append(".*?" if line.strip() in ELLIPSIS else re.escape(line) + r"\n")
    return re.fullmatch("".join(pattern), actual, re.S) is not None


def check_cli(document, text, binary_dir, scratch, report):
    root = home = env = None
    for info, body, line, before in fences(text):
        if info != "console":
            continue
        examples = commands_of(body)
        if not examples:
            continue
        if root is None:
            root, home, env = fake_world(scratch, home_of(text))
            env["PATH"] = binary_dir + os.pathsep + env["PATH"]
        # Only the last setup comment: an earlier one must not swallow the text in between.
        setup = SETUP.search(before[before.rfind("<!-- cli-setup: "):])
        if setup and before.rstrip().endswith("-->"):
            result = run(["bash", "-c", setup.group("commands")], env=env, cwd=home)
            if result.returncode != 0:
                report.fail(f"{document}:{line}", f"cli-setup failed\n{result.stderr}")
                continue
        for command, shown in examples:
            report.checked += 1
            expected_code = 0
            if shown and re.fullmatch(r"\[exit \d+\]", shown[-1].strip()):
                expected_code = int(shown[-1].strip()[6:-1])
                shown = shown[:-1]
            result = run(["bash", "-c", strip_comment(command) + " 2>&1"], env=env, cwd=home)
            output = result.stdout.replace(root, "")
            where = f"{document}:{line} `$ {command}`"
            if result.returncode != expected_code:
                report.fail(where, f"exit {result.returncode}, expected {expected_code}\n{output}")
            elif shown and not matches("\n".join(shown) + "\n", output):
                report.fail(where, "shown output differs\n--- shown\n" + "\n".join(shown)
                            + f"\n--- printed\n{output}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", choices=["swift", "cli"])
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    os.chdir(ROOT)
    bin_dir = bin_path()
    flags, objects = compiler_flags(bin_dir), library_objects(bin_dir)
    swift, cli = Report(), Report()
    with tempfile.TemporaryDirectory() as scratch:
        for document in arguments.files or DOCUMENTS:
            text = open(document, encoding="utf-8").read()
            if arguments.only != "cli":
                check_swift(document, text, flags, objects, scratch, swift)
            if arguments.only != "swift":
                check_cli(document, text, bin_dir, scratch, cli)
    print(f"{swift.checked} documents' Swift blocks compiled as shown, {swift.failed} failed; "
          f"{cli.checked} command-line examples run, {cli.failed} failed")
    sys.exit(1 if swift.failed or cli.failed else 0)


if __name__ == "__main__":
    main()
