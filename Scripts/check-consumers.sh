#!/usr/bin/env bash
# Builds two packages that depend on this one by path, as users would, and
# checks what each fetches, compiles and links:
# - "appfolder-user" depends only on product AppFolder (default traits, as
#   an AppFolder user who changed only the package URL) and compiles the
#   Swift code of AppFolder's README (Scripts/seed-readme-program.py) in
#   Swift 6 mode with warnings as errors; it runs the program with an empty
#   HOME.
# - "suffixes-user" depends only on product StandardPathsSuffixes with
#   `traits: []` (no CommandLineTool trait); its build must read no
#   Foundation module and its binary must link no Foundation library, and
#   swift-argument-parser must not be fetched.
# Neither may compile a module it does not use (ArgumentParser, the
# resolver, the audit, the compatibility layer, the umbrella).
# Usage: Scripts/check-consumers.sh [AppFolder README]
#        (default ../shared/seeds/appfolder-readme.txt beside the checkout)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
readme=${1:-$root/../shared/seeds/appfolder-readme.txt}
[[ -f $readme ]] || { echo "error: AppFolder README not found at $readme" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The dependency's identity is its folder's name: give it a fixed one.
ln -s "$root" "$work/StandardPaths"

fail() { echo "FAIL: $*" >&2; exit 1; }

# consumer NAME PRODUCT TRAITS: writes a package with one executable target.
consumer() {
  local name=$1 product=$2 traits=$3
  mkdir -p "$work/$name/Sources/$name"
  cat >"$work/$name/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(path: "../StandardPaths"$traits)],
  targets: [
    .executableTarget(
      name: "$name",
      dependencies: [.product(name: "$product", package: "StandardPaths")],
      swiftSettings: [.treatAllWarnings(as: .error)])
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
}

# build NAME: resolves and builds, failing on any warning; prints what was
# fetched and which Swift modules were compiled.
build() {
  local dir=$work/$1
  (cd "$dir" && swift package resolve >/dev/null 2>&1)
  echo "$1 fetched: $(ls "$dir/.build/checkouts" 2>/dev/null | tr '\n' ' ')"
  (cd "$dir" && swift build 2>&1) >"$dir/build.log" || { cat "$dir/build.log"; fail "$1 does not build"; }
  if grep -q 'warning:' "$dir/build.log"; then
    grep 'warning:' "$dir/build.log"
    fail "$1 builds with warnings"
  fi
  modules=$(cd "$dir/.build/debug/Modules" && ls -- *.swiftmodule | sed 's/\.swiftmodule$//' | sort | tr '\n' ' ')
  echo "$1 compiled: $modules"
  for unused in ArgumentParser StandardPathsResolution StandardPathsAudit \
    StandardPathsCompatibility StandardPaths; do
    [[ " $modules " != *" $unused "* ]] || fail "$1 compiled $unused, which it does not use"
  done
}

# links NAME PATTERN: the binary's shared libraries must not match PATTERN.
links() {
  local binary=$work/$1/.build/debug/$1
  local found
  found=$(ldd "$binary" | awk '{print $1}' | grep -E "$2" || true)
  [[ -z $found ]] || fail "$1 links $(echo "$found" | tr '\n' ' ')"
  echo "$1 links: $(ldd "$binary" | awk '{print $1}' | grep -E '^lib(swift|Foundation|_Foundation|icu)' | tr '\n' ' ')"
}

foundation='^lib(Foundation\.so|FoundationInternationalization|_FoundationICU|icu)'

consumer appfolder-user AppFolder ""
python3 "$root/Scripts/seed-readme-program.py" "$readme" >"$work/appfolder-user/Sources/appfolder-user/main.swift"
build appfolder-user
links appfolder-user "$foundation"
empty_home=$(mktemp -d)
env -i HOME="$empty_home" PATH="$PATH" "$work/appfolder-user/.build/debug/appfolder-user" \
  || fail "the README program exits with $?"
rm -rf "$empty_home"

consumer suffixes-user StandardPathsSuffixes ', traits: []'
cat >"$work/suffixes-user/Sources/suffixes-user/main.swift" <<'SWIFT'
import StandardPathsSuffixes

let name = FileName("Image1-667h@2x~iphone.png")
print(FileName("Image1.png").appendingDeviceScaleSuffix(for: .iPadRetina))
print(name.base, name.height ?? 0, name.scale ?? 1, name.idiom ?? .unspecified)
SWIFT
build suffixes-user
[[ ! -d $work/suffixes-user/.build/checkouts/swift-argument-parser ]] \
  || fail "suffixes-user fetched swift-argument-parser although it disabled the CommandLineTool trait"
if grep -l 'Foundation' "$work"/suffixes-user/.build/debug/*.build/*.d; then
  fail "suffixes-user's build read a Foundation module"
fi
links suffixes-user '^lib(Foundation|_Foundation|icu)'
echo "consumers: OK"
