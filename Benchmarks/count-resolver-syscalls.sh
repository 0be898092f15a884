#!/usr/bin/env bash
# Counts the stat-family system calls of resolver lookups with strace.
#
#   cd Benchmarks && ./count-resolver-syscalls.sh [N]
#
# Builds the ResolverSyscalls driver (release), generates the 10,000-asset
# tree in a fresh temporary directory, then runs the driver under
#   strace -f -c -e trace=%stat,newfstatat,statx,access,faccessat,faccessat2
# in each mode, and prints the calls per mode and per lookup. Per-lookup
# counts subtract the `index` run (process start-up plus listing every
# folder once) from the `cold` and `warm` runs, and the `none` run from the
# `baseline` run, then divide by N (default 10000).
set -euo pipefail
cd "$(dirname "$0")"
lookups=${1:-10000}
command -v strace >/dev/null || { echo "strace is missing (apt-get install strace)" >&2; exit 1; }
swift build -c release --product ResolverSyscalls >/dev/null
driver=.build/release/ResolverSyscalls
tree=$(mktemp -d "${TMPDIR:-/tmp}/standard-paths-resolver-syscalls.XXXXXX")
trap 'rm -rf "$tree"' EXIT
"$driver" generate "$tree" >/dev/null

# Total stat-family calls of one driver run.
count() {
  local report
  report=$(mktemp)
  strace -f -c -o "$report" -e trace=%stat,newfstatat,statx,access,faccessat,faccessat2 \
    "$driver" run "$tree" "$1" "$lookups" >/dev/null
  awk '$NF == "total" { print $(NF-2) }' "$report"
  rm -f "$report"
}

declare -A calls
for mode in none index cold warm baseline; do
  calls[$mode]=$(count "$mode")
  printf '%-9s %8s stat-family calls\n' "$mode" "${calls[$mode]}"
done
per_lookup() { awk -v a="$1" -v b="$2" -v n="$lookups" 'BEGIN { printf "%.3f", (a - b) / n }'; }
echo "per lookup ($lookups lookups):"
echo "  cold (indexes built, no answer cache): $(per_lookup "${calls[cold]}" "${calls[index]}")"
echo "  warm (cached answers):                 $(per_lookup "${calls[warm]}" "${calls[index]}")"
echo "  seed-style fileExists baseline:        $(per_lookup "${calls[baseline]}" "${calls[none]}")"
echo "listing all 100 folders once: $((calls[index] - calls[none])) calls"
