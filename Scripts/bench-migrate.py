#!/usr/bin/env python3
"""Throughput of `standard-paths migrate` across file systems against
`cp -a` + `sync` + `rm -rf` (issue 24's acceptance; figures in BENCHMARKS.md).

Cases: 20,000 small files (100-2,000 bytes in 20 folders) tmpfs -> disk and
disk -> tmpfs, and one 1 GiB file tmpfs -> disk. Each run gets a fresh source
(copied from a template, not timed), an absent destination and a `sync`
first; the tool and `cp` alternate. Needs root (it mounts a tmpfs) and a
release build: `swift build -c release --product standard-paths`.

Usage: Scripts/bench-migrate.py [--runs N] [--cases small,big] [--disk DIR] [--binary PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def build_small_tree(root):
    os.makedirs(root)
    noise = os.urandom(1 << 16)
    for folder in range(20):
        directory = os.path.join(root, f"folder-{folder}")
        os.mkdir(directory)
        for index in range(1000):
            size = 100 + (index * 37 + folder) % 1900
            start = (index * 7919) % (len(noise) - size)
            with open(os.path.join(directory, f"file-{index}.dat"), "wb") as file:
                file.write(noise[start:start + size])


def build_big_file(root):
    os.makedirs(root)
    block = os.urandom(1 << 20)
    with open(os.path.join(root, "big.bin"), "wb") as file:
        for _ in range(1024):
            file.write(block)


def run(command, environment=None):
    started = time.perf_counter()
    subprocess.run(command, check=True, env=environment, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def measure(binary, template, source_parent, destination_parent, runs):
    """Alternating runs; returns the tool's and cp's times in seconds."""
    legacy = os.path.join(source_parent, ".bench")
    destination = os.path.join(destination_parent, "bench")
    environment = {
        "PATH": "/usr/bin:/bin", "HOME": source_parent, "XDG_DATA_HOME": destination_parent,
        "XDG_RUNTIME_DIR": source_parent,
    }
    os.makedirs(source_parent, exist_ok=True)
    os.makedirs(destination_parent, exist_ok=True)
    times = {"tool": [], "cp": []}
    for _ in range(runs):
        for who in ("tool", "cp"):
            for path in (legacy, destination):
                shutil.rmtree(path, ignore_errors=True)
            subprocess.run(["cp", "-a", template, legacy], check=True)
            subprocess.run(["sync"], check=True)
            if who == "tool":
                times[who].append(run(
                    [binary, "migrate", legacy, "--to", "applicationSupport", "--app", "bench"],
                    environment))
                assert not os.path.exists(legacy) and os.path.isdir(destination)
            else:
                times[who].append(run(
                    ["sh", "-c", 'cp -a "$0" "$1" && sync && rm -rf "$0"', legacy, destination]))
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cases", default="small,big")
    parser.add_argument("--disk", default="/var/tmp/bench-migrate")
    parser.add_argument(
        "--binary", default=os.path.join(ROOT, ".build/release/standard-paths"))
    arguments = parser.parse_args()
    disk = arguments.disk
    memory = disk + "-tmpfs"
    for path in (disk, memory):
        os.makedirs(path, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3g", "tmpfs", memory], check=True)
    try:
        wanted = arguments.cases.split(",")
        cases = [
            ("20,000 files, tmpfs -> disk", build_small_tree, memory, disk),
            ("20,000 files, disk -> tmpfs", build_small_tree, disk, memory),
        ] if "small" in wanted else []
        if "big" in wanted:
            cases.append(("1 GiB file, tmpfs -> disk", build_big_file, memory, disk))
        print("| case | standard-paths migrate (median) | cp -a + sync + rm -rf (median) | ratio |")
        print("|---|---:|---:|---:|")
        for label, build, source, destination in cases:
            template = os.path.join(source, "template")
            shutil.rmtree(template, ignore_errors=True)
            build(template)
            times = measure(
                arguments.binary, template, os.path.join(source, "home"),
                os.path.join(destination, "data"), arguments.runs)
            shutil.rmtree(template, ignore_errors=True)
            tool = statistics.median(times["tool"])
            copy = statistics.median(times["cp"])
            print(f"| {label} | {tool:.2f} s | {copy:.2f} s | {tool / copy:.2f} |")
            runs = lambda values: " ".join(f"{value:.2f}" for value in values)
            print(f"  runs: tool {runs(times['tool'])}; cp {runs(times['cp'])}", file=sys.stderr)
            sys.stdout.flush()
    finally:
        subprocess.run(["umount", "-l", memory])
        shutil.rmtree(disk, ignore_errors=True)


if __name__ == "__main__":
    main()
