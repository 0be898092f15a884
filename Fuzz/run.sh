#!/usr/bin/env bash
# Builds every fuzz target with libFuzzer + AddressSanitizer and runs each
# for N seconds (default 20) on a copy of its committed seed corpus.
# Usage: Fuzz/run.sh [seconds] [target...]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzSuffix FuzzUserDirs FuzzEnvironment)
swift build -c release --sanitize=fuzzer --sanitize=address --scratch-path .build-fuzz \
  2>&1 | grep -v "Cannot export local symbol" | tail -3
export SWIFT_BACKTRACE=enable=no
for target in "${targets[@]}"; do
  corpus=Corpus/${target#Fuzz}
  work=corpus-work/$target
  rm -rf "$work" && mkdir -p "$work" && cp "$corpus"/* "$work"/
  echo "--- $target: ${seconds}s"
  .build-fuzz/release/"$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="crash-$target-" "$work" 2>&1 |
    grep -E "Done [0-9]+ runs|stat::number_of_executed_units|ERROR|SUMMARY|Fatal error|crash-" || true
  test "${PIPESTATUS[0]}" -eq 0
done
