#!/usr/bin/env python3
"""Turns the Swift code of AppFolder's README into one `main.swift`, as a user would paste it.

Each ```swift block is kept as written, with the few changes a program needs:
- type declarations (`extension`, `class`, `final class`, `enum`, `struct`) go to file scope;
- the other statements of a block go in a `do { }` of their own, so that two blocks may both
  say `let documents = ...`, and end with `_ = (names...)` so no constant is "never used";
- a bare expression followed by a result comment (`caches.url // full URL`) becomes `_ = expr`;
- the Core Data lines are compiled only where Core Data exists (not on Linux);
- the manifest fragment (`dependencies: [...]`) is skipped: the consumer package is its manifest;
- `import AppFolder` is written once, at the top, and nothing else is imported.

Usage: Scripts/seed-readme-program.py README > main.swift
"""

import re
import sys

BLOCK = re.compile(r"```swift\n(.*?)```", re.S)
DECLARATION = re.compile(r"(final class|class|extension|enum|struct|protocol)\b")
CORE_DATA = re.compile(r"\bNS(ManagedObjectModel|PersistentContainer)\b")
STATEMENT_KEYWORD = re.compile(r"(let|var|if|for|while|guard|return|_)\b")


def items(code):
    """Splits a block into top-level items: a line at column 0 and the lines of its braces."""
    current, depth = [], 0
    for line in code.splitlines():
        if not current and not line.strip():
            continue
        current.append(line)
        depth += line.count("{") - line.count("}")
        if depth <= 0:
            yield current
            current, depth = [], 0
    if current:
        yield current


def statement(line):
    """A statement line, with a bare expression made into an assignment to `_`."""
    code = line.split("//")[0].strip()
    if not code or STATEMENT_KEYWORD.match(code) or "=" in code:
        return line
    return line.replace(code, f"_ = {code}", 1)


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    declarations, blocks = [], []
    for number, code in enumerate(BLOCK.findall(text), start=1):
        code = re.sub(r"^import AppFolder\n", "", code, flags=re.M)
        if code.lstrip().startswith("dependencies:"):
            continue
        statements, names, fenced, fenced_names = [], [], [], []
        for item in items(code):
            if DECLARATION.match(item[0]):
                declarations.append("\n".join(item))
                continue
            for line in item:
                match = re.match(r"\s*let (\w+)", line)
                if CORE_DATA.search(line):
                    fenced.append(line)
                    if match:
                        fenced_names.append(match.group(1))
                    continue
                statements.append(statement(line))
                if match:
                    names.append(match.group(1))
        if not statements and not fenced:
            continue
        body = [f"// README block {number}", "do {"]
        body += ["  " + line if line else line for line in statements]
        if fenced:
            body += ["  #if canImport(CoreData)"] + ["    " + line for line in fenced]
            body.append(f"    _ = ({', '.join(fenced_names)})")
            body.append("  #endif")
        if names:
            body.append(f"  _ = ({', '.join(names)})")
        body.append("}")
        blocks.append("\n".join(body))
    print("// Generated from AppFolder's README by Scripts/seed-readme-program.py.")
    print("import AppFolder\n#if canImport(CoreData)\n  import CoreData\n#endif\n")
    print("\n\n".join(declarations + blocks))


if __name__ == "__main__":
    main()
