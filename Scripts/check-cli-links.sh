#!/usr/bin/env bash
# Checks that each given `standard-paths` binary loads no full Foundation and
# no ICU (Design/modules-and-proportion.md#foundation): `ldd` must list no libFoundation.so,
# libFoundationInternationalization, lib_FoundationICU or libicu*, and a
# binary with the standard library linked statically must hold none of
# their symbols either (they would be linked in, not listed).
# Usage: Scripts/check-cli-links.sh [BINARY...]
#   With no BINARY: builds the release CLI with the standard library linked
#   statically and checks it and the debug build (`swift build` first).
set -euo pipefail
cd "$(dirname "$0")/.."
if (($# == 0)); then
  swift build -c release --static-swift-stdlib --product standard-paths >/dev/null
  set -- "$(swift build --show-bin-path)/standard-paths" \
    "$(swift build -c release --static-swift-stdlib --show-bin-path)/standard-paths"
fi
forbidden='lib(Foundation\.so|FoundationInternationalization|_FoundationICU|icu)'
status=0
for binary in "$@"; do
  libraries=$(ldd "$binary" | awk '{print $1}')
  found=$(grep -E "^$forbidden" <<<"$libraries" || true)
  if [[ -n $found ]]; then
    echo "FAIL: $binary links $(tr '\n' ' ' <<<"$found")" >&2
    status=1
  fi
  if ! grep -q '^libswiftCore' <<<"$libraries"; then
    symbols=$(nm "$binary" | grep -cE '_FoundationICU|FoundationInternationalization| [Tt] u(col|brk|calendar|loc)_' || true)
    if ((symbols > 0)); then
      echo "FAIL: $binary holds $symbols Foundation-internationalization or ICU symbols" >&2
      status=1
    fi
  fi
  echo "$binary: $(grep -E '^lib(swift|Foundation|_Foundation)' <<<"$libraries" | tr '\n' ' ')"
done
exit $status
