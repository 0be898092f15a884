#!/usr/bin/env bash
# Builds the DocC archive of the umbrella module `StandardPaths`, with the
# symbols of every module it re-exports, and fails on any DocC warning.
#
# swift-docc-plugin documents one module's own symbols; the umbrella has
# none of its own (it re-exports the layers), so this script extracts its
# symbol graph with the re-exported modules allowed, then runs `docc`.
# Needs a debug build (`swift build`). Usage: Scripts/build-docs.sh [OUTPUT]
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/documentation/StandardPaths.doccarchive}
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

# The modules the umbrella re-exports, read from the umbrella itself.
modules=$(sed -n 's/^@_exported import \([A-Za-z]*\)$/\1/p' Sources/StandardPaths/StandardPaths.swift |
  paste -sd, -)
triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)
bin=$(swift build --show-bin-path)

module_maps=()
while IFS= read -r map; do
  module_maps+=(-Xcc "-fmodule-map-file=$map")
done < <(find .build/checkouts/swift-system/Sources/CSystem "$bin/CXattr.build" \
  -name module.modulemap 2>/dev/null)

swift symbolgraph-extract -module-name StandardPaths \
  -experimental-allowed-reexported-modules="$modules" \
  -I "$bin/Modules" "${module_maps[@]}" -target "$triple" \
  -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"

rm -rf "$output"
mkdir -p "$(dirname "$output")"
docc convert Sources/StandardPaths/Documentation.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name StandardPaths --fallback-bundle-identifier StandardPaths \
  --output-path "$output" --warnings-as-errors
