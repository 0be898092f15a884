#!/usr/bin/env bash
# Builds a consumer package from README.md's own lines, as a new user would
# copy them, and runs it:
# - the Swift block after `<!-- readme-consumer: Package.swift -->` is the
#   consumer's manifest; a `.package(url: "…", from: "…"` of this package in
#   it is replaced by `.package(path: "../StandardPaths"`, and a
#   `.package(path: "../StandardPaths"` stays as it is (the consumer sits
#   beside a link named StandardPaths to this checkout);
# - the Swift block after `<!-- readme-consumer: main.swift -->` is its
#   Sources/MyApp/main.swift;
# - the program is built (warnings shown, the manifest's settings apply) and
#   run twice under `env -i` with a temporary HOME: with XDG_CONFIG_HOME set
#   it must print $XDG_CONFIG_HOME/MyApp, without it $HOME/.config/MyApp.
# The packages and their build folder are kept in .build-readme-consumer
# (or $1), so a rerun only rebuilds what changed; homes are temporary.
# Usage: Scripts/check-readme-consumer.sh [SCRATCH-PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:-$root/.build-readme-consumer}
# The packages live in the scratch folder too: stable paths keep a rerun incremental.
work=$scratch/packages
temporary=$(mktemp -d)
trap 'rm -rf "$temporary"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# block MARKER: the body of the first ```swift block after the marker line.
block() {
  awk -v marker="<!-- readme-consumer: $1 -->" '
    index($0, marker) == 1 { found = 1; next }
    found && !inside && /^```swift[ \t]*$/ { inside = 1; next }
    inside && /^```/ { exit }
    inside { print }
  ' "$root/README.md"
}

rm -rf "$work/MyApp/Package.swift" "$work/MyApp/Sources" "$work/StandardPaths"
mkdir -p "$work/MyApp/Sources/MyApp"
ln -s "$root" "$work/StandardPaths"
manifest=$(block Package.swift)
program=$(block main.swift)
[[ -n $manifest ]] || fail "README.md has no Swift block after <!-- readme-consumer: Package.swift -->"
[[ -n $program ]] || fail "README.md has no Swift block after <!-- readme-consumer: main.swift -->"
# The URL form of this package's dependency becomes the path form; comment
# lines are left alone.
manifest=$(printf '%s\n' "$manifest" | sed -E \
  '/^[[:space:]]*\/\//! s#\.package\(url: "[^"]*StandardPaths[^"]*", from: "[^"]*"#.package(path: "../StandardPaths"#')
printf '%s\n' "$manifest" | grep -v '^[[:space:]]*//' | grep -q '\.package(path: "\.\./StandardPaths"' \
  || fail "README.md's manifest has no dependency on this package (.package(url: …StandardPaths…, from: …) or .package(path: \"../StandardPaths\"))"
printf '%s\n' "$manifest" >"$work/MyApp/Package.swift"
printf '%s\n' "$program" >"$work/MyApp/Sources/MyApp/main.swift"

# The tools get a temporary home too (SwiftPM's caches and configuration).
tool_home=$temporary/tool-home
mkdir -p "$tool_home"
tools=(env HOME="$tool_home" XDG_CACHE_HOME="$tool_home/.cache" XDG_CONFIG_HOME="$tool_home/.config"
  XDG_DATA_HOME="$tool_home/.local/share")
(cd "$work/MyApp" && "${tools[@]}" swift build --scratch-path "$scratch" 2>&1) >"$temporary/build.log" \
  || { cat "$temporary/build.log"; fail "the README's consumer does not build"; }
grep 'warning:' "$temporary/build.log" || true
binary=$(cd "$work/MyApp" && "${tools[@]}" swift build --scratch-path "$scratch" --show-bin-path)/MyApp
if [[ -d $scratch/checkouts/swift-argument-parser ]]; then
  fetched_parser=yes
else
  fetched_parser=no
fi

home=$temporary/home
mkdir -p "$home"
printed=$(env -i HOME="$home" PATH="$PATH" XDG_CONFIG_HOME="$home/xdg-config" "$binary")
[[ $printed == "$home/xdg-config/MyApp" ]] \
  || fail "with XDG_CONFIG_HOME=$home/xdg-config the README's program printed '$printed'"
printed=$(env -i HOME="$home" PATH="$PATH" "$binary")
[[ $printed == "$home/.config/MyApp" ]] \
  || fail "with HOME=$home and no XDG_CONFIG_HOME the README's program printed '$printed'"
if printf "%s\n" "$manifest" | grep -v "^[[:space:]]*//" | grep -q "traits: \[\]" && [[ $fetched_parser == yes ]]; then
  fail "the README's manifest says traits: [] but swift-argument-parser was fetched"
fi
[[ -z $(ls -A "$home") ]] || fail "the README's program wrote into its home: $(ls -A "$home")"
echo "README consumer: builds from README.md's manifest and program, prints the config path" \
  "(\$XDG_CONFIG_HOME/MyApp, else ~/.config/MyApp); swift-argument-parser fetched: $fetched_parser"
