#!/usr/bin/env bash
# Installs the tools the header reader's tests write real images with:
# ImageMagick (Debian package) and Pillow (PyPI); called by .ci/run.
# The tests skip, saying why, when neither is present.
set -euo pipefail
if ! convert -version 2>/dev/null | grep -q "Version: ImageMagick"; then
  apt-get update -qq && apt-get install -y -qq imagemagick >/dev/null
fi
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
  "pillow==13.0.0"
