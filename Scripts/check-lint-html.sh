#!/usr/bin/env bash
# Installs Chromium if it is missing (the Debian package `chromium`; needs
# root and apt), then checks that `standard-paths lint --html` renders in it:
# Scripts/check-lint-html.py, with the arguments given (such as
# --cli .build/debug/standard-paths). Used by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
exec python3 Scripts/check-lint-html.py "$@"
