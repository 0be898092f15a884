#!/usr/bin/env bash
# Builds every fuzz target with libFuzzer + AddressSanitizer and runs each
# for N seconds (default 20) on a copy of its committed seed corpus.
# Usage: Fuzz/run.sh [seconds] [target...]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzSuffix FuzzUserDirs FuzzEnvironment FuzzImageHeader FuzzAudit)
# `--sanitize=fuzzer --sanitize=address` alone reaches swiftc as two flags of
# which the driver keeps the last, so the code would get no coverage
# instrumentation and libFuzzer would fuzz blind: pass the combined flag too.
# `-enable-testing` lets targets `@testable import` the `package` API.
swift build -c release --sanitize=fuzzer --sanitize=address \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing --scratch-path .build-fuzz \
  2>&1 | grep -v "Cannot export local symbol" | tail -3
export SWIFT_BACKTRACE=enable=no
for target in "${targets[@]}"; do
  corpus=Corpus/${target#Fuzz}
  work=corpus-work/$target
  rm -rf "$work" && mkdir -p "$work" && cp "$corpus"/* "$work"/
  echo "--- $target: ${seconds}s"
  status=0
  .build-fuzz/release/"$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="crash-$target-" "$work" > "$work.log" 2>&1 || status=$?
  grep -E "INITED|Done [0-9]+ runs|stat::number_of_executed_units|stat::new_units_added|ERROR|SUMMARY|Fatal error|crash-|Base64:" \
    "$work.log" || true
  if [ "$status" -ne 0 ]; then
    echo "--- $target FAILED (exit $status); reproduce with: SWIFT_BACKTRACE=enable=no" \
      ".build-fuzz/release/$target crash-$target-*"
    exit 1
  fi
done
