#!/usr/bin/env python3
"""Whole-process start-up benchmark: the static CLI against its peers, in one run.

Every command runs under the same clean environment (`env -i` semantics: only HOME, a fresh empty
folder, and this process's PATH), alternating (one run of each command per round, so drifting
machine load hits all of them alike), spawned with posix_spawn and reaped with wait4: wall time is
measured around spawn+wait, peak RSS is the child's ru_maxrss. Standard output and error go to
/dev/null. The loop runs in a small C program (compiled on the fly), not in Python: Linux counts
the spawning process's memory in a child's ru_maxrss (exec records the old address space's
peak), so a Python parent would add its own ~15 MiB to every figure; the C runner adds ~1 MiB,
visible as the C hello world's figure. Prints a Markdown table of medians (and the 10th-90th percentile), each peer's time as
a multiple of the CLI's, and peak RSS.

Peers: `systemd-path` (apt systemd), `xdg-user-dir DOCUMENTS` (apt xdg-user-dirs),
`python3 -m platformdirs` with Debian's /usr/bin/python3 (apt python3-platformdirs) and with the
default python3 (pip platformdirs), a static Swift program that imports only FoundationEssentials
(the floor of any Swift CLI) and a C hello world.

Usage: Scripts/bench-startup.py [--rounds N] [--cli [LABEL=]PATH]...
  (default: builds the CLI as `Scripts/install.sh --fixed-address` does, the build BENCHMARKS.md
  measured, and uses that binary; pass --cli to measure the default, position-independent one)
"""

import argparse
import os
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
   after WARMUP unmeasured rounds, and prints "command nanoseconds maxrss_kib" per run. */
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
        printf("%d %lld %ld\n", c, (end.tv_sec - start.tv_sec) * 1000000000LL
               + (end.tv_nsec - start.tv_nsec), usage.ru_maxrss);
    }
  return 0;
}
"""
C_HELLO = """#include <stdio.h>
int main(void) { puts("hello"); return 0; }
"""


def build_cli():
    return subprocess.run([os.path.join(ROOT, "Scripts", "install.sh"), "--print-binary",
                           "--fixed-address"],
                          cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


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


def default_python():
    """The interpreter `python3` runs in this shell (resolving pyenv-style shims)."""
    return subprocess.run(["python3", "-c", "import sys; print(sys.executable)"], check=True,
                          capture_output=True, text=True).stdout.strip()


def version(argv):
    result = subprocess.run(argv, capture_output=True, text=True)
    return (result.stdout or result.stderr).strip().splitlines()[0]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--cli", action="append", default=[],
                        help="a standard-paths binary, or LABEL=PATH; repeat to compare builds, the "
                             "first is the reference (default: build it as Scripts/install.sh "
                             "--fixed-address does)")
    args = parser.parse_args()

    clis = args.cli or [build_cli()]
    python = default_python()
    with tempfile.TemporaryDirectory() as scratch:
        swift_floor, swift_floor_fixed, c_hello = build_floors(scratch)
        home = os.path.join(scratch, "home")
        os.mkdir(home)
        env = {"HOME": home, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        commands = [(f"standard-paths dirs --json ({label})", [path, "dirs", "--json"])
                    for label, path in (cli.split("=", 1) if "=" in cli else (cli, cli)
                                        for cli in clis)] + [
            ("systemd-path", [shutil.which("systemd-path") or "/usr/bin/systemd-path"]),
            ("xdg-user-dir DOCUMENTS", [shutil.which("xdg-user-dir") or "/usr/bin/xdg-user-dir",
                                        "DOCUMENTS"]),
            (f"python3 -m platformdirs (Debian {version(['/usr/bin/python3', '--version'])}, "
             "apt python3-platformdirs)", ["/usr/bin/python3", "-m", "platformdirs"]),
            (f"python3 -m platformdirs (default {version([python, '--version'])} at {python}, "
             "pip platformdirs)", [python, "-m", "platformdirs"]),
            ("static Swift, FoundationEssentials only (floor)", [swift_floor]),
            ("the same floor linked -no-pie", [swift_floor_fixed]),
            ("C hello world", [c_hello]),
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
        for line in output.splitlines():
            index, nanoseconds, kib = (int(field) for field in line.split())
            label = commands[index][0]
            times[label].append(nanoseconds / 1e6)
            rss[label].append(kib / 1024)

    cli_median = statistics.median(times[commands[0][0]])
    print(f"{args.rounds} alternating rounds; env -i HOME=<empty temp dir> PATH=<same>; "
          f"{os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.2f}\n")
    print("| command | median ms | p10–p90 ms | × the CLI's time | peak RSS MiB (median) |")
    print("|---|---:|---:|---:|---:|")
    for label, _ in commands:
        values = times[label]
        median = statistics.median(values)
        print(f"| {label} | {median:.2f} | {percentile(values, 0.1):.2f}–"
              f"{percentile(values, 0.9):.2f} | {median / cli_median:.2f} | "
              f"{statistics.median(rss[label]):.1f} |")


if __name__ == "__main__":
    main()
