#!/usr/bin/env bash
# Whole-process benchmark: `standard-paths dirs --json` against platformdirs,
# same machine, same run, same empty HOME. Needs hyperfine (apt-get install
# hyperfine) and platformdirs (pip install platformdirs==4.14.7).
# Usage: Scripts/bench-cli.sh [runs]   (prints a Markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
swift build -c release --product standard-paths >/dev/null
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
peer='import json, warnings
warnings.simplefilter("ignore")
from platformdirs import PlatformDirs
d = PlatformDirs("MyApp")
print(json.dumps({k: getattr(d, k) for k in ("user_data_dir", "user_config_dir", "user_cache_dir",
  "user_state_dir", "user_log_dir", "user_runtime_dir", "user_documents_dir", "user_downloads_dir",
  "user_pictures_dir", "user_videos_dir", "user_music_dir", "user_desktop_dir",
  "user_publicshare_dir", "user_templates_dir")}))'
HOME=$home hyperfine -N --warmup 5 --runs "$runs" --style none --export-markdown "$home.md" \
  -n 'standard-paths dirs --json' '.build/release/standard-paths dirs --json --app MyApp' \
  -n 'python3 -m platformdirs' 'python3 -m platformdirs' \
  -n 'python3 (platformdirs, same 14 keys as JSON)' "python3 -c '$peer'" >/dev/null 2>&1
cat "$home.md"
rm -f "$home.md"
