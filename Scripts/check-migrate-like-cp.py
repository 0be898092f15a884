#!/usr/bin/env python3
"""Issue 24's acceptance check: a tree with every kind of metadata `cp -a`
keeps, migrated across file systems by `standard-paths migrate`, must be
identical to `cp -a`'s copy of the same tree.

The tree (on a tmpfs this script mounts) has `user.*` and `trusted.*`
extended attributes (`user.xdg.robots.backup` among them) on files,
directories and a symbolic link, POSIX ACLs (access and default, and the
`chmod 640; setfacl -m u:1234:rw` mask case), owner and group 1234:5678,
set-ID and sticky bits, 3 hard links of one file and 200 of a 1 MB file, a
64 MB sparse file with 8 KB allocated, symbolic links (relative, absolute,
dangling), nested and empty folders, and modification times with
nanoseconds. For each destination (another tmpfs, and the ext4 disk under
/var/tmp when it is ext4) the tree is built afresh, copied with `cp -a`, then
migrated; the two copies are compared by

- `getfattr -d -m - -h -e hex -R` (relative paths, so absolute ones never differ),
- `stat -c '%u %g %a %Y %y %h %b %F'` of every entry (owner, group, mode,
  mtime in ns, links, blocks, type),
- the content of every file (SHA-256) and the target of every link.

Exits 1 with a diff on any difference, 0 when every destination matches.
Needs root (mount, chown, trusted.*) and getfattr/setfacl (Debian: attr,
acl). Children get a temporary HOME and XDG variables.

Used by .ci/run through Scripts/check-migrate-like-cp.sh (which installs acl and attr).

Usage: Scripts/check-migrate-like-cp.py [--cli .build/debug/standard-paths] [--keep] [--verbose]
"""
import argparse
import difflib
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
APP = "check-migrate"


def sh(*command, cwd=None, env=None):
    return subprocess.run(command, check=True, cwd=cwd, env=env, capture_output=True, text=True)


def build_tree(root):
    """Every row of issue 24 under `root` (created), then the times."""
    os.makedirs(root)
    os.chmod(root, 0o750)
    join = lambda *names: os.path.join(root, *names)

    def write(path, data, mode=0o644):
        with open(path, "wb") as file:
            file.write(data)
        os.chmod(path, mode)

    # Extended attributes, user.* and trusted.*, on files and folders.
    write(join("attributes.txt"), b"attributes\n")
    sh("setfattr", "-n", "user.xdg.robots.backup", "-v", "true", join("attributes.txt"))
    sh("setfattr", "-n", "user.comment", "-v", "0x00ff10", join("attributes.txt"))
    sh("setfattr", "-n", "trusted.note", "-v", "trusted value", join("attributes.txt"))
    sh("setfattr", "-n", "user.big", "-v", "x" * 3000, join("attributes.txt"))
    sh("setfattr", "-n", "user.xdg.robots.backup", "-v", "true", root)
    os.mkdir(join("marked"))
    sh("setfattr", "-n", "user.xdg.robots.backup", "-v", "true", join("marked"))
    sh("setfattr", "-n", "trusted.folder", "-v", "1", join("marked"))
    write(join("marked", "inside.txt"), b"inside\n")

    # POSIX ACLs: access on a file, access and default on a folder (with a
    # file created inside, which inherits), and the mask case.
    write(join("acl.txt"), b"acl\n", 0o600)
    sh("setfacl", "-m", "u:1234:r,g:5678:rw", join("acl.txt"))
    write(join("mask.txt"), b"mask\n", 0o640)
    sh("setfacl", "-m", "u:1234:rw", join("mask.txt"))
    os.mkdir(join("shared"))
    os.chmod(join("shared"), 0o770)
    sh("setfacl", "-m", "u:1234:rwx", "-d", "-m", "u:1234:rw,g:5678:r", join("shared"))
    write(join("shared", "inherited.txt"), b"inherited\n", 0o640)

    # Owner and group, on a file, a folder, a link; set-ID and sticky bits.
    write(join("owned.txt"), b"owned\n")
    os.chown(join("owned.txt"), 1234, 5678)
    write(join("setuid"), b"#!/bin/sh\n", 0o755)
    os.chown(join("setuid"), 1234, 5678)
    os.chmod(join("setuid"), 0o6755)
    os.mkdir(join("owned"))
    os.chown(join("owned"), 1234, 5678)
    os.mkdir(join("sticky"))
    os.chmod(join("sticky"), 0o1777)
    write(join("sticky", "theirs"), b"theirs\n")
    os.chown(join("sticky", "theirs"), 1234, 5678)

    # Hard links: 3 names of one file, and 200 of a 1 MB file.
    write(join("three-1"), b"one inode, three names\n")
    os.link(join("three-1"), join("three-2"))
    os.mkdir(join("links"))
    os.link(join("three-1"), join("links", "three-3"))
    write(join("links", "megabyte-0"), bytes(range(256)) * 4096)
    for index in range(1, 200):
        os.link(join("links", "megabyte-0"), join("links", f"megabyte-{index}"))

    # A 64 MB sparse file with 8 KB allocated (4 KB at each end).
    with open(join("sparse.img"), "wb") as file:
        file.write(b"s" * 4096)
        file.seek((64 << 20) - 4096)
        file.write(b"e" * 4096)

    # Symbolic links, one with a trusted.* attribute and an owner.
    os.symlink("attributes.txt", join("relative-link"))
    os.symlink("/etc/hostname", join("absolute-link"))
    os.symlink("missing/nowhere", join("dangling-link"))
    os.symlink("../owned.txt", join("owned", "owned-link"))
    os.lchown(join("owned", "owned-link"), 1234, 5678)
    sh("setfattr", "-h", "-n", "trusted.link", "-v", "on a link", join("relative-link"))

    # Nested and empty folders, an empty file.
    deep = join("a", "b", "c", "d", "e")
    os.makedirs(deep)
    write(os.path.join(deep, "leaf"), b"leaf\n", 0o400)
    os.makedirs(join("empty"))
    write(join("empty-file"), b"")

    # Times with nanoseconds, deepest first so no later change moves them.
    stamp = 1_600_000_000_123_456_789
    paths = []
    for directory, folders, files in os.walk(root):
        paths += [os.path.join(directory, name) for name in folders + files]
    for offset, path in enumerate(sorted(paths, key=lambda p: -p.count(os.sep))):
        os.utime(path, ns=(stamp + offset * 1_000_001, stamp + offset * 7_000_013),
                 follow_symlinks=False)
    os.utime(root, ns=(stamp, stamp + 999))


def snapshot(root):
    """Lines describing everything `cp -a` keeps of the tree at `root`."""
    relative = ["."]
    for directory, folders, files in os.walk(root):
        for name in folders + files:
            relative.append(os.path.relpath(os.path.join(directory, name), root))
    relative.sort()
    lines = []
    stats = sh("stat", "-c", "%u %g %a %Y %y %h %b %F", "--", *relative, cwd=root).stdout
    for path, line in zip(relative, stats.splitlines()):
        full = os.path.join(root, path)
        if os.path.islink(full):
            what = "-> " + os.readlink(full)
        elif os.path.isfile(full):
            with open(full, "rb") as file:
                what = "sha256 " + hashlib.file_digest(file, "sha256").hexdigest()
        else:
            what = "directory"
        lines.append(f"stat {path}: {line} {what}")
    # getfattr -R prints in directory order; group by file and sort.
    dumped = sh("getfattr", "-d", "-m", "-", "-h", "-e", "hex", "-R", *relative[:1],
                cwd=root).stdout
    attributes = {}
    current = None
    for line in dumped.splitlines():
        if line.startswith("# file: "):
            current = os.path.normpath(line[len("# file: "):])
        elif line and current is not None:
            attributes.setdefault(current, []).append(line)
    for path in sorted(attributes):
        lines += [f"xattr {path}: {value}" for value in sorted(attributes[path])]
    return lines


def check(cli, source_fs, destination_fs, label, scratch, verbose):
    """Builds the tree on `source_fs`, copies it with `cp -a` and migrates it
    to `destination_fs`; returns the diff (empty when identical)."""
    home = os.path.join(source_fs, "home")
    legacy = os.path.join(home, ".legacy")
    data = os.path.join(destination_fs, "data")
    reference = os.path.join(destination_fs, "cp-a")
    for path in (home, data, reference):
        shutil.rmtree(path, ignore_errors=True)
    os.makedirs(home)
    os.makedirs(data)
    build_tree(legacy)
    before = snapshot(legacy)
    sh("cp", "-a", legacy, reference)
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
        "XDG_DATA_HOME": data, "XDG_CONFIG_HOME": os.path.join(scratch, "config"),
        "XDG_CACHE_HOME": os.path.join(scratch, "cache"),
        "XDG_STATE_HOME": os.path.join(scratch, "state"),
        "XDG_RUNTIME_DIR": os.path.join(scratch, "runtime"),
    }
    os.makedirs(environment["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
    run = subprocess.run(
        [cli, "migrate", legacy, "--to", "applicationSupport", "--app", APP],
        env=environment, capture_output=True, text=True)
    migrated = os.path.join(data, APP)
    if run.returncode != 0:
        return [f"{label}: standard-paths migrate exited {run.returncode}: "
                f"{run.stdout.strip()} {run.stderr.strip()}"]
    if os.path.exists(legacy):
        return [f"{label}: LEGACY {legacy} still exists after the migration"]
    expected = snapshot(reference)
    if verbose and expected != before:
        print(f"note ({label}): cp -a itself changed the tree:", file=sys.stderr)
        print("\n".join(difflib.unified_diff(before, expected, "source", "cp -a", lineterm="")),
              file=sys.stderr)
    found = snapshot(migrated)
    diff = list(difflib.unified_diff(
        expected, found, f"cp -a ({label})", f"standard-paths migrate ({label})", lineterm=""))
    print(f"{label}: {len(expected)} lines compared, "
          f"{'identical' if not diff else 'DIFFERENT'}")
    return diff


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, ".build/debug/standard-paths"))
    parser.add_argument("--keep", action="store_true", help="leave the trees for inspection")
    parser.add_argument("--verbose", action="store_true",
                        help="also show what cp -a itself does not keep of the source")
    arguments = parser.parse_args()
    cli = os.path.abspath(arguments.cli)
    if os.geteuid() != 0:
        sys.exit("check-migrate-like-cp: needs root (mount, chown, trusted.* attributes)")
    for tool in ("getfattr", "setfattr", "setfacl"):
        if shutil.which(tool) is None:
            sys.exit(f"check-migrate-like-cp: {tool} missing (apt-get install acl attr)")
    scratch = tempfile.mkdtemp(prefix="check-migrate-")
    disk_scratch = None
    source = os.path.join(scratch, "source")
    memory = os.path.join(scratch, "tmpfs")
    mounted = []
    failures = []
    try:
        for path in (source, memory):
            os.makedirs(path)
            sh("mount", "-t", "tmpfs", "-o", "size=512m", "tmpfs", path)
            mounted.append(path)
        destinations = [("tmpfs -> tmpfs", memory)]
        kind = sh("stat", "-f", "-c", "%T", "/var/tmp").stdout.strip()
        if kind in ("ext2/ext3", "ext4"):
            disk_scratch = tempfile.mkdtemp(prefix="check-migrate-", dir="/var/tmp")
            destinations.append(("tmpfs -> ext4 (/var/tmp)", disk_scratch))
        else:
            print(f"note: /var/tmp is {kind}, not ext4; the disk case is skipped",
                  file=sys.stderr)
        for label, destination in destinations:
            failures += check(cli, source, destination, label, scratch, arguments.verbose)
    finally:
        if not arguments.keep:
            for path in reversed(mounted):
                subprocess.run(["umount", path])
            shutil.rmtree(scratch, ignore_errors=True)
            if disk_scratch:
                shutil.rmtree(disk_scratch, ignore_errors=True)
        else:
            print(f"kept: {scratch} {disk_scratch or ''}", file=sys.stderr)
    if failures:
        print("\n".join(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
