#!/usr/bin/env python3
"""Differential test of UserDirectoriesFile against /usr/bin/xdg-user-dir.

xdg-user-dir (Debian package xdg-user-dirs) is a four-line sh script: it
sources "${XDG_CONFIG_HOME:-~/.config}/user-dirs.dirs" with `.` and prints
`eval echo \\${XDG_<KEY>_DIR:-$HOME}` ($HOME/Desktop for DESKTOP). This script
generates user-dirs.dirs files that are safe to source, runs the real tool
for every key, runs the reader (through the UserDirsProbe executable, Sources/UserDirsProbe) on the
same files, and compares the bytes. Every disagreement must be one of the
deliberate differences in DELIBERATE (and the DocC article Reading user-dirs.dirs).

Three checks per file, all exact:

1. Tool model. dash sources the file the way the tool does (same arguments,
   environment and sourcing line) and dumps every variable at exit. The
   tool's output must equal what the file printed while sourced, followed by
   dash's `echo` of the value (field splitting, echo's backslash escapes)
   or of the $HOME fallback, or nothing more if the shell exited while
   sourcing. This pins down what the tool's output means.
2. Reader. The generator knows which statements the reader deliberately
   does not run or ignores. It writes a twin of each file without them (line
   numbers kept) and with a dump after every top-level statement. dash on
   the twin gives, for every key, the last absolute value and the statement
   that set it: the reader must return exactly those bytes (normalized like
   FilePath), a line inside that statement, and stop (or not) where dash
   stopped.
3. Classification. Where the reader's answer (or the tool's $HOME fallback
   for an absent key) differs from the tool's output, the reason must be one
   of DELIBERATE.

Hand-written cases come from Tests/StandardPathsTests/UserDirs/Cases/shell-cases.json:
their 'shell' values are checked against dash, their 'reader' values
against the probe, and their 'differences' against the classification.

Safety: generated text uses only an allow-listed vocabulary (every run of
letters is checked against ALLOWED_WORDS; `<`, `>`, backquotes and `$(`
appear only in allow-listed snippets), the only commands are shell
built-ins from that list, and everything runs under `env -i` with a fake
HOME and XDG_CONFIG_HOME under a temporary directory, PATH set to an empty
directory, the working directory in the temporary directory and stdin from
/dev/null.

Usage: Scripts/xdg-user-dir-differential.py [--files N] [--seed S] [--keep]
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = "/usr/bin/xdg-user-dir"
DASH = "/usr/bin/dash"
CASES = os.path.join(PACKAGE, "Tests/StandardPathsTests/UserDirs/Cases/shell-cases.json")
KEYS = ["DESKTOP", "DOWNLOAD", "TEMPLATES", "PUBLICSHARE", "DOCUMENTS", "MUSIC",
        "PICTURES", "VIDEOS", "PROJECTS"]

# The deliberate differences between the reader and the tool (DIFFERENCES.md).
DELIBERATE = {
    "stopped": "the shell exits at an error while sourcing: the tool prints nothing; the reader "
               "keeps what was assigned before the error (and reports the line)",
    "relative-or-empty": "a relative or empty value is ignored and an earlier absolute one stays "
                         "(DECISIONS 9.3); the tool prints the value, or $HOME when empty",
    "normalized": "repeated and trailing '/' are removed, as FilePath does",
    "not-run": "nothing is run: command substitution, arithmetic, special parameters, ~user, "
               "pattern removal, and every command other than plain assignments and export "
               "(compound commands, pipelines, &&, ||, redirections, special built-ins, "
               "functions) are ignored with their assignments",
    "crlf": "a CR before LF is dropped",
    "long": "a value longer than 4096 bytes is not assigned",
    "nesting": "${...} and quotes nested deeper than 32 levels are a syntax error",
}
# Not a difference in the reader itself but in the caller: an absent key is
# ~/<Folder> in StandardPaths and $HOME in the tool. Compared as $HOME here.

VOCABULARY = ["Docs", "Music", "Pics", "Vids", "Desk", "Down", "Tmpl", "Pub", "Proj", "data",
              "srv", "media", "one", "two", "my", "files", "caf", "old", "new", "x", "y", "z"]
AUX = ["A", "B", "C"]
ENV_NAMES = ["OTHER", "EMPTY", "UNSET", "SPACED", "UNI"]
ALLOWED_WORDS = set(VOCABULARY + AUX + ENV_NAMES + KEYS + [
    "XDG", "DIR", "HOME", "home", "true", "false", "echo", "export", "if", "then", "else",
    "fi", "while", "do", "done", "case", "in", "esac", "f", "EOF", "E", "rel", "d", "w",
    "n", "alt", "root", "nosuchuser", "sub", "bq", "p", "q", "hi", "there", "gone", "def",
    "open", "null", "dev", "c", "bad", "comment", "e", "a", "b", "m", "v", "lit", "t", "cash"])
SNIPPETS = [b">/dev/null", b"<<EOF", b"<<'EOF'", b"<<-EOF", b'<<"EOF"', b"$(echo sub)",
            b"`echo bq`", b"$(echo open", b"$((1+2))"]

DUMP_FUNCTION = (
    "__ud_dump() { printf 'D%s\\0' \"$1\" >>@DUMP@; for __ud_v in HOME A B C NEW XDG__DIR "
    + " ".join("XDG_%s_DIR" % k for k in KEYS)
    + "; do eval \"__ud_s=\\${$__ud_v+set}\"; if [ -n \"$__ud_s\" ]; then"
    " eval \"printf '%s\\0%s\\0' \\\"\\$__ud_v\\\" \\\"\\$$__ud_v\\\"\" >>@DUMP@; fi; done;"
    " printf '\\0' >>@DUMP@; }")


# MARK: - Sandbox and processes

class Sandbox:
    """A temporary directory holding the fake home, one config directory per
    file, an empty PATH directory and the working directory."""

    def __init__(self, keep):
        self.root = tempfile.mkdtemp(prefix="xdgdiff-")
        self.keep = keep
        self.home = os.path.join(self.root, "home")
        self.bin = os.path.join(self.root, "empty-bin")
        self.cwd = os.path.join(self.root, "cwd")
        for directory in (self.home, self.bin, self.cwd):
            os.mkdir(directory)
        self.count = 0

    def new_config(self, content):
        self.count += 1
        config = os.path.join(self.root, "cfg%04d" % self.count)
        os.mkdir(config)
        path = os.path.join(config, "user-dirs.dirs")
        with open(path, "wb") as file:
            file.write(content)
        return config, path

    def environment(self, config, overrides=None):
        env = {"HOME": self.home, "OTHER": "/srv/other", "EMPTY": "", "SPACED": "/srv/a b",
               "UNI": "/srv/\u00e9"}
        for name, value in (overrides or {}).items():
            if value is None:
                env.pop(name, None)
            else:
                env[name] = value.replace("@HOME@", self.home)
        env["XDG_CONFIG_HOME"] = config
        env["PATH"] = self.bin
        return env

    def close(self):
        if not self.keep:
            shutil.rmtree(self.root, ignore_errors=True)


def run(argv, env, cwd):
    """Runs argv with exactly env; returns (stdout, stderr)."""
    args = ["env", "-i"] + ["%s=%s" % item for item in env.items()] + argv
    done = subprocess.run(args, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                          timeout=20)
    return done.stdout, done.stderr


def run_dumping(sandbox, script, argv_tail, env, cwd):
    """Runs dash with script, in which @DUMP@ names a fresh file; returns
    (stdout, dumps)."""
    fd, path = tempfile.mkstemp(prefix="dump-", dir=sandbox.root)
    os.close(fd)
    try:
        stdout, _ = run([DASH, "-c", script.replace("@DUMP@", path)] + argv_tail, env, cwd)
        with open(path, "rb") as file:
            return stdout, parse_dumps(file.read())
    finally:
        os.unlink(path)


def parse_dumps(data):
    """[(label, {name: value})] from __ud_dump output."""
    fields = data.split(b"\0")
    dumps = []
    index = 0
    while index < len(fields) and fields[index].startswith(b"D"):
        label = fields[index][1:].decode()
        index += 1
        values = {}
        while index < len(fields) and fields[index] != b"":
            values[fields[index].decode()] = fields[index + 1]
            index += 2
        index += 1
        dumps.append((label, values))
    return dumps


def source_like_the_tool(sandbox, env, key):
    """dash sourcing the file exactly as xdg-user-dir does ($0, $1, env,
    sourcing line). Returns (printed bytes, exited while sourcing, vars)."""
    script = (DUMP_FUNCTION + "; trap '__ud_dump \"$__ud_done\"' EXIT; "
              "test -f ${XDG_CONFIG_HOME:-~/.config}/user-dirs.dirs && "
              ". ${XDG_CONFIG_HOME:-~/.config}/user-dirs.dirs; __ud_done=done")
    stdout, dumps = run_dumping(sandbox, script, [TOOL, key], env, sandbox.cwd)
    assert len(dumps) == 1, dump
    label, values = dumps[0]
    return stdout, label != "done", values


def run_tool(sandbox, env, key):
    return run([TOOL, key], env, sandbox.cwd)[0]


# MARK: - What the tool prints

def dash_echo(arguments):
    """dash's echo: -n as the first argument, backslash escapes, \\c."""
    out = bytearray()
    newline = True
    if arguments and arguments[0] == b"-n":
        newline = False
        arguments = arguments[1:]
    simple = {ord("\\"): 0x5C, ord("a"): 7, ord("b"): 8, ord("e"): 27, ord("f"): 12,
              ord("n"): 10, ord("r"): 13, ord("t"): 9, ord("v"): 11}
    for position, argument in enumerate(arguments):
        if position:
            out += b" "
        index = 0
        while index < len(argument):
            byte = argument[index]
            if byte != 0x5C or index + 1 >= len(argument):
                out.append(byte)
                index += 1
                continue
            code = argument[index + 1]
            index += 2
            if code == ord("c"):
                return bytes(out)
            if code in simple:
                out.append(simple[code])
            elif ord("0") <= code <= ord("7"):
                value, digits = (0, 3) if code == ord("0") else (code - 48, 2)
                while digits and index < len(argument) and 48 <= argument[index] <= 55:
                    value = value * 8 + argument[index] - 48
                    index += 1
                    digits -= 1
                out.append(value & 0xFF)
            else:
                out += bytes([0x5C, code])
    if newline:
        out += b"\n"
    return bytes(out)


def tool_output(printed, exited, home, value, key):
    """What xdg-user-dir prints for key when the shell holds value (None or
    b"" for unset or empty) and home after sourcing."""
    if exited:
        return printed
    if not value:
        value = (home or b"") + (b"/Desktop" if key == "DESKTOP" else b"")
    fields = [field for field in re.split(rb"[ \t\n]+", value) if field]
    return printed + dash_echo(fields)


# MARK: - Reader

def probe(sandbox, jobs):
    """Runs userdirs-probe on [(path, env)]; {path: (entries, stop)}."""
    executable = os.path.join(PACKAGE, ".build/debug/UserDirsProbe")
    manifest = "".join(
        "\t".join([path] + ["%s=%s" % item for item in env.items()]) + "\n" for path, env in jobs)
    done = subprocess.run([executable], input=manifest.encode(), capture_output=True,
                          check=True, timeout=60)
    results = {}
    current = None
    for line in done.stdout.decode().splitlines():
        fields = line.split(" ")
        if fields[0] == "FILE":
            current = line[5:]
            results[current] = ({}, None)
        elif fields[0] == "KEY":
            value = bytes.fromhex(fields[3]) if len(fields) > 3 else b""
            results[current][0][fields[1]] = (value, int(fields[2]))
        elif fields[0] == "STOP":
            results[current] = (results[current][0], int(fields[1]))
    return results


def normalized(value):
    value = re.sub(rb"/+", b"/", value)
    return value[:-1] if len(value) > 1 and value.endswith(b"/") else value


# MARK: - Generator

class Unit:
    """A top-level complete command: its text, what the reader effectively
    runs of it (twin), and whether it may only come last."""

    def __init__(self, text, twin=None, last_only=False, kind="plain"):
        self.text = text
        self.twin = text if twin is None else twin
        self.last_only = last_only
        self.kind = kind


class Generator:
    def __init__(self, seed, home2):
        self.random = random.Random(seed)
        self.home2 = home2.encode()

    def pick(self, options):
        return self.random.choice(options)

    def word(self):
        return self.pick(VOCABULARY).encode() + self.pick([b"", b"", b".d", b"-2", b"_x", b"1"])

    def component(self):
        r = self.random.random
        word = self.word
        options = [
            lambda: word(),
            lambda: word(),
            lambda: word() + b"\\ " + word(),
            lambda: b'"' + word() + b" " + word() + b'"',
            lambda: b"'" + word() + b" $" + word() + b" ;&|()#{}=\"\\'",
            lambda: b'"' + word() + b"\\$" + word() + b'\\"' + b'"',
            lambda: b'"' + word() + b"\\q\\\\" + b'"',
            lambda: word() + b"\\\n" + word(),
            lambda: b'"' + word() + b"\n" + word() + b'"',
            lambda: b"caf\xe9",
            lambda: b"\xff\xfe" + word(),
            lambda: "caf\u00e9".encode(),
            lambda: word() + b"$" + self.pick([b"A", b"OTHER", b"UNSET", b"{B}", b"{EMPTY}"]),
            lambda: b"cash$",
            lambda: b"$'" + word() + b"'",
            lambda: b'$"' + word() + b'"',
            lambda: word() + b"~" + word(),
            lambda: word() + b"#" + word(),
            lambda: word() + b":~",
            lambda: word() + b":~/" + word(),
            lambda: word() + b"{" + word() + b"}",
            lambda: word() + b"=" + word(),
            lambda: b"\\" + word(),
            lambda: b"${UNSET:-" + word() + b"}",
            lambda: b"${OTHER:+" + word() + b"}",
            lambda: b'"${UNSET:-"' + word() + b' x"}"',
            lambda: b"${#OTHER}",
            lambda: b"\\n" + word(),
            lambda: b"'\\t" + word() + b"'",
            lambda: b'"' + word() + b"\\\n" + word() + b'"',
            lambda: b"${UNSET:-" + word() + b"\\}" + word() + b"}",
            lambda: b'"${UNSET:-' + word() + b'\\}}"',
            lambda: b'"$A${B}${#C}"',
            lambda: b'${UNSET:-"' + word() + b'"}',
            lambda: word() + b"\r" + word(),
            lambda: b"\\\\" + word(),
        ]
        return self.pick(options)()

    def value_start(self):
        return self.pick([
            b"/", b"/", b"$HOME/", b"${HOME}/", b'"$HOME"/', b"~/", b"~", b"$OTHER/", b"${OTHER}",
            b"$UNI/", b"$SPACED/", b"${UNSET:-/d}/", b"${EMPTY:-/d}/", b"${EMPTY-/d}",
            b"${OTHER:+/alt}/", b"${UNSET+/alt}", b"${A}", b"$B/", b"rel/", b"", b"'/'", b'"/"',
            b"\\/", b"$'/x'", b"${#OTHER}", b"${A:=/def}/", b"${UNSET:-${OTHER:-/n}/x}",
            b"${UNSET:-'/q w'}", b"\"${UNSET:-'/q'}\"", b"${UNSET:-~/t}", b"//", b"$EMPTY/",
        ])

    def value(self):
        start = self.value_start()
        if start == b"~":
            return start
        parts = [self.component() for _ in range(self.random.randint(0, 3))]
        end = self.pick([b"", b"", b"", b"/", b"//"])
        return start + b"/".join(parts) + end

    def assignment(self, name):
        return name + b"=" + self.value()

    def key_name(self):
        return b"XDG_%s_DIR" % self.pick(KEYS).encode()

    def ignored_value(self):
        return self.pick([
            b"$(echo sub)", b'"/p$(echo sub)"', b"`echo bq`", b"/p$((1+2))", b"/p$1",
            b"${1:-/d}", b"/p$#", b"/p${#}", b"/p$@", b"/p$0", b"~root/x", b"~nosuchuser/x",
            b"${HOME%/x}/p", b"${HOME#/}", b"${UNSET:-$(echo sub)}", b"${OTHER:+$1}", b"/p$?",
        ])

    def assignment_unit(self, used):
        """1-3 assignments, optionally exported, some ignored. Each XDG key is
        assigned at most once per line (`used`), so that the dumps between
        lines show every value the reader may keep."""
        words, twin_words = [], []
        for _ in range(self.random.randint(1, 3)):
            roll = self.random.random()
            if roll < 0.7:
                name = self.key_name()
                if name in used:
                    continue
                used.add(name)
            elif roll < 0.95:
                name = self.pick(AUX).encode()
            else:
                name = b"HOME"
                text = b"HOME=" + self.pick([self.home2, b"$HOME/sub", b'"$HOME"'])
                words.append(text)
                twin_words.append(text)
                continue
            if self.random.random() < 0.12:
                words.append(name + b"=" + self.ignored_value())
            else:
                text = self.assignment(name)
                words.append(text)
                twin_words.append(text)
        if not words:
            text = self.assignment(self.pick(AUX).encode())
            words.append(text)
            twin_words.append(text)
        prefix = b""
        if self.random.random() < 0.2:
            prefix = self.pick([b"export ", b"export -- "])
            if self.random.random() < 0.3:
                name = self.pick(AUX).encode()
                words.append(name)
                twin_words.append(name)
        joiner = self.pick([b" ", b" ", b"\t", b" \\\n"])
        text = prefix + joiner.join(words)
        twin = prefix + joiner.join(twin_words) if twin_words else b""
        if prefix == b"export -- " and not twin_words:
            twin = b""
        return text, twin

    def statement_line(self):
        """One or more ;-separated assignment statements, maybe a comment."""
        texts, twins = [], []
        used = set()
        for _ in range(self.pick([1, 1, 1, 2, 3])):
            text, twin = self.assignment_unit(used)
            texts.append(text)
            if twin:
                twins.append(twin)
        separator = self.pick([b"; ", b";", b" ; "])
        text = separator.join(texts)
        twin = separator.join(twins)
        tail = self.pick([b"", b"", b"", b";", b" # comment XDG_MUSIC_DIR=/c 'open",
                          b" #" + self.word()])
        if tail == b";" and not twin:
            return Unit(text + tail, b"", kind="assign")
        return Unit(text + tail, twin + (tail if twin else b""), kind="assign")

    def not_run_unit(self):
        key = self.key_name()
        value = self.assignment(key)
        return Unit(self.pick([
            b"echo hi there",
            b"true",
            b"false",
            b":",
            value + b" true",
            value + b" :",
            value + b" echo " + self.word(),
            key + b" = /srv/x",
            b"if true; then " + value + b"; fi",
            b"if false; then " + value + b"; else " + value + b"; fi",
            b"{ " + value + b"; }",
            b"( " + value + b" )",
            value + b" && true",
            b"true && " + value,
            value + b" || true",
            value + b" | true",
            b"f() { " + value + b"; }",
            b"case x in x) " + value + b";; esac",
            b"while false; do " + value + b"; done",
            value + b" >/dev/null",
            b": <<EOF\n" + value + b"\nEOF",
            b": <<'EOF'\n" + value + b"\nEOF",
            b": <<-EOF\n\t" + value + b"\n\tEOF",
            b'echo "$HOME" $A',
            b"export -p >/dev/null",
            b"! " + value,
        ]), b"", kind="not-run")

    def error_unit(self):
        key = self.key_name()
        middle = self.pick([
            key + b"=${UNSET/a/b}", key + b"=/p${}", key + b"=${ x}", key + b"=${UNSET?gone}",
            key + b"=${EMPTY:?}", b"export " + key + b"=/p 1bad", b")", b"fi", b"done",
            b";;", b"; true", b"&& true", b"{ true; } " + key + b"=/x", b"true )",
        ])
        last = self.pick([
            key + b'="/open', key + b"='/open", key + b"=${OTHER:}", key + b"=$(echo open",
            b"if true; then " + key + b"=/x", b"true &&", key + b"=/x |", key + b"=${UNSET:-/x",
        ])
        if self.random.random() < 0.5:
            return Unit(middle, kind="error")
        return Unit(last, last_only=True, kind="error")

    def file(self):
        units = []
        for _ in range(self.random.randint(3, 12)):
            roll = self.random.random()
            if roll < 0.65:
                units.append(self.statement_line())
            elif roll < 0.85:
                units.append(self.not_run_unit())
            elif roll < 0.95:
                units.append(Unit(self.pick([b"", b"# " + self.word() + b" \\", b"   "])))
            else:
                units.append(Unit(self.pick(AUX).encode() + b"=" + self.value(), kind="assign"))
        if self.random.random() < 0.08:
            error = self.error_unit()
            if error.last_only:
                units.append(error)
            else:
                units.insert(self.random.randrange(len(units) + 1), error)
        crlf = self.random.random() < 0.04
        return units, crlf


def check_safe(text, home2):
    """Raises unless text only holds allow-listed words and snippets (and
    the second fake home directory)."""
    stripped = text.replace(home2, b" ")
    for snippet in SNIPPETS:
        stripped = stripped.replace(snippet, b" ")
    for byte in (b"<", b">", b"`", b"$("):
        if byte in stripped:
            raise ValueError("unsafe %r in %r" % (byte, text))
    for match in re.finditer(rb"(\\?)([A-Za-z]+)", stripped):
        escaped, word = match.group(1), match.group(2).decode()
        if word not in ALLOWED_WORDS and not (escaped and word[1:] in ALLOWED_WORDS):
            raise ValueError("word %r not allowed in %r" % (word, text))


def assemble(units, crlf):
    """The file, the instrumented twin, and each unit's line range."""
    text, twin = b"", b"__ud_dump 0\n"
    ranges = []
    line = 1
    for index, unit in enumerate(units, start=1):
        body = unit.text + b"\n"
        lines = body.count(b"\n")
        twin_body = unit.twin + b"\n" * (lines - unit.twin.count(b"\n"))
        assert twin_body.count(b"\n") == lines
        ranges.append((line, line + lines - 1))
        line += lines
        text += body
        twin += twin_body + (b"__ud_dump %d\n" % index if index < len(units) else b"")
    if crlf:
        text = text.replace(b"\n", b"\r\n")
    return text, twin, ranges


# MARK: - Comparison

class Report:
    def __init__(self):
        self.failures = []
        self.comparisons = 0
        self.agreements = 0
        self.absent = 0
        self.differences = {name: 0 for name in DELIBERATE}

    def fail(self, where, message):
        self.failures.append("%s: %s" % (where, message))


def classify(reader_entry, shell_value, twin_value, exited, crlf):
    """The deliberate difference explaining reader != tool."""
    if crlf:
        return "crlf"
    if exited:
        return "stopped"
    if shell_value is not None and len(shell_value) > 4096:
        return "long"
    if twin_value != shell_value:
        return "not-run"
    if not shell_value or not shell_value.startswith(b"/"):
        return "relative-or-empty"
    if reader_entry is not None and normalized(shell_value) == reader_entry[0]:
        return "normalized"
    return None


def compare_tool(report, where, sandbox, env, reader, shell_by_key, twin_final, crlf,
                 declared=None):
    """Checks 1 (tool model) and 3 (classification) for every key."""
    found = set()
    with ThreadPoolExecutor(max_workers=2) as pool:
        outputs = dict(zip(KEYS, pool.map(lambda key: run_tool(sandbox, env, key), KEYS)))
    for key in KEYS:
        printed, exited, values = shell_by_key(key)
        name = "XDG_%s_DIR" % key
        actual = outputs[key]
        expected = tool_output(printed, exited, values.get("HOME"), values.get(name), key)
        if actual != expected:
            report.fail(where, "tool model for %s: tool %r, model %r" % (key, actual, expected))
            continue
        report.comparisons += 1
        entry = reader[0].get(key)
        from_reader = tool_output(printed, False, values.get("HOME"),
                                  entry[0] if entry else None, key)
        if from_reader == actual:
            report.agreements += 1
            if entry is None:
                report.absent += 1
            continue
        twin_value = values.get(name) if twin_final is None else twin_final.get(name)
        reason = classify(entry, values.get(name), twin_value, exited, crlf)
        if declared is not None:
            # Hand-written cases have no twin: what the mechanical rules do
            # not explain must be the one non-mechanical reason declared.
            if reason is not None and reason not in declared:
                reason = None
            others = [item for item in declared if item in ("not-run", "nesting")]
            if reason is None and len(others) == 1:
                reason = others[0]
        if reason is None:
            report.fail(where, "unexplained difference for %s: reader %r, tool %r"
                        % (key, entry, actual))
            continue
        report.differences[reason] += 1
        found.add(reason)
    return found


def expected_from_twin(dumps, count, ranges, units):
    """{key: (bytes, allowed line ranges)} and the stopping unit, from the
    instrumented twin's dumps."""
    # One state after each unit but the last, then the state at exit: after
    # the last unit, or part-way through the unit where dash stopped.
    states = [values for label, values in dumps]
    stopped = dumps[-1][0] != "enddone"
    expected = {}
    for key in KEYS:
        name = "XDG_%s_DIR" % key
        last = None
        for index in range(1, len(states)):
            value = states[index].get(name)
            if value and value.startswith(b"/"):
                last = index
        if last is None:
            continue
        value = states[last][name]
        first = last
        while first > 1 and states[first - 1].get(name) == value:
            first -= 1
        allowed = [ranges[i - 1] for i in range(first, last + 1)
                   if name.encode() in units[i - 1].twin]
        expected[key] = (normalized(value), allowed or [ranges[last - 1]])
    stop_unit = len(states) - 1 if stopped else None
    return expected, stop_unit, (states[-1] if states else {})


def check_generated(report, sandbox, index, probe_results, pending):
    units, crlf, text, twin, ranges, config, path, env = pending
    where = "generated file %d (%s)" % (index, path)
    script = (DUMP_FUNCTION + "; trap '__ud_dump \"end$__ud_done\"' EXIT; . ./twin.dirs;"
              " __ud_done=done")
    _, dumps = run_dumping(sandbox, script, [], env, os.path.dirname(path))
    expected, stop_unit, twin_final = expected_from_twin(dumps, len(units), ranges, units)
    reader = probe_results[path]
    entries, stop = reader
    for key in KEYS:
        want = expected.get(key)
        got = entries.get(key)
        if want is None and got is None:
            continue
        if want is None or got is None or want[0] != got[0] or not any(
                low <= got[1] <= high for low, high in want[1]):
            report.fail(where, "reader %s: got %r, want %r" % (key, got, want))
    if stop_unit is None and stop is not None:
        report.fail(where, "reader stopped at line %d, dash did not" % stop)
    if stop_unit is not None:
        low, high = ranges[stop_unit - 1] if stop_unit <= len(ranges) else (0, 0)
        if stop is None or not low <= stop <= high + 1:
            report.fail(where, "reader stop %r, dash stopped in lines %d-%d" % (stop, low, high))
    per_key = needs_per_key_source(text)
    cache = {}

    def shell_by_key(key):
        source_key = key if per_key else "DOCUMENTS"
        if source_key not in cache:
            cache[source_key] = source_like_the_tool(sandbox, env, source_key)
        return cache[source_key]

    compare_tool(report, where, sandbox, env, reader, shell_by_key, twin_final, crlf)


def needs_per_key_source(text):
    return re.search(rb"\$[0-9@*#]|\$\{[0-9@*#]", text) is not None


def latin1(text):
    return text.encode("latin-1")


def check_cases(report, sandbox, only=None):
    with open(CASES, encoding="utf-8") as file:
        document = json.load(file)
    jobs, prepared = [], []
    for case in document["cases"]:
        if only and only not in case["name"]:
            continue
        config, path = sandbox.new_config(latin1(case["file"]))
        overrides = dict(document["environment"])
        overrides.update(case.get("env", {}))
        env = sandbox.environment(config, overrides)
        jobs.append((path, env))
        prepared.append((case, path, env))
    results = probe(sandbox, jobs)
    for case, path, env in prepared:
        where = "case '%s'" % case["name"]
        home = sandbox.home

        def expand(text):
            return latin1(text.replace("@HOME@", home))

        printed, exited, values = source_like_the_tool(sandbox, env, "DOCUMENTS")
        for name, want in case["shell"].items():
            got = values.get(name)
            if (None if want is None else expand(want)) != got:
                report.fail(where, "dash %s: got %r, case says %r" % (name, got, want))
        if exited != case["shellStops"]:
            report.fail(where, "dash stops: %r, case says %r" % (exited, case["shellStops"]))
        entries, stop = results[path]
        want_entries = {key: (expand(value), line) for key, (value, line) in case["reader"].items()}
        if entries != want_entries:
            report.fail(where, "reader: got %r, case says %r" % (entries, want_entries))
        if stop != case["readerStop"]:
            report.fail(where, "reader stop: got %r, case says %r" % (stop, case["readerStop"]))
        cache = {}

        def shell_by_key(key, env=env):
            if key not in cache:
                cache[key] = source_like_the_tool(sandbox, env, key)
            return cache[key]

        crlf = b"\r\n" in latin1(case["file"])
        found = compare_tool(report, where, sandbox, env, results[path], shell_by_key, None, crlf,
                             declared=case["differences"])
        if sorted(found) != case["differences"]:
            report.fail(where, "differences found %r, case declares %r"
                        % (sorted(found), case["differences"]))
    return len(prepared)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    parser.add_argument("--case", help="only hand-written cases whose name contains this")
    arguments = parser.parse_args()
    for executable in (TOOL, DASH):
        if not os.access(executable, os.X_OK):
            sys.exit("%s is missing (apt-get install xdg-user-dirs dash)" % executable)
    subprocess.run(["swift", "build", "--product", "UserDirsProbe"], cwd=PACKAGE, check=True,
                   capture_output=True)
    started = time.time()
    sandbox = Sandbox(arguments.keep)
    report = Report()
    try:
        case_count = check_cases(report, sandbox, arguments.case)
        files = 0
        if not arguments.case:
            generator = Generator(arguments.seed, os.path.join(sandbox.root, "home2"))
            pending = []
            for index in range(arguments.files):
                units, crlf = generator.file()
                text, twin, ranges = assemble(units, crlf)
                check_safe(text, generator.home2)
                config, path = sandbox.new_config(text)
                with open(os.path.join(config, "twin.dirs"), "wb") as file:
                    file.write(twin)
                pending.append((units, crlf, text, twin, ranges, config, path,
                                sandbox.environment(config)))
            results = probe(sandbox, [(item[6], item[7]) for item in pending])
            for index, item in enumerate(pending):
                check_generated(report, sandbox, index, results, item)
            files = len(pending)
    finally:
        sandbox.close()
    print("hand-written cases: %d; generated files: %d (seed %d); keys per file: %d"
          % (case_count, files, arguments.seed, len(KEYS)))
    print("comparisons (file x key): %d; reader == tool: %d (of which absent key -> $HOME: %d);"
          " deliberate differences: %d" % (report.comparisons, report.agreements, report.absent,
                                          sum(report.differences.values())))
    for name, count in report.differences.items():
        print("  deliberate difference %-18s %5d" % (name, count))
    print("failures: %d; %.1f s" % (len(report.failures), time.time() - started))
    for failure in report.failures[:40]:
        print("FAIL " + failure)
    sys.exit(1 if report.failures else 0)


if __name__ == "__main__":
    main()
