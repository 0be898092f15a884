#!/usr/bin/env bash
# Whole-process benchmark of `standard-paths lint` on 10,000 assets (34,610
# PNG files in 100 folders: the resolver benchmark's tree, see
# Benchmarks/Sources/ResolverFixtures, written as real PNGs whose pixel sizes
# match their names, so every header is read and every size checked), for the
# 11 presets: table, JSON, compiler and HTML output. Needs hyperfine
# (apt-get install hyperfine).
# A second argument sets the number of assets: 28900 makes the 100,000-file
# case (100,017 files in 289 folders). The HTML page's size is printed, and
# with chromium on PATH the wall clock of `chromium --headless --dump-dom` on
# it (browser start included; best of 3, in a throw-away HOME and profile).
# Usage: Scripts/bench-lint.sh [runs] [assets]   (prints a Markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
assets=${2:-10000}
swift build -c release --product standard-paths >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/tree" "$assets" <<'PY'
import os, struct, sys, zlib
root = sys.argv[1]
cache = {}
def png(side):
    if side not in cache:
        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
        rows = (b"\x00" + b"\x80\x40\x20" * side) * side
        cache[side] = (b"\x89PNG\r\n\x1a\n"
                       + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
                       + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    return cache[side]
for index in range(int(sys.argv[2])):
    folder = f"{root}/f{index // 100:03d}"
    os.makedirs(folder, exist_ok=True)
    # (suffix, scale): sizes are 8 px per point of scale.
    variants = [(".png", 1), ("@2x.png", 2)]
    if index % 4 == 0: variants.append(("@3x.png", 3))
    if index % 5 == 0: variants += [("~ipad.png", 1), ("@2x~ipad.png", 2)]
    if index % 7 == 0: variants.append(("-568h@2x.png", 2))
    if index % 11 == 0: variants.append(("-667h@2x.png", 2))
    if index % 13 == 0: variants.append(("-736h@3x.png", 3))
    if index % 3 == 0: variants.append(("-hd.png", 2))
    if index % 6 == 0: variants.append(("~mac.png", 1))
    for suffix, scale in variants:
        with open(f"{folder}/asset{index:05d}{suffix}", "wb") as f:
            f.write(png(8 * scale))
PY
lint=.build/release/standard-paths
"$lint" lint "$work/tree" | tail -1 >&2
hyperfine -N --warmup 2 --runs "$runs" --style none --export-markdown "$work/results.md" \
  -n 'lint (table)' "$lint lint $work/tree" \
  -n 'lint --format json' "$lint lint $work/tree --format json" \
  -n 'lint --format compiler' "$lint lint $work/tree --format compiler" \
  -n 'lint --html' "$lint lint $work/tree --html $work/report.html" \
  -n 'lint --names-only (table)' "$lint lint $work/tree --names-only" >/dev/null 2>&1
ls -l "$work/report.html" | awk '{print "HTML page: " $5 " bytes"}' >&2
if browser=$(command -v chromium || command -v chromium-browser); then
  mkdir -p "$work/home"
  best=
  for _ in 1 2 3; do
    rm -rf "$work/profile"
    start=$(date +%s%N)
    HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache \
      "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
      --user-data-dir="$work/profile" --dump-dom "file://$work/report.html" >/dev/null 2>&1
    took=$((($(date +%s%N) - start) / 1000000))
    if [[ -z $best ]] || ((took < best)); then best=$took; fi
  done
  echo "chromium --dump-dom of the page: $best ms (best of 3)" >&2
fi
cat "$work/results.md"
