#!/usr/bin/env python3
"""Checks that what README.md and the DocC articles show is what the package does.

Swift blocks (```swift): **each block compiles alone**, as the `main.swift` of a small program
holding that block and nothing else: the checker adds no import and shares nothing between blocks,
so a reader who copies one block has everything it needs. Warnings are errors. A block preceded by
`<!-- snippet: skip -->` is left out (for deliberately partial code, such as manifest fragments).
When a Swift block is followed by a ```text block, the block is built and run, and that block's
standard output must equal the text.

Command-line examples (```console blocks): each line `$ standard-paths …` (optionally preceded by
`NAME=value` assignments, e.g. `HOME=/Users/me standard-paths dir …`) is run by `bash` in a fake
home, and the lines after it, up to the next `$ ` line, must equal its standard output and standard
error. A line `…` in the shown output stands for any number of lines; a command with no shown output
must only succeed. A trailing `# comment` on the command line is the shell's comment. `[exit N]` as
the last shown line expects that exit code instead of 0.

Optional HTML comments (invisible in the rendered page) prepare the world:
- `<!-- cli-home: /Users/me -->` anywhere in the document: the fake home's path as shown
  (default `/home/you`);
- `<!-- cli-setup: SHELL COMMANDS -->` right before a console block: run first, in the working
  directory (the fake home), e.g. to make a `Resources` folder.
Each document gets its own temporary root, with one fake home that its commands share in order
(as a reader typing them would); the root's path is removed from the output before comparing, so
the docs show `/home/you/...`.

Exit codes stated by `--help` (`Exits with 2 when …`): every help text of the tool that mentions an
exit code must be listed in HELP_EXIT_CLAIMS below, with the sentence it states and commands that
provoke each code; the sentence must still be in the help, and each command must exit with the
code it claims (in a fake home of its own).

Every child process gets a temporary HOME and XDG variables (the compiler too: its module cache
lives in the scratch folder), so nothing here touches the real home.

Usage: Scripts/check-docs.py [--only swift|cli|help] [FILE…]   (after `swift build`, package root)
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
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
TOOL_COMMAND = re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_]*=(?:'[^']*'|\"[^\"]*\"|\S+)\s+)*standard-paths\b")
ELLIPSIS = {"…", "..."}
# The library modules a program that imports the umbrella links.
LIBRARY_MODULES = ["StandardPaths*", "AppFolder", "SystemPackage", "CSystem", "CXattr"]
XDG = {"XDG_CONFIG_HOME": ".config", "XDG_CACHE_HOME": ".cache", "XDG_DATA_HOME": ".local/share",
       "XDG_STATE_HOME": ".local/state"}

# What `--help` says about exit codes, and commands that provoke each code. Each entry:
# (help of which subcommand, the sentence as the help wraps it (blanks normalized),
#  [(shell command run in a fresh fake home, expected exit code), ...]).
# A help text that mentions an exit code but has no entry here fails the check.
HELP_SETUP = ("mkdir -p Resources Empty Legacy/sub Full && echo x > Legacy/sub/f && touch file"
              " && for name in icon icon@2x; do cp /dev/null Resources/$name.png; done")
HELP_EXIT_CLAIMS = [
    ([], "Exit codes: 0 success, 1 not found, 2 other failures, 64 usage errors.", [
        ("standard-paths dirs", 0),
        ("standard-paths dir resources --platform macos", 1),
        ("standard-paths backup status missing", 2),
        ("standard-paths frobnicate", 64),
    ]),
    (["dir"], "Exits with 1 when the platform has no such location.", [
        ("standard-paths dir resources --platform macos", 1),
        ("standard-paths dir music --platform ios", 1),
        ("standard-paths dir music", 0),
    ]),
    (["backup"], "Exits with 2 when PATH does not exist or is not a directory.", [
        ("standard-paths backup status missing", 2),
        ("standard-paths backup exclude file", 2),
        ("standard-paths backup include missing", 2),
        ("standard-paths backup status Empty", 0),
    ]),
    (["resolve"], "Exits with 1 if any NAME has no variant (the others are still printed), and "
     "with 2 if DIR is missing or cannot be read.", [
        ("standard-paths resolve icon nothing --root Resources | grep -q icon", 1),
        ("standard-paths resolve icon --root Resources", 0),
        ("standard-paths resolve icon --root missing", 2),
        ("standard-paths resolve icon --root file", 2),
    ]),
    (["lint"], "Exit codes: 0 no findings (or findings without --strict), 1 findings with "
     "--strict, 2 DIR or the project cannot be read or the page cannot be written, 64 usage (an "
     "unknown --target, or several targets, none chosen and not one app).", [
        ("standard-paths lint Empty --strict", 0),
        ("standard-paths lint Resources", 0),
        ("standard-paths lint Resources --strict", 1),
        ("standard-paths lint missing", 2),
        ("standard-paths lint Missing.xcodeproj", 2),
        ("standard-paths lint Resources --html missing/report.html", 2),
        ("standard-paths lint Resources --format nonsense", 64),
        ("mkdir -p P.xcodeproj && printf '{ objects = { R = { isa = PBXProject; targets = (); };"
         " }; rootObject = R; }' > P.xcodeproj/project.pbxproj"
         " && standard-paths lint P.xcodeproj --target App", 64),
        # Two targets copy a file and neither is an app.
        ("mkdir -p Q.xcodeproj && printf '{ objects = { R = { isa = PBXProject; targets = (A, B);"
         " }; A = { isa = PBXNativeTarget; name = A; buildPhases = (P); }; B = { isa ="
         " PBXNativeTarget; name = B; buildPhases = (P); }; P = { isa = PBXResourcesBuildPhase;"
         " files = (F); }; F = { isa = PBXBuildFile; fileRef = G; }; G = { isa ="
         " PBXFileReference; path = a.png; sourceTree = SOURCE_ROOT; }; }; rootObject = R; }'"
         " > Q.xcodeproj/project.pbxproj && standard-paths lint Q.xcodeproj", 64),
    ]),
    (["locate"], "Exits with 1 when none has it.", [
        ("standard-paths locate config settings.json --app Found", 1),
        ("mkdir -p .config/Found && touch .config/Found/settings.json"
         " && standard-paths locate config settings.json --app Found", 0),
    ]),
    (["lint"], "--strict Exit with 1 when there are findings.", [
        ("standard-paths lint Resources --strict", 1),
    ]),
    (["migrate"], "Exits with 0 when the folder was migrated, was already migrated or does not "
     "exist, 2 when the migration is refused or fails, 75 when another migration of the same "
     "folder (or into the same parent) is running (try again later), 64 for usage errors.", [
        # flock(1) holds LEGACY's parent (here the home) as a running migration would.
        ("mkdir -p Busy && flock . standard-paths migrate Busy --to applicationSupport --app B", 75),
        ("standard-paths migrate missing --to applicationSupport --app Gone", 0),
        ("standard-paths migrate Legacy --to applicationSupport --app Moved", 0),
        ("standard-paths migrate Legacy --to applicationSupport --app Moved", 0),
        ("mkdir -p Again && standard-paths migrate Again --to applicationSupport --app Moved", 2),
        ("standard-paths migrate Legacy --to documents", 64),
    ]),
]
EXIT_MENTION = re.compile(r"\bexit", re.I)


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def tool_environment(scratch):
    """An environment for the compiler and SwiftPM: the caller's, with a temporary home."""
    home = os.path.join(scratch, "tool-home")
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, HOME=home)
    for name, relative in XDG.items():
        env[name] = os.path.join(home, relative)
    return env


def bin_path(env):
    return run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, env=env).stdout.strip()


def compiler_flags(bin_dir, scratch):
    flags = ["-swift-version", "6", "-warnings-as-errors", "-I", os.path.join(bin_dir, "Modules"),
             "-module-cache-path", os.path.join(scratch, "module-cache")]
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

def swift_blocks(document, text):
    """Each Swift block to check: (where, source, shown output or None)."""
    blocks = list(fences(text))
    for index, (info, body, line, before) in enumerate(blocks):
        if info != "swift" or before.rstrip().endswith(SKIP):
            continue
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        shown = None
        if following and following[0] == "text" and following[3][len(before):].count("```") == 2:
            shown = following[1]
        yield f"{document}:{line}", f"// ---- {document}:{line}\n{body}", shown


def check_block(where, source, shown, home, flags, objects, scratch, tool_env):
    """Compiles one block alone (and runs it when its output is shown); a failure message or
    None."""
    directory = tempfile.mkdtemp(dir=scratch)
    path = os.path.join(directory, "main.swift")
    with open(path, "w", encoding="utf-8") as f:
        f.write(source)
    if shown is None:
        result = run(["swiftc", "-typecheck", *flags, path], env=tool_env)
        if result.returncode != 0:
            return f"the block does not compile alone (its own imports, nothing shared)\n{result.stderr}"
        return None
    program = os.path.join(directory, "program")
    result = run(["swiftc", *flags, path, *objects, "-o", program], env=tool_env)
    if result.returncode != 0:
        return f"the block does not build alone\n{result.stderr}"
    root, _, env = fake_world(scratch, home)
    result = run([program], env=env, cwd=env["HOME"])
    if result.returncode != 0:
        return f"the program exited {result.returncode}\n{result.stderr}"
    printed = result.stdout.replace(root, "")
    if not matches(shown, printed):
        return f"shown output differs\n--- shown\n{shown}--- printed\n{printed}"
    return None


def check_swift(documents, flags, objects, scratch, tool_env, report):
    jobs = []
    for document, text in documents:
        for where, source, shown in swift_blocks(document, text):
            jobs.append((where, source, shown, home_of(text)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = [pool.submit(check_block, where, source, shown, home, flags, objects, scratch,
                               tool_env) for where, source, shown, home in jobs]
        for (where, *_), future in zip(jobs, futures):
            report.checked += 1
            message = future.result()
            if message:
                report.fail(where, message)


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
    return [(command, shown) for command, shown in examples if TOOL_COMMAND.match(command)]


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


# MARK: - Exit codes stated by --help

def subcommands(binary, env, path=()):
    """Every subcommand path of the tool, from the SUBCOMMANDS section of each help."""
    paths = [list(path)]
    text = run([binary, *path, "--help"], env=env).stdout
    section = text.partition("SUBCOMMANDS:")[2]
    for name in re.findall(r"^  ([a-z][a-z-]*)", section, re.M):
        paths += subcommands(binary, env, (*path, name))
    return paths


def normalized(text):
    return " ".join(text.split())


def check_help(binary_dir, scratch, report):
    binary = os.path.join(binary_dir, "standard-paths")
    _, _, env = fake_world(scratch, "/home/you")
    claimed = {}
    for path, sentence, _ in HELP_EXIT_CLAIMS:
        claimed.setdefault(tuple(path), []).append(sentence)
    for path in subcommands(binary, env):
        help_text = normalized(run([binary, *path, "--help"], env=env).stdout)
        where = f"`standard-paths {' '.join([*path, '--help'])}`"
        # A subcommand inherits the sentences its parent's help is checked for only if it
        # repeats them; each help is checked for its own.
        own = claimed.get(tuple(path), [])
        for sentence in own:
            if normalized(sentence) not in help_text:
                report.fail(where, f"no longer says: {sentence}")
        rest = help_text
        for sentence in own:
            rest = rest.replace(normalized(sentence), "")
        parent = path[:-1]
        while True:  # a subcommand's help may repeat its parent's discussion
            for sentence in claimed.get(tuple(parent), []):
                rest = rest.replace(normalized(sentence), "")
            if not parent:
                break
            parent = parent[:-1]
        if EXIT_MENTION.search(rest):
            report.fail(where, "states an exit code that HELP_EXIT_CLAIMS does not check:\n"
                        + rest[max(0, EXIT_MENTION.search(rest).start() - 80):][:240])
    for path, sentence, commands in HELP_EXIT_CLAIMS:
        root, home, env = fake_world(scratch, "/home/you")
        for name, relative in XDG.items():
            env[name] = os.path.join(home, relative)
        env["PATH"] = binary_dir + os.pathsep + env["PATH"]
        run(["bash", "-c", HELP_SETUP], env=env, cwd=home, check=True)
        for command, expected in commands:
            report.checked += 1
            # `a | grep -q b` reports grep's status: run with pipefail so a's exit code counts.
            result = run(["bash", "-o", "pipefail", "-c", command], env=env, cwd=home)
            if result.returncode != expected:
                report.fail(f"`standard-paths {' '.join([*path, '--help'])}` says \"{sentence}\"",
                            f"`{command}` exited {result.returncode}, expected {expected}\n"
                            + result.stderr.replace(root, "")[:400])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", choices=["swift", "cli", "help"])
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    os.chdir(ROOT)
    swift, cli, helps = Report(), Report(), Report()
    with tempfile.TemporaryDirectory() as scratch:
        tool_env = tool_environment(scratch)
        bin_dir = bin_path(tool_env)
        flags, objects = compiler_flags(bin_dir, scratch), library_objects(bin_dir)
        documents = [(document, open(document, encoding="utf-8").read())
                     for document in arguments.files or DOCUMENTS]
        if arguments.only in (None, "swift"):
            check_swift(documents, flags, objects, scratch, tool_env, swift)
        if arguments.only in (None, "cli"):
            for document, text in documents:
                check_cli(document, text, bin_dir, scratch, cli)
        if arguments.only in (None, "help") and not arguments.files:
            check_help(bin_dir, scratch, helps)
    print(f"{swift.checked} Swift blocks compiled alone, {swift.failed} failed; "
          f"{cli.checked} command-line examples run, {cli.failed} failed; "
          f"{helps.checked} exit codes stated by --help provoked, {helps.failed} failed")
    sys.exit(1 if swift.failed or cli.failed or helps.failed else 0)


if __name__ == "__main__":
    main()
