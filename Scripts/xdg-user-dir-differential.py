#!/usr/bin/env python3
"""Differential test of UserDirectoriesFile against /usr/bin/xdg-user-dir and dash.

xdg-user-dir (Debian package xdg-user-dirs) is a four-line sh script: it
sources "${XDG_CONFIG_HOME:-~/.config}/user-dirs.dirs" with `.` and prints
`eval echo \\${XDG_<KEY>_DIR:-$HOME}` ($HOME/Desktop for DESKTOP). The reader
(UserDirectoriesFile, run through the UserDirsProbe executable) reads the
lines of a small grammar exactly as /bin/sh assigns them and skips every other
line (Design/user-dirs.md, the DocC article Reading user-dirs.dirs). Checks:

1. Real-tool corpus. For every language Debian's xdg-user-dirs ships, in a
   fresh temporary home, `LANGUAGE=<lang> LC_ALL=C.UTF-8 xdg-user-dirs-update
   --force` writes the file; `xdg-user-dir <KEY>` and the reader must agree
   for the 8 keys, with no skipped line. These are the files the reader exists
   for: no difference is allowed.
2. Tool model. dash sources each file the way the tool does (same arguments,
   environment and sourcing line) and dumps every variable at exit. The
   tool's output must equal what the file printed while sourced, followed by
   dash's `echo` of the value (field splitting, echo's backslash escapes)
   or of the $HOME fallback, or nothing more if the shell exited while
   sourcing. This pins down what the tool's output means.
3. Reader. The reader's skipped lines must be exactly the lines outside the
   grammar, with the expected reasons (the generator knows which lines it
   wrote outside the grammar; the hand-written cases say so). A twin of each
   file keeps only the other lines (skipped ones blanked, line numbers kept;
   NUL and a CR before LF removed) with a dump after every line: dash on the
   twin gives, for every key, the last absolute value and its line, which the
   reader must return exactly (bytes normalized like FilePath). So every value
   the reader keeps is what /bin/sh assigns.
4. Classification. Where the reader's answer (or the tool's $HOME fallback
   for an absent key) differs from the tool's output, the reason must be one
   of DELIBERATE; for hand-written cases, exactly the ones the case declares.

Hand-written cases come from Tests/StandardPathsLocationsTests/UserDirs/Cases/grammar-cases.json
(the table UserDirsGrammarTests reads too).

Safety: generated text uses only an allow-listed vocabulary (every run of
letters is checked against ALLOWED_WORDS; `<`, `>`, backquotes and `$(`
appear only in allow-listed snippets), the only commands are shell
built-ins from that list, and everything runs under `env -i` with a fake
HOME and XDG variables under a temporary directory, PATH set to an empty
directory (xdg-user-dirs-update alone gets /usr/bin:/bin), the working
directory in the temporary directory and stdin from /dev/null. The real home
is never read or written.

Usage: Scripts/xdg-user-dir-differential.py [--files N] [--seed S] [--keep]
       [--case NAME] [--no-languages]
"""

import argparse
import glob
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
UPDATE = "/usr/bin/xdg-user-dirs-update"
DASH = "/usr/bin/dash"
CASES = os.path.join(PACKAGE, "Tests/StandardPathsLocationsTests/UserDirs/Cases/grammar-cases.json")
LOCALES = "/usr/share/locale/*/LC_MESSAGES/xdg-user-dirs.mo"
STANDARD_KEYS = ["DESKTOP", "DOWNLOAD", "TEMPLATES", "PUBLICSHARE", "DOCUMENTS", "MUSIC",
                 "PICTURES", "VIDEOS"]
KEYS = STANDARD_KEYS + ["PROJECTS"]

# The documented differences between the reader and the tool (the DocC article
# Reading user-dirs.dirs lists the same names).
DELIBERATE = {
    "skipped-line": "a line outside the grammar is skipped; the shell runs it (a command, "
                    "several statements, ${NAME:-...}, $(...), ~user ...), and may read later "
                    "lines as part of it (a quote or a backslash-newline spanning lines, a "
                    "here-document's body), which the reader reads as lines",
    "shell-exits": "on a syntax or expansion error the shell exits while sourcing and the tool "
                   "prints nothing; the reader skips that line and reads the others",
    "relative-or-empty": "a relative or empty value is ignored and an earlier absolute one stays; "
                         "the tool prints the value, or $HOME when empty",
    "normalized": "repeated and trailing '/' are removed, as FilePath does",
    "crlf": "a CR before LF is dropped",
    "long": "a value longer than 4096 bytes is not assigned",
}
# Not a difference in the reader itself but in the caller: an absent key is
# ~/<Folder> in StandardPaths and $HOME in the tool. Compared as $HOME here.

# The reader's reasons for skipping a line (UserDirectoriesFile.SkippedLine.Reason).
NP = "not a plain assignment"
UQ = "unterminated quote"
LC = "backslash-newline"
CS = "command substitution is never run"
AR = "arithmetic is never evaluated"
PE = "only $NAME and ${NAME} are expanded"
TI = "only a leading ~ or ~/ is expanded"
DQ = "$'' and $\"\" quoting is not read"

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
    assert len(dumps) == 1, dumps
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

def probe(jobs):
    """Runs UserDirsProbe on [(path, env)]; {path: (entries, skipped)} with
    entries {key: (bytes, line)} and skipped [(line, reason)]."""
    executable = os.path.join(PACKAGE, ".build/debug/UserDirsProbe")
    manifest = "".join(
        "\t".join([path] + ["%s=%s" % item for item in env.items()]) + "\n" for path, env in jobs)
    done = subprocess.run([executable], input=manifest.encode(), capture_output=True,
                          check=True, timeout=120)
    results = {}
    current = None
    for line in done.stdout.decode().splitlines():
        fields = line.split(" ")
        if fields[0] == "FILE":
            current = line[5:]
            results[current] = ({}, [])
        elif fields[0] == "KEY":
            value = bytes.fromhex(fields[3]) if len(fields) > 3 else b""
            results[current][0][fields[1]] = (value, int(fields[2]))
        elif fields[0] == "SKIP":
            results[current][1].append((int(fields[1]), " ".join(fields[2:])))
    return results


def normalized(value):
    value = re.sub(rb"/+", b"/", value)
    return value[:-1] if len(value) > 1 and value.endswith(b"/") else value


def physical_lines(text):
    """The lines as the reader sees them: NUL bytes and a CR before LF dropped."""
    return text.replace(b"\0", b"").replace(b"\r\n", b"\n").split(b"\n")


def make_twin(text, skipped):
    """The file without its skipped lines (blanked) and with a dump after each line."""
    twin = b"__ud_dump 0\n"
    for number, line in enumerate(physical_lines(text), start=1):
        twin += (b"" if number in skipped else line) + b"\n__ud_dump %d\n" % number
    return twin


def expected_from_twin(sandbox, text, skipped, env, where, report):
    """{key: (bytes, line)} that dash assigns on the twin's lines, and the
    twin's final variables."""
    lines = physical_lines(text)
    directory = tempfile.mkdtemp(prefix="twin-", dir=sandbox.root)
    with open(os.path.join(directory, "twin.dirs"), "wb") as file:
        file.write(make_twin(text, skipped))
    script = (DUMP_FUNCTION + "; trap '__ud_dump \"end$__ud_done\"' EXIT; . ./twin.dirs;"
              " __ud_done=done")
    _, dumps = run_dumping(sandbox, script, [], env, directory)
    if not dumps or dumps[-1][0] != "enddone" or len(dumps) != len(lines) + 2:
        report.fail(where, "dash did not read the twin to its end (%d dumps for %d lines)"
                    % (len(dumps), len(lines)))
        return {}, {}
    states = [values for _, values in dumps[:-1]]
    expected = {}
    for key in KEYS:
        name = "XDG_%s_DIR" % key
        assigns = re.compile(rb"^[ \t]*(export[ \t]+)?" + name.encode() + rb"=")
        for number, line in enumerate(lines, start=1):
            value = states[number].get(name)
            if (number not in skipped and assigns.match(line) and value
                    and value.startswith(b"/") and len(value) <= 4096):
                expected[key] = (normalized(value), number)
    return expected, states[-1]


# MARK: - Generator

class Unit:
    """Some lines of a file, each with the reason the reader must skip it
    (None: the reader reads it). last_only: the unit may only come last."""

    def __init__(self, lines, last_only=False):
        self.lines = lines
        self.last_only = last_only


class Generator:
    def __init__(self, seed, home2):
        self.random = random.Random(seed)
        self.home2 = home2.encode()

    def pick(self, options):
        return self.random.choice(options)

    def word(self):
        return self.pick(VOCABULARY).encode() + self.pick([b"", b"", b".d", b"-2", b"_x", b"1"])

    def component(self):
        """A piece of a value in the grammar."""
        word = self.word
        return self.pick([
            lambda: word(),
            lambda: word(),
            lambda: word() + b"\\ " + word(),
            lambda: b'"' + word() + b" " + word() + b'"',
            lambda: b"'" + word() + b" $" + word() + b" ;&|()#{}=\"\\'",
            lambda: b'"' + word() + b"\\$" + word() + b'\\"' + b'"',
            lambda: b'"' + word() + b"\\q\\\\" + b'"',
            lambda: b"caf\xe9",
            lambda: b"\xff\xfe" + word(),
            lambda: "caf\u00e9".encode(),
            lambda: word() + b"$" + self.pick([b"A", b"OTHER", b"UNSET", b"{B}", b"{EMPTY}"]),
            lambda: b"cash$",
            lambda: b'"' + word() + b"$" + b'"',
            lambda: word() + b"~" + word(),
            lambda: word() + b"#" + word(),
            lambda: word() + b":" + word(),
            lambda: word() + b"{" + word() + b"}",
            lambda: word() + b"=" + word(),
            lambda: b"\\" + word(),
            lambda: b"\\n" + word(),
            lambda: b"'\\t" + word() + b"'",
            lambda: b'"$A${B}$C"',
            lambda: word() + b"\r" + word(),
            lambda: b"\\\\" + word(),
            lambda: b'"' + word() + b"$'" + word() + b"'\"",
        ])()

    def outside_component(self):
        """A piece of a value outside the grammar, with the reason."""
        word = self.word
        return self.pick([
            (lambda: b"$'" + word() + b"'", DQ),
            (lambda: b'$"' + word() + b'"', DQ),
            (lambda: word() + b":~", TI),
            (lambda: word() + b":~/" + word(), TI),
            (lambda: b"${UNSET:-" + word() + b"}", PE),
            (lambda: b"${OTHER:+" + word() + b"}", PE),
            (lambda: b'"${UNSET:-"' + word() + b' x"}"', PE),
            (lambda: b"${#OTHER}", PE),
            (lambda: b"${UNSET:-" + word() + b"\\}" + word() + b"}", PE),
            (lambda: b'"${UNSET:-' + word() + b'\\}}"', PE),
            (lambda: b'"$A${B}${#C}"', PE),
            (lambda: b'${UNSET:-"' + word() + b'"}', PE),
            (lambda: b"$(echo sub)", CS),
            (lambda: b'"/p$(echo sub)"', CS),
            (lambda: b"`echo bq`", CS),
            (lambda: b"p$((1+2))", AR),
            (lambda: b"p$1", PE),
            (lambda: b"${1:-d}", PE),
            (lambda: b"p$#", PE),
            (lambda: b"p${#}", PE),
            (lambda: b"p$@", PE),
            (lambda: b"p$0", PE),
            (lambda: b"p$?", PE),
            (lambda: b"${HOME%/x}p", PE),
            (lambda: b"${UNSET:-$(echo sub)}", PE),
        ])

    def value_start(self):
        return self.pick([
            b"/", b"/", b"$HOME/", b"${HOME}/", b'"$HOME"/', b"~/", b"~", b"$OTHER/", b"${OTHER}",
            b"$UNI/", b"$SPACED/", b"${A}", b"$B/", b"rel/", b"", b"'/'", b'"/"', b"\\/", b"//",
            b"$EMPTY/", b'"~"/', b"\\~/",
        ])

    def outside_start(self):
        return self.pick([
            (b"${UNSET:-/d}/", PE), (b"${EMPTY:-/d}/", PE), (b"${EMPTY-/d}", PE),
            (b"${OTHER:+/alt}/", PE), (b"${UNSET+/alt}", PE), (b"$'/x'", DQ), (b"${#OTHER}", PE),
            (b"${A:=/def}/", PE), (b"${UNSET:-${OTHER:-/n}/x}", PE), (b"${UNSET:-'/q w'}", PE),
            (b"\"${UNSET:-'/q'}\"", PE), (b"${UNSET:-~/t}", PE), (b"~root/", TI),
            (b"~nosuchuser/", TI),
        ])

    def value(self, outside=False):
        """A value, and the reason the reader skips its line (None if it
        is in the grammar)."""
        parts = [self.component() for _ in range(self.random.randint(0, 3))]
        reason = None
        if outside and self.random.random() < 0.25:
            start, reason = self.outside_start()
        else:
            start = self.value_start()
            if start == b"~" and not outside:
                return start, None
            if start == b"~":
                start = b"~/"
            if outside:
                text, reason = self.outside_component()
                parts.insert(self.random.randrange(len(parts) + 1), text())
        end = self.pick([b"", b"", b"", b"/", b"//"])
        return start + b"/".join(parts) + end, reason

    def key_name(self):
        return b"XDG_%s_DIR" % self.pick(KEYS).encode()

    def name(self):
        roll = self.random.random()
        return self.key_name() if roll < 0.8 else self.pick(AUX).encode()

    def tail(self):
        return self.pick([b"", b"", b"", b" # comment XDG_MUSIC_DIR=/c 'open", b" #" + self.word(),
                          b"\t#", b"  "])

    def lead(self):
        return self.pick([b"", b"", b"", b"", b"  ", b"\t", b"export ", b"  export\t"])

    def assignment(self, name=None):
        value, _ = self.value()
        return (name or self.name()) + b"=" + value

    def grammar_line(self):
        roll = self.random.random()
        if roll < 0.06:
            text = b"HOME=" + self.pick([self.home2, b"$HOME/sub", b'"$HOME"'])
        elif roll < 0.16:
            text = self.pick([b"", b"   ", b"\t", b"# " + self.word() + b" \\", b"#! 'open",
                              b"  # XDG_MUSIC_DIR=/c"])
            return Unit([(text, None)])
        else:
            text = self.assignment()
        return Unit([(self.lead() + text + self.tail(), None)])

    def outside_value_line(self):
        value, reason = self.value(outside=True)
        return Unit([(self.lead() + self.name() + b"=" + value + self.tail(), reason)])

    def structure_line(self):
        """Assignments in the grammar, put together in a way it is not."""
        key = self.key_name()
        value = self.assignment(key)
        text = self.pick([
            b"echo hi there", b"true", b"false", b":",
            value + b" true", value + b" :", value + b" echo " + self.word(),
            key + b" = /srv/x", key + b"= /srv/x",
            value + b" " + self.assignment(), value + b"\t" + self.assignment(),
            value + b";", value + b"; " + self.assignment(), value + b" ;" + self.assignment(),
            b"if true; then " + value + b"; fi",
            b"if false; then " + value + b"; else " + value + b"; fi",
            b"{ " + value + b"; }", b"( " + value + b" )",
            value + b" && true", b"true && " + value, value + b" || true", value + b" | true",
            b"f() { " + value + b"; }", b"case x in x) " + value + b";; esac",
            b"while false; do " + value + b"; done", value + b" >/dev/null",
            b'echo "$HOME" $A', b"export -p >/dev/null", b"! " + value, b"export " + key,
            b"export -- " + value, b"export " + value + b" " + self.pick(AUX).encode(),
        ])
        return Unit([(text, NP)])

    def multiline_unit(self):
        """Lines the shell reads together; the reader reads each alone."""
        key = self.key_name()
        value = self.assignment(key)
        word = self.word()
        return self.pick([
            lambda: Unit([(b": <<EOF", NP), (value, None), (b"EOF", NP)]),
            lambda: Unit([(b": <<'EOF'", NP), (value, None), (b"EOF", NP)]),
            lambda: Unit([(b": <<-EOF", NP), (b"\t" + value, None), (b"\tEOF", NP)]),
            lambda: Unit([(key + b"=/" + word + b"\\", LC), (word, NP)]),
            lambda: Unit([(value + b" \\", NP), (self.assignment(), None)]),
            lambda: Unit([(key + b'="/' + word, UQ), (word + b'"', NP)]),
            lambda: Unit([(key + b"='/" + word, UQ), (word + b"'", NP)]),
            lambda: Unit([(key + b'="/' + word + b"\\", UQ), (word + b'"', NP)]),
        ])()

    def error_unit(self):
        """A line on which the shell exits."""
        key = self.key_name()
        middle = self.pick([
            (key + b"=${UNSET/a/b}", PE), (key + b"=/p${}", PE), (key + b"=${ x}", PE),
            (key + b"=${UNSET?gone}", PE), (key + b"=${EMPTY:?}", PE),
            (b"export " + key + b"=/p 1bad", NP), (b")", NP), (b"fi", NP), (b"done", NP),
            (b";;", NP), (b"; true", NP), (b"&& true", NP), (b"{ true; } " + key + b"=/x", NP),
            (b"true )", NP),
        ])
        last = self.pick([
            (key + b'="/open', UQ), (key + b"='/open", UQ), (key + b"=${OTHER:}", PE),
            (key + b"=$(echo open", CS), (b"if true; then " + key + b"=/x", NP),
            (b"true &&", NP), (key + b"=/x |", NP), (key + b"=${UNSET:-/x", PE),
        ])
        if self.random.random() < 0.5:
            return Unit([middle])
        return Unit([last], last_only=True)

    def file(self):
        units = []
        for _ in range(self.random.randint(3, 12)):
            roll = self.random.random()
            if roll < 0.6:
                units.append(self.grammar_line())
            elif roll < 0.75:
                units.append(self.outside_value_line())
            elif roll < 0.9:
                units.append(self.structure_line())
            else:
                units.append(self.multiline_unit())
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
    """The file and the lines the reader must skip, {line: reason}."""
    lines, skipped = [], {}
    for unit in units:
        for text, reason in unit.lines:
            lines.append(text)
            if reason is not None:
                skipped[len(lines)] = reason
    text = b"".join(line + b"\n" for line in lines)
    if crlf:
        text = text.replace(b"\n", b"\r\n")
    return text, skipped


# MARK: - Comparison

class Report:
    def __init__(self):
        self.failures = []
        self.comparisons = 0
        self.agreements = 0
        self.absent = 0
        self.skipped_lines = {}
        self.differences = {name: 0 for name in DELIBERATE}

    def fail(self, where, message):
        self.failures.append("%s: %s" % (where, message))


def classify(reader_entry, shell_value, twin_value, exited, crlf):
    """The documented difference explaining reader != tool."""
    if crlf:
        return "crlf"
    if exited:
        return "shell-exits"
    if shell_value is not None and len(shell_value) > 4096:
        return "long"
    if twin_value != shell_value:
        return "skipped-line"
    if not shell_value or not shell_value.startswith(b"/"):
        return "relative-or-empty"
    if reader_entry is not None and normalized(shell_value) == reader_entry[0]:
        return "normalized"
    return None


def needs_per_key_source(text):
    return re.search(rb"\$[0-9@*#]|\$\{[0-9@*#]", text) is not None


def compare_tool(report, where, sandbox, env, text, entries, twin_final, crlf):
    """Checks 2 (tool model) and 4 (classification) for every key; returns
    the differences found."""
    per_key = needs_per_key_source(text)
    cache = {}

    def shell_by_key(key):
        source_key = key if per_key else "DOCUMENTS"
        if source_key not in cache:
            cache[source_key] = source_like_the_tool(sandbox, env, source_key)
        return cache[source_key]

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
        entry = entries.get(key)
        from_reader = tool_output(printed, False, values.get("HOME"),
                                  entry[0] if entry else None, key)
        if from_reader == actual:
            report.agreements += 1
            if entry is None:
                report.absent += 1
            continue
        reason = classify(entry, values.get(name), twin_final.get(name), exited, crlf)
        if reason is None:
            report.fail(where, "unexplained difference for %s: reader %r, tool %r"
                        % (key, entry, actual))
            continue
        report.differences[reason] += 1
        found.add(reason)
    return found


def check_file(report, sandbox, where, text, env, result, skipped_expected, crlf):
    """Checks 2-4 for one file; returns the differences found."""
    entries, skipped = result
    for _, reason in skipped:
        report.skipped_lines[reason] = report.skipped_lines.get(reason, 0) + 1
    if skipped != sorted(skipped_expected.items()):
        report.fail(where, "skipped lines: reader %r, expected %r"
                    % (skipped, sorted(skipped_expected.items())))
    expected, twin_final = expected_from_twin(sandbox, text, dict(skipped), env, where, report)
    for key in KEYS:
        if entries.get(key) != expected.get(key):
            report.fail(where, "reader %s: got %r, dash on the twin %r"
                        % (key, entries.get(key), expected.get(key)))
    return compare_tool(report, where, sandbox, env, text, entries, twin_final, crlf)


def latin1(text):
    return text.encode("latin-1")


def check_cases(report, sandbox, only=None):
    with open(CASES, encoding="utf-8") as file:
        document = json.load(file)
    jobs, prepared = [], []
    for case in document["cases"]:
        if only and only not in case["name"]:
            continue
        text = latin1(case["file"].replace("@HOME@", sandbox.home))
        config, path = sandbox.new_config(text)
        overrides = dict(document["environment"])
        overrides.update(case.get("env", {}))
        overrides = {name: None if value is None else latin1(value).decode("utf-8")
                     for name, value in overrides.items()}
        env = sandbox.environment(config, overrides)
        jobs.append((path, env))
        prepared.append((case, text, path, env))
    results = probe(jobs)
    for case, text, path, env in prepared:
        where = "case '%s'" % case["name"]

        def expand(value):
            return latin1(value.replace("@HOME@", sandbox.home))

        want = {key: (expand(value), line) for key, (value, line) in case["entries"].items()}
        if results[path][0] != want:
            report.fail(where, "reader: got %r, case says %r" % (results[path][0], want))
        crlf = b"\r\n" in text
        found = check_file(report, sandbox, where, text, env, results[path],
                           {line: reason for line, reason in case["skipped"]}, crlf)
        if sorted(found) != case["differences"]:
            report.fail(where, "differences found %r, case declares %r"
                        % (sorted(found), case["differences"]))
    return len(prepared)


def check_generated(report, sandbox, count, seed):
    generator = Generator(seed, os.path.join(sandbox.root, "home2"))
    pending = []
    for _ in range(count):
        units, crlf = generator.file()
        text, skipped = assemble(units, crlf)
        check_safe(text, generator.home2)
        config, path = sandbox.new_config(text)
        pending.append((text, skipped, crlf, path, sandbox.environment(config)))
    results = probe([(item[3], item[4]) for item in pending])
    for index, (text, skipped, crlf, path, env) in enumerate(pending):
        where = "generated file %d (%s)" % (index, path)
        check_file(report, sandbox, where, text, env, results[path], skipped, crlf)
    return len(pending)


# MARK: - The real tool's files

def languages():
    return sorted(path.split("/")[4] for path in glob.glob(LOCALES))


def check_languages(report, sandbox):
    """Check 1: the file xdg-user-dirs-update writes in every language it
    ships, read by the tool and by the reader, must agree for the 8 keys.
    Returns (languages, comparisons, agreements)."""
    names = languages()
    jobs, prepared = [], []
    for language in names:
        root = os.path.join(sandbox.root, "lang-" + language)
        home = os.path.join(root, "home")
        os.makedirs(home)
        env = {"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config"),
               "XDG_DATA_HOME": os.path.join(home, ".local/share"),
               "XDG_CACHE_HOME": os.path.join(home, ".cache"),
               "XDG_STATE_HOME": os.path.join(home, ".local/state"),
               "PATH": sandbox.bin}
        update = dict(env, PATH="/usr/bin:/bin", LANGUAGE=language, LC_ALL="C.UTF-8")
        done = subprocess.run(["env", "-i"] + ["%s=%s" % item for item in update.items()]
                              + [UPDATE, "--force"], cwd=sandbox.cwd, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=20)
        path = os.path.join(env["XDG_CONFIG_HOME"], "user-dirs.dirs")
        if done.returncode != 0 or not os.path.exists(path):
            report.fail("language " + language, "xdg-user-dirs-update failed: %r" % done.stderr)
            continue
        jobs.append((path, env))
        prepared.append((language, path, env))
    results = probe(jobs)
    comparisons = agreements = 0
    for language, path, env in prepared:
        entries, skipped = results[path]
        if skipped:
            report.fail("language " + language, "skipped lines %r" % skipped)
        for key in STANDARD_KEYS:
            comparisons += 1
            actual = run([TOOL, key], env, sandbox.cwd)[0]
            entry = entries.get(key)
            from_reader = tool_output(b"", False, env["HOME"].encode(),
                                      entry[0] if entry else None, key)
            if entry is not None and from_reader == actual:
                agreements += 1
            else:
                report.fail("language " + language, "%s: tool %r, reader %r"
                            % (key, actual, entry))
    return len(names), comparisons, agreements


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    parser.add_argument("--case", help="only hand-written cases whose name contains this")
    parser.add_argument("--no-languages", action="store_true",
                        help="skip the xdg-user-dirs-update corpus")
    arguments = parser.parse_args()
    for executable in (TOOL, UPDATE, DASH):
        if not os.access(executable, os.X_OK):
            sys.exit("%s is missing (apt-get install xdg-user-dirs dash)" % executable)
    subprocess.run(["swift", "build", "--product", "UserDirsProbe"], cwd=PACKAGE, check=True,
                   capture_output=True)
    started = time.time()
    sandbox = Sandbox(arguments.keep)
    report = Report()
    language_counts = None
    try:
        if not arguments.case and not arguments.no_languages:
            language_counts = check_languages(report, sandbox)
        case_count = check_cases(report, sandbox, arguments.case)
        files = 0 if arguments.case else check_generated(report, sandbox, arguments.files,
                                                         arguments.seed)
    finally:
        sandbox.close()
    if language_counts:
        print("xdg-user-dirs-update corpus: %d languages, %d of %d agree"
              % (language_counts[0], language_counts[2], language_counts[1]))
    print("hand-written cases: %d; generated files: %d (seed %d); keys per file: %d"
          % (case_count, files, arguments.seed, len(KEYS)))
    print("skipped lines (all as expected unless a failure says otherwise): %d"
          % sum(report.skipped_lines.values()))
    for reason, count in sorted(report.skipped_lines.items()):
        print("  skipped: %-38s %5d" % (reason, count))
    print("comparisons (file x key): %d; reader == tool: %d (of which absent key -> $HOME: %d);"
          " documented differences: %d" % (report.comparisons, report.agreements, report.absent,
                                            sum(report.differences.values())))
    for name, count in report.differences.items():
        print("  documented difference %-18s %5d" % (name, count))
    print("failures: %d; %.1f s" % (len(report.failures), time.time() - started))
    for failure in report.failures[:40]:
        print("FAIL " + failure)
    sys.exit(1 if report.failures else 0)


if __name__ == "__main__":
    main()
