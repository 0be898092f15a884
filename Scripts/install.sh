#!/usr/bin/env bash
# Builds the lean `standard-paths` and installs it into PREFIX/bin (default
# /usr/local), with its shell completions if asked.
#
# The build: release, the Swift standard library and FoundationEssentials
# linked statically (the binary needs only libc, libm, libstdc++ and
# libgcc_s, so it runs without a Swift toolchain), no `$ORIGIN` run path
# (the loader looks for no library beside the binary), and linked at a fixed
# address (`-no-pie`): the dynamic loader then has no relocations to apply
# to the program's own ~40,000 pointers, which saves about 0.6 ms and 1.2 MiB
# per run (BENCHMARKS.md). The price is that the program's own image is not
# randomized (ASLR still moves the libraries, stack and heap); pass --pie to
# keep a position-independent executable. Identical functions are folded
# (`--icf=all`, what Apple's linker does by default), so the code a run
# touches is denser: about 0.4 MiB and 0.3 ms less.
#
# Usage: Scripts/install.sh [--prefix DIR] [--pie] [--completions bash|zsh|fish]
#        Scripts/install.sh --print-binary [--pie]   (build only; print the binary's path)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=/usr/local
pie=false
print_binary=false
completions=()
while (($#)); do
  case $1 in
    --prefix) prefix=$2; shift 2 ;;
    --pie) pie=true; shift ;;
    --print-binary) print_binary=true; shift ;;
    --completions) completions+=("$2"); shift 2 ;;
    *) echo "usage: $0 [--prefix DIR] [--pie] [--completions bash|zsh|fish] [--print-binary]" >&2
       exit 64 ;;
  esac
done

flags=(-c release --static-swift-stdlib --disable-local-rpath -Xlinker --icf=all)
if ! $pie; then
  # A separate build folder, so the fixed-address objects never mix with
  # the default release build's.
  flags+=(--scratch-path .build-lean -Xswiftc -Xclang-linker -Xswiftc -no-pie)
fi
swift build "${flags[@]}" --product standard-paths >&2
binary=$(swift build "${flags[@]}" --show-bin-path)/standard-paths
if $print_binary; then
  echo "$binary"
  exit 0
fi

install -d "$prefix/bin"
install -m 755 "$binary" "$prefix/bin/standard-paths"
echo "installed $prefix/bin/standard-paths"
for shell in "${completions[@]}"; do
  case $shell in
    bash) target=$prefix/share/bash-completion/completions/standard-paths ;;
    zsh) target=$prefix/share/zsh/site-functions/_standard-paths ;;
    fish) target=$prefix/share/fish/vendor_completions.d/standard-paths.fish ;;
    *) echo "unknown shell: $shell (bash, zsh or fish)" >&2; exit 64 ;;
  esac
  install -d "$(dirname "$target")"
  "$binary" --generate-completion-script "$shell" >"$target"
  echo "installed $target"
done
