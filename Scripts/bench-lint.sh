#!/usr/bin/env bash
# Whole-process benchmark of `standard-paths lint` on 10,000 assets (34,610
# empty files in 100 folders: the resolver benchmark's tree, see
# Benchmarks/Sources/ResolverFixtures), for the 11 presets: table, JSON and
# HTML output. Needs hyperfine (apt-get install hyperfine).
# Usage: Scripts/bench-lint.sh [runs]   (prints a Markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
swift build -c release --product standard-paths >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/tree" <<'PY'
import os, sys
root = sys.argv[1]
for index in range(10000):
    folder = f"{root}/f{index // 100:02d}"
    os.makedirs(folder, exist_ok=True)
    variants = [".png", "@2x.png"]
    if index % 4 == 0: variants.append("@3x.png")
    if index % 5 == 0: variants += ["~ipad.png", "@2x~ipad.png"]
    if index % 7 == 0: variants.append("-568h@2x.png")
    if index % 11 == 0: variants.append("-667h@2x.png")
    if index % 13 == 0: variants.append("-736h@3x.png")
    if index % 3 == 0: variants.append("-hd.png")
    if index % 6 == 0: variants.append("~mac.png")
    for variant in variants:
        open(f"{folder}/asset{index:05d}{variant}", "w").close()
PY
lint=.build/release/standard-paths
"$lint" lint "$work/tree" | tail -1 >&2
hyperfine -N --warmup 2 --runs "$runs" --style none --export-markdown "$work/results.md" \
  -n 'lint (table)' "$lint lint $work/tree" \
  -n 'lint --json' "$lint lint $work/tree --json" \
  -n 'lint --html' "$lint lint $work/tree --html $work/report.html" >/dev/null 2>&1
cat "$work/results.md"
