#!/usr/bin/env python3
"""Compares two standard-paths binaries on argument lists where parsing could differ.

Runs each binary with the same argument lists (the invocations scripts make, every form of help
and version, completion scripts and completions, usage errors of each kind, escaped control
characters) under the same clean environment (HOME and XDG_RUNTIME_DIR fixed, COLUMNS=100) and
prints every list whose exit code, standard output or standard error differ. Used to check that a
change to how the CLI dispatches to argument-parser reads every argument list as before
(Design/command-line.md#start-up).

Usage: Scripts/compare-cli-output.py OLD_BINARY NEW_BINARY
"""
import os
import subprocess
import sys
import tempfile


def main():
    old, new = sys.argv[1], sys.argv[2]
    home = tempfile.mkdtemp()
    resources = tempfile.mkdtemp()
    open(os.path.join(resources, "Image1@2x.png"), "w").close()
    RES = resources
    cases = [
        [], ["dirs"], ["--json"], ["dirs", "--json"], ["dirs", "--json", "--app", "X"],
        ["--app", "X"], ["--json", "--app", "X", "--explain"], ["dir", "config", "--app", "X"],
        ["dir", "caches", "--platform", "macos", "--app", "X"], ["suffix", "Image1@2x.png"],
        ["suffix", "-hd.png"], ["suffix", "--json", "a@2x~ipad.png"],
        ["resolve", "Image1", "--root", RES], ["resolve", "Image1", "--root", RES, "--explain"],
        ["--help"], ["-h"], ["help"], ["help", "dir"], ["dir", "--help"], ["dir", "-h"],
        ["suffix", "--help"], ["suffix", "-h"], ["dirs", "--help"], ["--json", "--help"],
        ["resolve", "--help"], ["lint", "--help"], ["migrate", "--help"], ["backup", "--help"],
        ["--help-hidden"], ["dir", "--help-hidden"], ["--version"], ["dirs", "--version"],
        ["dir", "config", "--version"], ["suffix", "--version"],
        ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
        ["--generate-completion-script=fish"], ["dir", "--generate-completion-script", "bash"],
        ["---completion", "dir", "--", "positional@0", "0", "0"], ["--experimental-dump-help"],
        ["dir", "--experimental-dump-help"], ["frobnicate"], ["x"], ["dir"], ["dir", "nope"],
        ["dir", "config", "--platform", "beos"], ["dir", "config", "--app", "../evil"],
        ["dir", "config", "--app", "a\nb"], ["--bogus"], ["dirs", "--bogus"],
        ["dirs", "--json", "--bogus"], ["--json", "--bogus"],
        ["dirs", "--create", "--platform", "macos"], ["--create", "--platform", "windows"],
        ["suffix"], ["suffix", "a", "b"], ["resolve"], ["resolve", "x"],
        ["resolve", "x", "--root"], ["resolve", "x", "--root", "/nonexistent"],
        ["resolve", "x", "--root", RES, "--scale", "-1"],
        ["resolve", "x", "--root", RES, "--device", "nope"], ["lint"], ["migrate"], ["backup"],
        ["backup", "--bogus"], ["dirs", "extra"], ["dir", "config", "extra"], ["--", "x"], ["--"],
        ["dirs", "--app"], ["dir", "config", "--app"], ["-x"], ["dir", "-x"],
        ["dir", "config", "-ah"], ["dirs", "--platform"], ["dirs", "--platform", "x\ny"],
        ["dir", "config", "--app", "X", "--org", "O", "--bundle-id", "com.x", "--roaming", "--no-service-dirs"],
        ["dir", "config", "--app="], ["suffix", "--", "-h"], ["dirs", "help"], ["dir", "help"],
        ["help", "nope"], ["help", "suffix"],
    ]
    environment = {"HOME": home, "PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": "/tmp/rt",
                   "COLUMNS": "100"}
    differing = 0
    for arguments in cases:
        results = [subprocess.run([binary] + arguments, env=environment, capture_output=True)
                   for binary in (old, new)]
        outcomes = [(r.returncode, r.stdout, r.stderr) for r in results]
        if outcomes[0] != outcomes[1]:
            differing += 1
            print("differs:", arguments)
            for status, stdout, stderr in outcomes:
                print("   ", status, stdout[:300], stderr[:400])
    print(f"{len(cases)} argument lists, {differing} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
