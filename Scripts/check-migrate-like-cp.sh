#!/usr/bin/env bash
# Installs getfattr/setfattr and setfacl if they are missing (the Debian
# packages `attr` and `acl`; needs root and apt), then runs issue 24's
# acceptance check, Scripts/check-migrate-like-cp.py, with the arguments
# given (such as --cli .build/debug/standard-paths). Used by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v getfattr >/dev/null || ! command -v setfattr >/dev/null \
  || ! command -v setfacl >/dev/null; then
  apt-get update -qq && apt-get install -y -qq acl attr >/dev/null
fi
exec python3 Scripts/check-migrate-like-cp.py "$@"
