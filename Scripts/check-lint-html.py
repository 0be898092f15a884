#!/usr/bin/env python3
"""Checks that `standard-paths lint --html` renders in headless Chromium.

Builds a fixture tree of real, solid-colour PNGs (or uses --fixture), runs
`standard-paths lint DIR --json --html report.html`, then
  1. `chromium --dump-dom`: the matrix has one row per asset and one cell per
     asset and device (counts from the JSON), one finding row per finding, no
     <script> element (a file is named `<script>…`), the hostile names are text;
  2. `chromium --screenshot`: the PNG decodes (zlib/struct only), is not one
     colour, and shows the fixture's thumbnail colours.

Usage: check-lint-html.py [--cli PATH] [--fixture DIR] [--keep DIR] [--chromium PATH]
                          [--expect-text TEXT]...
Exit status 0 when every check passes; 1 with a list of failures; 2 when a
tool is missing.
"""
import argparse
import html.parser
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

# Fixture: (relative path, RGB colour or None for a non-PNG file).
FIXTURE = [
    ("Icons/star.png", (230, 57, 70)),
    ("Icons/star@2x.png", (29, 53, 87)),
    ("Icons/star@3x.png", (42, 157, 143)),
    ("Icons/star~ipad.png", (244, 162, 97)),
    ("Icons/star@2x~ipad.png", (131, 56, 236)),
    ("Icons/thing.png", (0, 180, 216)),
    ("Icons/thing-hd@2x~iphone.png", (255, 0, 110)),
    ("photo.png", (255, 190, 11)),
    ("Buttons/ok.png", (58, 134, 255)),
    ("Buttons/ok@2X.png", (251, 86, 7)),
    ("Buttons/ok~ipad@2x.png", (6, 214, 160)),
    ("Logo@2x.png", (17, 138, 178)),
    ("logo.png", (239, 71, 111)),
    ("Splash/splash.png", (7, 59, 76)),
    ("Splash/splash-hd-568h.png", (255, 209, 102)),
    ("Splash/splash-568h-hd.png", (153, 217, 140)),
    ("Pads/tablet~ipad.png", (52, 160, 164)),
    ("Pads/tablet@2x~ipad.png", (181, 23, 158)),
    ("<script>alert(1)<.png", (120, 120, 120)),
    ('"onmouseover="alert(1).png', (100, 100, 100)),
    ("Data/level.plist", None),
]
HOSTILE = ["<script>alert(1)<.png", '"onmouseover="alert(1).png']
BIG = "Big/huge.png"  # above the 256 KB embedding limit


def png(width, height, rgb):
    """A valid RGB PNG of one colour, deflate-compressed."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    row = b"\x00" + bytes(rgb) * width
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height))
            + chunk(b"IEND", b""))


def noisy_png(width, height):
    """A PNG of random pixels, stored without compression: large."""
    rows = b"".join(b"\x00" + os.urandom(width * 3) for _ in range(height))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b""))


def build_fixture(root):
    for path, colour in FIXTURE:
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(png(8, 8, colour) if colour else b"<plist/>\n")
    os.makedirs(os.path.join(root, "Big"), exist_ok=True)
    with open(os.path.join(root, BIG), "wb") as f:
        f.write(noisy_png(320, 320))


def decode_png(data):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB/RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour_type}")
    channels = 3 if colour_type == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[i] = (line[i] + predictor) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


class DOMCounter(html.parser.HTMLParser):
    """Counts the report's elements by tag and class, and collects texts."""

    def __init__(self):
        super().__init__()
        self.counts = {}
        self.texts = []
        self.attributes = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.attributes.append(attrs)
        self.counts[tag] = self.counts.get(tag, 0) + 1
        for name in (attrs.get("class") or "").split():
            key = f"{tag}.{name}"
            self.counts[key] = self.counts.get(key, 0) + 1

    def handle_data(self, data):
        self.texts.append(data)


def find_chromium(explicit):
    for name in ([explicit] if explicit else []) + ["chromium", "chromium-browser",
                                                     "google-chrome", "chrome"]:
        found = shutil.which(name)
        if found:
            return found
    return None


def chromium(binary, profile, *arguments):
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-dev-shm-usage", "--hide-scrollbars", "--force-color-profile=srgb",
               f"--user-data-dir={profile}", *arguments]
    return subprocess.run(command, capture_output=True, timeout=120)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--cli", default=os.path.join(here, "..", ".build", "debug",
                                                      "standard-paths"))
    parser.add_argument("--fixture", help="audit this folder instead of building one")
    parser.add_argument("--keep", help="write report.html and screenshot.png here")
    parser.add_argument("--chromium", help="the browser to run")
    parser.add_argument("--expect-text", action="append", default=[],
                        help="text the page must show (repeatable), e.g. a hostile file name")
    options = parser.parse_args()

    browser = find_chromium(options.chromium)
    if not browser:
        print("check-lint-html: no chromium on PATH (apt-get install chromium)", file=sys.stderr)
        return 2
    if not os.access(options.cli, os.X_OK):
        print(f"check-lint-html: no standard-paths binary at {options.cli}", file=sys.stderr)
        return 2

    failures = []

    def check(condition, message):
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory(prefix="check-lint-html-") as scratch:
        fixture = options.fixture or os.path.join(scratch, "fixture")
        if not options.fixture:
            build_fixture(fixture)
        out = options.keep or os.path.join(scratch, "out")
        os.makedirs(out, exist_ok=True)
        page = os.path.join(out, "report.html")
        shot = os.path.join(out, "screenshot.png")

        lint = subprocess.run([options.cli, "lint", fixture, "--json", "--html", page],
                              capture_output=True, timeout=120)
        if lint.returncode != 0:
            print(f"check-lint-html: lint exited {lint.returncode}: {lint.stderr.decode()}",
                  file=sys.stderr)
            return 1
        report = json.loads(lint.stdout)
        assets, devices = len(report["assets"]), len(report["devices"])
        findings = len(report["findings"])
        embedded_colours = []
        for asset in report["assets"]:
            for chosen in asset["choices"].values():
                if chosen and chosen.endswith(".png") and not chosen.startswith("Big/"):
                    with open(os.path.join(fixture, chosen), "rb") as f:
                        _, _, rows = decode_png(f.read())
                    embedded_colours.append(rows[0][0])

        dom = chromium(browser, os.path.join(scratch, "profile-dom"), "--dump-dom",
                       "file://" + page)
        check(dom.returncode == 0, f"chromium --dump-dom exited {dom.returncode}")
        counter = DOMCounter()
        counter.feed(dom.stdout.decode("utf-8", "replace"))
        counts = counter.counts
        check(counts.get("table.matrix") == 1, "one matrix table")
        check(counts.get("th.device") == devices,
              f"device columns: {counts.get('th.device')} != {devices}")
        check(counts.get("tr.asset-row") == assets,
              f"matrix rows: {counts.get('tr.asset-row')} != {assets}")
        check(counts.get("td.cell") == assets * devices,
              f"matrix cells: {counts.get('td.cell')} != {assets} x {devices}")
        check(counts.get("tr.finding", 0) == findings,
              f"finding rows: {counts.get('tr.finding', 0)} != {findings}")
        check(counts.get("script", 0) == 0, f"{counts.get('script')} <script> elements")
        check(not any(name.startswith("on") for attrs in counter.attributes for name in attrs),
              "an event-handler attribute was injected")
        check(counts.get("span.pic", 0) > 0, "no embedded image")
        text = "".join(counter.texts)
        for expected in options.expect_text:
            check(expected in text, f"page does not show the text {expected!r}")
        if not options.fixture:
            for name in HOSTILE:
                check(name in text, f"hostile name not shown as text: {name}")
            check("too large to embed" in text, "no placeholder for the image above the limit")
            check(counts.get("span.doc", 0) > 0, "no file-name tile for the plist")

        shooting = chromium(browser, os.path.join(scratch, "profile-shot"),
                            f"--screenshot={shot}", "--window-size=1600,1000",
                            "file://" + page)
        check(shooting.returncode == 0 and os.path.exists(shot),
              f"chromium --screenshot exited {shooting.returncode}")
        if os.path.exists(shot):
            with open(shot, "rb") as f:
                width, height, rows = decode_png(f.read())
            histogram = {}
            for row in rows:
                for pixel in row:
                    histogram[pixel] = histogram.get(pixel, 0) + 1
            check(len(histogram) > 50, f"screenshot has only {len(histogram)} colours")
            top_share = max(histogram.values()) / (width * height)
            check(top_share < 0.95, f"screenshot is {top_share:.0%} one colour")

            def visible(colour):
                return sum(count for pixel, count in histogram.items()
                           if all(abs(a - b) <= 3 for a, b in zip(pixel, colour)))
            shown = [c for c in set(embedded_colours) if visible(c) >= 200]
            check(len(shown) >= min(3, len(set(embedded_colours))),
                  f"thumbnail colours visible: {len(shown)} of {len(set(embedded_colours))}")
            print(f"check-lint-html: screenshot {width}x{height}, {len(histogram)} colours, "
                  f"{len(shown)} of {len(set(embedded_colours))} thumbnail colours visible")
        print(f"check-lint-html: DOM {counts.get('tr.asset-row')} rows x "
              f"{counts.get('th.device')} devices = {counts.get('td.cell')} cells, "
              f"{counts.get('tr.finding', 0)} findings, {counts.get('span.pic', 0)} thumbnails")

    for failure in failures:
        print(f"check-lint-html: FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
