#!/usr/bin/env python3
"""Proportion of the package (Design/modules-and-proportion.md): code lines
and public declarations per library product (its modules, transitively),
and the `package` declarations of all modules.

Code lines are lines that are neither blank nor comment-only. A declaration
is a line that declares a `func`, `init`, `subscript`, `var`, `let`, type,
`typealias` or `case` with `public`/`open` (or `package`) access; an
`extension` is not counted. Usage: Scripts/proportion.py [--check]
(`--check` exits 1 when a product's budget or the `package` budget is exceeded; the budgets and
their reasons are in Design/modules-and-proportion.md).
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
BUDGETS = {  # product: (code lines, public declarations)
    "StandardPathsLocations": (4500, 250),
    "StandardPaths": (None, 450),
}
PACKAGE_BUDGET = 60
DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(public|open|package)\s+"
    r"(?:(?:static|final|override|mutating|nonmutating|indirect|convenience|required|"
    r"nonisolated|lazy|dynamic|class)\s+)*"
    r"(func|var|let|init|subscript|struct|enum|class|protocol|typealias|actor|case)\b")


def module_counts(path):
    code = public = package = 0
    for directory, _, files in os.walk(path):
        for name in files:
            if not name.endswith(".swift"):
                continue
            in_block = False
            with open(os.path.join(directory, name), encoding="utf-8") as source:
                for line in source:
                    text = line.strip()
                    if in_block:
                        in_block = "*/" not in text
                        continue
                    if not text or text.startswith("//"):
                        continue
                    if text.startswith("/*"):
                        in_block = "*/" not in text
                        continue
                    code += 1
                    match = DECLARATION.match(line)
                    if match:
                        if match.group(1) == "package":
                            package += 1
                        else:
                            public += 1
    return code, public, package


def main():
    dump = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True,
        capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in dump["targets"]}

    def local_dependencies(name):
        found = []
        for dependency in targets[name].get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency and dependency[kind][0] in targets:
                    found.append(dependency[kind][0])
        return found

    def closure(names):
        seen, stack = [], list(names)
        while stack:
            name = stack.pop()
            if name not in seen:
                seen.append(name)
                stack.extend(local_dependencies(name))
        return seen

    counts = {}
    for name, target in targets.items():
        if target["type"] in ("regular", "executable"):
            path = target.get("path") or os.path.join("Sources", name)
            counts[name] = module_counts(os.path.join(ROOT, path))

    failed = False
    print("| product | modules | code lines | public declarations | budget |")
    print("|---|---|---:|---:|---|")
    for product in dump["products"]:
        if "library" not in product["type"]:
            continue
        modules = [m for m in closure(product["targets"]) if m in counts]
        code = sum(counts[m][0] for m in modules)
        public = sum(counts[m][1] for m in modules)
        budget = BUDGETS.get(product["name"])
        verdict = ""
        if budget:
            over = (budget[0] is not None and code > budget[0]) or public > budget[1]
            failed |= over
            limit = f"≤ {budget[0]:,} lines, " if budget[0] else ""
            verdict = f"{limit}≤ {budget[1]} public: {'OVER' if over else 'ok'}"
        print(f"| {product['name']} | {', '.join(sorted(modules))} | {code:,} | {public} | {verdict} |")
    library = [n for n, t in targets.items()
               if t["type"] == "regular" and not (t.get("path") or "").startswith("Tests")]
    package = sum(counts[n][2] for n in library if n in counts)
    failed |= package > PACKAGE_BUDGET
    print(f"\n`package` declarations in library modules: {package} (budget ≤ {PACKAGE_BUDGET}: "
          f"{'OVER' if package > PACKAGE_BUDGET else 'ok'})")
    print("\n| module | code lines | public | package |")
    print("|---|---:|---:|---:|")
    for name in sorted(counts):
        if name in library or targets[name]["type"] == "executable":
            code, public, pkg = counts[name]
            print(f"| {name} | {code:,} | {public} | {pkg} |")
    if "--check" in sys.argv and failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
