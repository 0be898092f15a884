#!/usr/bin/env bash
# Builds `standard-paths` for installing and copies it into PREFIX/bin
# (default /usr/local), stripped, with its shell completions if asked.
#
# The build: release, the Swift standard library and FoundationEssentials
# linked statically (the binary needs only libc, libm, libstdc++ and
# libgcc_s, so it runs without a Swift toolchain), no `$ORIGIN` run path
# (the loader looks for no library beside the binary), identical functions
# folded (`--icf=all`, what Apple's linker does by default), and a
# position-independent executable, so address-space randomization moves the
# program's own code too (Design/command-line.md#installing).
#
# The installed copy is stripped of its symbol table and debug info. With
# --keep-debug-info they are written beside it first, to
# PREFIX/bin/.debug/standard-paths.debug, and the binary gets a
# `.gnu_debuglink` to it, so gdb finds them.
#
# --fixed-address links at a fixed address (`-no-pie`) in its own build
# folder (.build-lean): the dynamic loader then has none of the program's
# own relocations to apply, which saves about 0.5 ms and 0.9 MiB per run
# (BENCHMARKS.md). The price: the program's own code and data are always at
# the same address, so an attacker who finds a memory-safety bug needs no
# leak to know where they are (ASLR still moves the libraries, stack and
# heap). Choose it only if that trade is yours to make.
#
# Usage: Scripts/install.sh [--prefix DIR] [--completions bash|zsh|fish]...
#                           [--keep-debug-info] [--fixed-address]
#        Scripts/install.sh --print-binary [--fixed-address]
#                           (build only; print the unstripped binary's path)
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."

usage() {
  cat <<'USAGE'
usage: Scripts/install.sh [--prefix DIR] [--completions bash|zsh|fish]... [--keep-debug-info]
                          [--fixed-address]
       Scripts/install.sh --print-binary [--fixed-address]

Builds standard-paths (release, static Swift standard library, position-independent)
and installs it, stripped, as PREFIX/bin/standard-paths (default PREFIX: /usr/local).

  --prefix DIR         install under DIR (DIR/bin, DIR/share/... for completions)
  --completions SHELL  also install the completion script for bash, zsh or fish (repeatable)
  --keep-debug-info    keep the symbols and debug info in PREFIX/bin/.debug/standard-paths.debug
                       (linked from the binary by .gnu_debuglink) instead of dropping them
  --fixed-address      link at a fixed address (-no-pie): about 0.5 ms and 0.9 MiB less per run
                       (BENCHMARKS.md), but the program's own code is not moved by address-space
                       randomization, which makes a memory-safety bug easier to exploit.
                       Not the default.
  --print-binary       build only, and print the path of the (unstripped) binary
USAGE
}

prefix=/usr/local
fixed_address=false
print_binary=false
keep_debug_info=false
completions=()
while (($#)); do
  case $1 in
    --prefix) prefix=$2; shift 2 ;;
    --fixed-address) fixed_address=true; shift ;;
    --keep-debug-info) keep_debug_info=true; shift ;;
    --print-binary) print_binary=true; shift ;;
    --completions) completions+=("$2"); shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 64 ;;
  esac
done
for shell in "${completions[@]}"; do
  case $shell in
    bash | zsh | fish) ;;
    *) echo "unknown shell: $shell (bash, zsh or fish)" >&2; exit 64 ;;
  esac
done

if ! $print_binary; then
  for tool in strip objcopy; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found (binutils)" >&2; exit 2; }
  done
fi

flags=(-c release --static-swift-stdlib --disable-local-rpath -Xlinker --icf=all)
# The position-independent binary carries about 41,000 relative relocations.
# Packed (DT_RELR) they take 8 KB instead of 1 MB, which the loader would read
# on every run: 0.8 MiB less peak RSS (BENCHMARKS.md). That needs the
# toolchain's lld and a C library that applies them (glibc 2.36 or later).
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
if [[ -x $swift_bin/ld.lld && -n $glibc ]] \
  && [[ $(printf '%s\n' 2.36 "$glibc" | sort -V | head -1) == 2.36 ]]; then
  flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
fi
if $fixed_address; then
  # Its own build folder, so fixed-address objects never mix with the
  # position-independent ones.
  flags+=(--scratch-path .build-lean -Xswiftc -Xclang-linker -Xswiftc -no-pie)
else
  flags+=(--scratch-path .build-install)
fi
swift build "${flags[@]}" --product standard-paths >&2
binary=$(swift build "${flags[@]}" --show-bin-path)/standard-paths
if $print_binary; then
  echo "$binary"
  exit 0
fi

[[ $prefix == /* ]] || prefix=$caller/$prefix   # relative to where the script was run
install -d "$prefix/bin"
target=$prefix/bin/standard-paths
staged=$(mktemp "$prefix/bin/.standard-paths.XXXXXX")
trap 'rm -f "$staged"' EXIT
cp "$binary" "$staged"
if $keep_debug_info; then
  install -d "$prefix/bin/.debug"
  objcopy --only-keep-debug "$staged" "$prefix/bin/.debug/standard-paths.debug"
  chmod 644 "$prefix/bin/.debug/standard-paths.debug"
  strip --strip-all "$staged"
  # The link names the file; gdb looks for it beside the binary and in .debug/.
  (cd "$prefix/bin/.debug" && objcopy --add-gnu-debuglink=standard-paths.debug "$staged")
  echo "installed $prefix/bin/.debug/standard-paths.debug"
else
  strip --strip-all "$staged"
fi
chmod 755 "$staged"
mv -f "$staged" "$target"
echo "installed $target"
for shell in "${completions[@]}"; do
  case $shell in
    bash) completion=$prefix/share/bash-completion/completions/standard-paths ;;
    zsh) completion=$prefix/share/zsh/site-functions/_standard-paths ;;
    fish) completion=$prefix/share/fish/vendor_completions.d/standard-paths.fish ;;
  esac
  install -d "$(dirname "$completion")"
  "$target" --generate-completion-script "$shell" >"$completion"
  echo "installed $completion"
done
