#!/usr/bin/env python3
"""Whole-process start-up benchmark: the installed CLI on real invocations against its peers, in one run.

Every command runs under the same clean environment (`env -i` semantics: HOME a fresh empty
folder, XDG_RUNTIME_DIR, XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME and XDG_STATE_HOME fresh
folders, and this process's PATH), alternating (one run of each command per round, so drifting
machine load hits all of them alike), spawned with posix_spawn and reaped with wait4: wall time is
measured around spawn+wait, peak RSS is the child's ru_maxrss. Standard output and error go to
/dev/null; a command that exits with a non-zero status stops the run. The loop runs in a small C
program (compiled on the fly), not in Python: Linux counts the spawning process's memory in a
child's ru_maxrss (exec records the old address space's peak), so a Python parent would add its
own ~15 MiB to every figure; the C runner adds ~1 MiB, visible as the C hello world's figure.

The CLI is measured on the invocations a script makes (`dirs --json --app MyApp`, `dir config
--app MyApp`, `dir caches --platform macos --app MyApp`, `suffix NAME`, `resolve NAME --root DIR`)
and the shortest one, `dirs --json`. Peers: `systemd-path` (apt systemd), `xdg-user-dir DOCUMENTS` (apt
xdg-user-dirs), `python3 -m platformdirs` with Debian's /usr/bin/python3 (apt
python3-platformdirs), a static Swift program that imports only FoundationEssentials (the floor
of any Swift CLI, position-independent and -no-pie) and a C hello world.

Prints a Markdown table: median and 10th-90th percentile wall time, the median over rounds of
systemd-path's time divided by the command's time in the same round (so > 1 means faster than
systemd-path), the same against platformdirs, the median CPU time (user + system, from wait4:
less sensitive than wall time to other jobs on the machine) and its per-round ratio to
systemd-path's, and the median peak RSS.

Usage: Scripts/bench-startup.py [--rounds N] [--cli [LABEL=]PATH]... [--argument-parser-floor]
                                [--extra LABEL=COMMAND]...
  (default: installs the CLI as the README documents, `Scripts/install.sh --prefix TMP`: a
  position-independent executable, stripped, and measures that binary; repeat --cli to compare
  builds; --argument-parser-floor adds two programs that do nothing but parse `--app MyApp
  --json` with argument-parser, the floor it sets)
"""

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SWIFT_FLOOR = """import FoundationEssentials
print(ProcessInfo.processInfo.environment["HOME"] ?? "")
"""
RUNNER = r"""
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <fcntl.h>
extern char **environ;
/* runner ROUNDS WARMUP CMD... with commands separated by "--": runs them in turn, ROUNDS times
   after WARMUP unmeasured rounds, and prints "command nanoseconds maxrss_kib cpu_microseconds"
   per run (CPU: user + system time of the child). */
int main(int argc, char **argv) {
  int rounds = atoi(argv[1]), warmup = atoi(argv[2]), count = 0;
  char **commands[64];
  commands[count++] = &argv[3];
  for (int i = 3; i < argc; i++)
    if (strcmp(argv[i], "--") == 0) { argv[i] = NULL; commands[count++] = &argv[i + 1]; }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  for (int round = 0; round < warmup + rounds; round++)
    for (int c = 0; c < count; c++) {
      struct timespec start, end;
      struct rusage usage;
      int status;
      pid_t pid;
      clock_gettime(CLOCK_MONOTONIC, &start);
      if (posix_spawn(&pid, commands[c][0], &actions, NULL, commands[c], environ) != 0) return 2;
      if (wait4(pid, &status, 0, &usage) != pid) return 2;
      clock_gettime(CLOCK_MONOTONIC, &end);
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "%s exited with status %d\n", commands[c][0], status);
        return 1;
      }
      if (round >= warmup)
        printf("%d %lld %ld %lld\n", c, (end.tv_sec - start.tv_sec) * 1000000000LL
               + (end.tv_nsec - start.tv_nsec), usage.ru_maxrss,
               (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL
               + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
    }
  return 0;
}
"""
C_HELLO = """#include <stdio.h>
int main(void) { puts("hello"); return 0; }
"""


def install_cli(prefix):
    """The documented install (position-independent, stripped) under `prefix`; its binary."""
    subprocess.run([os.path.join(ROOT, "Scripts", "install.sh"), "--prefix", prefix], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return os.path.join(prefix, "bin", "standard-paths")


def build_floors(scratch):
    swift_source = os.path.join(scratch, "floor.swift")
    c_source = os.path.join(scratch, "hello.c")
    with open(swift_source, "w") as f:
        f.write(SWIFT_FLOOR)
    with open(c_source, "w") as f:
        f.write(C_HELLO)
    swift_binary = os.path.join(scratch, "swift-floor")
    swift_fixed = os.path.join(scratch, "swift-floor-no-pie")
    c_binary = os.path.join(scratch, "c-hello")
    subprocess.run(["swiftc", "-O", "-static-stdlib", swift_source, "-o", swift_binary],
                   check=True, cwd=scratch, stderr=subprocess.DEVNULL)
    subprocess.run(["swiftc", "-O", "-static-stdlib", "-Xclang-linker", "-no-pie", swift_source,
                    "-o", swift_fixed], check=True, cwd=scratch, stderr=subprocess.DEVNULL)
    subprocess.run(["cc", "-O2", c_source, "-o", c_binary], check=True)
    return swift_binary, swift_fixed, c_binary


ARGUMENT_PARSER_FLOOR_PACKAGE = """// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "floor",
  dependencies: [.package(path: "CHECKOUT")],
  targets: [
    .executableTarget(
      name: "floor-root",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .executableTarget(
      name: "floor-sub",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .executableTarget(name: "floor-none"),
  ]
)
"""
ARGUMENT_PARSER_FLOOR = """import ArgumentParser
import FoundationEssentials

struct Floor: ParsableCommand {
  CONFIGURATION
  @Option var app = "x"
  @Flag var json = false
  func run() {
    print(ProcessInfo.processInfo.environment["HOME"] ?? "", app, json)
  }
}
Floor.main()
"""
NO_ARGUMENT_PARSER = """import FoundationEssentials

print(ProcessInfo.processInfo.environment["HOME"] ?? "", "x", false)
"""
SUPER_COMMAND_NAME = """static var configuration: CommandConfiguration {
    var configuration = CommandConfiguration(commandName: "floor")
    configuration._superCommandName = "tool"
    return configuration
  }"""


def build_argument_parser_floors(scratch):
    """Two programs that parse `--app X --json` with the argument-parser the CLI builds with
    (Scripts/install.sh's checkout), built as install.sh builds and stripped: one parsed as a
    plain root, one whose configuration has a super-command name, as the CLI's subcommands do;
    and the same program without argument-parser, built the same way, to subtract."""
    checkout = os.path.join(ROOT, ".build-install", "checkouts", "swift-argument-parser")
    if not os.path.isdir(checkout):
        raise SystemExit("no argument-parser checkout: run Scripts/install.sh --print-binary first")
    package = os.path.join(scratch, "floor-package")
    for target, source in [
            ("floor-root", ARGUMENT_PARSER_FLOOR.replace("CONFIGURATION", "")),
            ("floor-sub", ARGUMENT_PARSER_FLOOR.replace("CONFIGURATION", SUPER_COMMAND_NAME)),
            ("floor-none", NO_ARGUMENT_PARSER)]:
        os.makedirs(os.path.join(package, "Sources", target))
        with open(os.path.join(package, "Sources", target, "main.swift"), "w") as f:
            f.write(source)
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write(ARGUMENT_PARSER_FLOOR_PACKAGE.replace("CHECKOUT", checkout))
    flags = ["-c", "release", "--static-swift-stdlib", "--disable-local-rpath", "-Xlinker",
             "--icf=all"]
    subprocess.run(["swift", "build"] + flags, cwd=package, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build"] + flags + ["--show-bin-path"], cwd=package,
                              check=True, capture_output=True, text=True).stdout.strip()
    binaries = []
    for target in ["floor-root", "floor-sub", "floor-none"]:
        binary = os.path.join(scratch, target)
        subprocess.run(["strip", "--strip-all", "-o", binary, os.path.join(bin_path, target)],
                       check=True)
        binaries.append(binary)
    return binaries


def version(argv):
    result = subprocess.run(argv, capture_output=True, text=True)
    return (result.stdout or result.stderr).strip().splitlines()[0]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


# The invocations measured, as a script calls the tool: (label, arguments); RES is the resource
# folder the script creates.
INVOCATIONS = [
    ("dirs --json --app MyApp", ["dirs", "--json", "--app", "MyApp"]),
    ("dir config --app MyApp", ["dir", "config", "--app", "MyApp"]),
    ("dir caches --platform macos --app MyApp", ["dir", "caches", "--platform", "macos", "--app",
                                                 "MyApp"]),
    ("suffix Image1-667h@2x~iphone.png", ["suffix", "Image1-667h@2x~iphone.png"]),
    ("resolve Image1 --root RES", ["resolve", "Image1", "--root", "RES"]),
    ("dirs --json", ["dirs", "--json"]),
]
SYSTEMD = "systemd-path"
PLATFORMDIRS = "python3 -m platformdirs"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--cli", action="append", default=[],
                        help="a standard-paths binary, or LABEL=PATH; repeat to compare builds "
                             "(default: install it as Scripts/install.sh does, PIE, stripped)")
    parser.add_argument("--argument-parser-floor", action="store_true",
                        help="also build and measure two programs that only parse one option "
                             "and one flag with argument-parser (a few minutes of building)")
    parser.add_argument("--extra", action="append", default=[],
                        help="another command to measure, LABEL=COMMAND [ARGUMENTS] (split as a "
                             "shell would); repeatable")
    args = parser.parse_args()

    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as scratch:
        clis = [cli.split("=", 1) if "=" in cli else (None, cli) for cli in args.cli]
        if not clis:
            clis = [("installed", install_cli(os.path.join(scratch, "prefix")))]
        swift_floor, swift_floor_fixed, c_hello = build_floors(scratch)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        for variable, folder in [("HOME", "home"), ("XDG_RUNTIME_DIR", "runtime"),
                                 ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                                 ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")]:
            env[variable] = os.path.join(scratch, folder)
            os.mkdir(env[variable], 0o700)
        resources = os.path.join(scratch, "resources")
        os.mkdir(resources)
        for name in ["Image1.png", "Image1@2x.png", "Image1-667h@2x.png"]:
            open(os.path.join(resources, name), "w").close()
        commands = []
        for label, path in clis:
            for invocation, arguments in INVOCATIONS:
                arguments = [resources if argument == "RES" else argument
                             for argument in arguments]
                suffix = f" ({label})" if len(clis) > 1 else ""
                commands.append((f"`standard-paths {invocation}`{suffix}", [path] + arguments))
        commands += [
            (SYSTEMD, [shutil.which("systemd-path") or "/usr/bin/systemd-path"]),
            ("xdg-user-dir DOCUMENTS", [shutil.which("xdg-user-dir") or "/usr/bin/xdg-user-dir",
                                        "DOCUMENTS"]),
            (PLATFORMDIRS, ["/usr/bin/python3", "-m", "platformdirs"]),
            ("static Swift, FoundationEssentials only (floor, PIE)", [swift_floor]),
            ("the same floor linked -no-pie", [swift_floor_fixed]),
            ("C hello world", [c_hello]),
        ] + [(label, shlex.split(command))
             for label, command in (extra.split("=", 1) for extra in args.extra)]
        if args.argument_parser_floor:
            floor_root, floor_sub, floor_none = build_argument_parser_floors(scratch)
            commands += [
                ("the same program without argument-parser, built the same way", [floor_none]),
                ("argument-parser floor: one option and one flag, parsed as the root",
                 [floor_root, "--app", "MyApp", "--json"]),
                ("the same with a super-command name (no completion-script check)",
                 [floor_sub, "--app", "MyApp", "--json"]),
            ]
        runner = os.path.join(scratch, "runner")
        runner_source = runner + ".c"
        with open(runner_source, "w") as f:
            f.write(RUNNER)
        subprocess.run(["cc", "-O2", runner_source, "-o", runner], check=True)
        argv = [runner, str(args.rounds), "5"]
        for index, (_, command) in enumerate(commands):
            argv += (["--"] if index else []) + command
        output = subprocess.run(argv, env=env, check=True, capture_output=True, text=True).stdout
        times = {label: [] for label, _ in commands}
        rss = {label: [] for label, _ in commands}
        cpu = {label: [] for label, _ in commands}
        for line in output.splitlines():
            index, nanoseconds, kib, microseconds = (int(field) for field in line.split())
            label = commands[index][0]
            times[label].append(nanoseconds / 1e6)
            rss[label].append(kib / 1024)
            cpu[label].append(max(microseconds, 1) / 1e3)

    def per_round(reference, label, values=times):
        return statistics.median(r / t for r, t in zip(values[reference], values[label]))

    python_version = version(["/usr/bin/python3", "--version"])
    print(f"{args.rounds} alternating rounds after 5 unmeasured; each child under env -i with HOME "
          f"and XDG_*_HOME, XDG_RUNTIME_DIR fresh temporary folders, PATH=<same>; "
          f"{os.cpu_count()} CPUs; load average {load_before[0]:.2f} before, "
          f"{os.getloadavg()[0]:.2f} after; {version(['systemd-path', '--version'])}; "
          f"platformdirs on Debian's {python_version}\n")
    print(f"| command | median ms | p10–p90 ms | {SYSTEMD} ÷ this (per round) | "
          f"platformdirs ÷ this (per round) | CPU ms (median) | {SYSTEMD} ÷ this, CPU | "
          f"peak RSS MiB (median) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, _ in commands:
        values = times[label]
        print(f"| {label} | {statistics.median(values):.2f} | {percentile(values, 0.1):.2f}–"
              f"{percentile(values, 0.9):.2f} | {per_round(SYSTEMD, label):.2f} | "
              f"{per_round(PLATFORMDIRS, label):.2f} | {statistics.median(cpu[label]):.2f} | "
              f"{per_round(SYSTEMD, label, cpu):.2f} | {statistics.median(rss[label]):.1f} |")


if __name__ == "__main__":
    main()
