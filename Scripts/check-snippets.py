#!/usr/bin/env python3
"""Type-checks every ```swift block of README.md and the DocC articles against the built library.

The blocks of one document are read as one story: they are concatenated in order and compiled as
the `main.swift` of a tiny program (so top-level `try`, statements and declarations all work),
with `import Foundation` and `import StandardPaths` added and warnings treated as errors. A later
block may use what an earlier block of the same document declared; two blocks must not declare
the same name. A block preceded by the line `<!-- snippet: skip -->` is not checked (use
sparingly, for deliberately partial code).

Usage: Scripts/check-snippets.py   (after `swift build`, from the package root)
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = ["README.md"] + sorted(
    glob.glob("Sources/StandardPaths/Documentation.docc/**/*.md", recursive=True))
BLOCK = re.compile(r"(?P<marker><!-- snippet: skip -->\n)?```swift\n(?P<code>.*?)```", re.S)


def bin_path():
    return subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def compiler_flags(bin_dir):
    flags = ["-swift-version", "6", "-warnings-as-errors", "-I", os.path.join(bin_dir, "Modules")]
    # The library's C dependencies need their module maps.
    for modulemap in glob.glob(os.path.join(ROOT, ".build/checkouts/swift-system/Sources/*/include/module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    for modulemap in glob.glob(os.path.join(bin_dir, "*.build/module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    for include in glob.glob(os.path.join(ROOT, "Sources/*/include")):
        flags += ["-Xcc", f"-I{include}"]
    return flags


def main():
    os.chdir(ROOT)
    flags = compiler_flags(bin_path())
    checked = skipped = failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        for index, document in enumerate(DOCUMENTS):
            text = open(document, encoding="utf-8").read()
            parts = ["import Foundation\nimport StandardPaths\n"]
            for match in BLOCK.finditer(text):
                if match.group("marker"):
                    skipped += 1
                    continue
                line = text.count("\n", 0, match.start("code")) + 1
                code = re.sub(r"^import (Foundation|StandardPaths)\n", "", match.group("code"),
                              flags=re.M)
                parts.append(f"// ---- {document}:{line}\n{code}")
                checked += 1
            if len(parts) == 1:
                continue
            directory = os.path.join(scratch, str(index))
            os.makedirs(directory)
            source = os.path.join(directory, "main.swift")
            with open(source, "w", encoding="utf-8") as f:
                f.write("".join(parts))
            result = subprocess.run(["swiftc", "-typecheck", *flags, source],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                failed += 1
                print(f"FAIL {document} (the '// ---- file:line' comments locate each block)\n"
                      f"{result.stderr}")
    print(f"{checked} snippets type-checked, {skipped} skipped, {failed} documents failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
