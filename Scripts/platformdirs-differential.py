#!/usr/bin/env python3
"""Differential test: `standard-paths dirs --json` against Python's platformdirs.

For each scenario (a fresh temporary HOME plus environment variables and files), run both
tools and compare the locations both define: on Linux every scenario, also with a version
folder (`--app-version 1.0`, platformdirs' version=) and the site directories (`dir LOCATION
--search-paths` against `iter_*_dirs`); the macOS layout through platformdirs' `MacOS` class;
the Android layout through its `Android` class with the app folder injected on `sys.path`
(`--platform android --android-files-dir`); FreeBSD and OpenBSD through its Unix class with
`sys.platform` set; the Windows layout (with an organization, a version,
and roaming) through its `Windows` class with its environment resolver. Deliberate differences are listed in DELIBERATE
(and in README "Compared with Foundation on Linux and platformdirs"); any other mismatch fails.

Usage: platformdirs-differential.py PATH-TO-standard-paths
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

# Our key -> platformdirs property (appname="MyApp", no version, no author).
PAIRS = {
    "applicationSupport": "user_data_dir",
    "config": "user_config_dir",
    "caches": "user_cache_dir",
    "state": "user_state_dir",
    "logs": "user_log_dir",
    "runtime": "user_runtime_dir",
    "documents": "user_documents_dir",
    "downloads": "user_downloads_dir",
    "pictures": "user_pictures_dir",
    "videos": "user_videos_dir",
    "music": "user_music_dir",
    "desktop": "user_desktop_dir",
    "publicShare": "user_publicshare_dir",
    "templates": "user_templates_dir",
    "executables": "user_bin_dir",
    "fonts": "user_fonts_dir",
    "applications": "user_applications_dir",
    "preferences": "user_preference_dir",
}

# Our location -> platformdirs iterator of user then site directories.
SITE_PAIRS = {
    "applicationSupport": "iter_data_dirs",
    "config": "iter_config_dirs",
    "caches": "iter_cache_dirs",
    "state": "iter_state_dirs",
    "logs": "iter_log_dirs",
}

ANDROID_FILES = "/data/user/10/com.acme.myapp/files"

# The Windows folders, given to both tools as the variables platformdirs' environment resolver
# reads (it runs on Linux with that resolver; its `/` joins are turned into `\`).
WINDOWS_ENV = {
    "USERPROFILE": r"C:\Users\me", "APPDATA": r"C:\Users\me\AppData\Roaming",
    "LOCALAPPDATA": r"C:\Users\me\AppData\Local", "ALLUSERSPROFILE": r"C:\ProgramData",
    "PUBLIC": r"C:\Users\Public",
}
WINDOWS = ["--platform", "windows", "--org", "Acme", "--app-version", "1.0"]

# Profiles: name -> (our extra arguments, platformdirs constructor, run the site comparison,
# extra environment).
PROFILES = {
    "linux": ([], "PlatformDirs('MyApp')", True, {}),
    "linux, version 1.0": (
        ["--app-version", "1.0"], "PlatformDirs('MyApp', version='1.0')", True, {}),
    "macos": (["--platform", "macos"], "MacOS('MyApp')", True, {}),
    "macos, version 1.0": (
        ["--platform", "macos", "--app-version", "1.0"], "MacOS('MyApp', version='1.0')", True, {}),
    "android, version 1.0": (
        ["--platform", "android", "--android-files-dir", ANDROID_FILES, "--app-version", "1.0"],
        "Android('MyApp', version='1.0')", False, {}),
    "windows, Acme, version 1.0": (
        WINDOWS, "Windows('MyApp', 'Acme', version='1.0')", True, WINDOWS_ENV),
    "windows, Acme, version 1.0, roaming": (
        WINDOWS + ["--roaming"], "Windows('MyApp', 'Acme', version='1.0', roaming=True)", True,
        WINDOWS_ENV),
    # platformdirs' Unix class reads sys.platform when it computes the runtime directory.
    "freebsd": (["--platform", "freebsd"], "on('freebsd14', PlatformDirs('MyApp'))", True, {}),
    "openbsd": (["--platform", "openbsd"], "on('openbsd7', PlatformDirs('MyApp'))", True, {}),
}
# The scenarios each profile other than "linux" runs (all for "linux"), and the runtime
# scenarios the BSD profiles add.
PROFILE_SCENARIOS = ["only HOME", "absolute XDG homes", "good XDG_RUNTIME_DIR"]
BSD_SCENARIOS = ["XDG_RUNTIME_DIR mode 0755", "TMPDIR for the runtime fallback"]

PEER = r"""
import json, sys, warnings
warnings.simplefilter("ignore")
sys.path.insert(0, ANDROID_FILES)
from platformdirs import PlatformDirs
from platformdirs.macos import MacOS
from platformdirs.android import Android
from platformdirs._android import android_folder
import platformdirs.windows as windows
from platformdirs.windows import Windows
windows._RESOLVE_WIN_FOLDER = windows.get_win_folder_from_env_vars
android_folder.cache_clear()
def on(platform, dirs):
    sys.platform = platform
    return dirs
d = eval(CONSTRUCTOR)
fix = (lambda p: p.replace("/", "\\")) if CONSTRUCTOR.startswith("Windows") else (lambda p: p)
print(json.dumps({
    "dirs": {k: fix(getattr(d, v)) for k, v in PAIRS.items()},
    "site": {k: [fix(p) for p in getattr(d, v)()] for k, v in SITE_PAIRS.items()},
}))
"""

USER_DIRS = """# This file is written by xdg-user-dirs-update
# If you want to change or add directories, just edit the line you're
# interested in. All local changes will be retained on the next run.
XDG_DESKTOP_DIR="$HOME/Bureau"
XDG_DOWNLOAD_DIR="$HOME/Téléchargements"
XDG_TEMPLATES_DIR="$HOME/Modèles"
XDG_PUBLICSHARE_DIR="$HOME/Public"
XDG_DOCUMENTS_DIR="$HOME/Documents"
XDG_MUSIC_DIR="$HOME/Musique"
XDG_PICTURES_DIR="$HOME/Images"
XDG_VIDEOS_DIR="$HOME/Vidéos"
"""


def scenario(name, env=None, files=None, dirs=None):
    """env values may use {root}/{home}; files: path -> text; dirs: path -> mode."""
    return {"name": name, "env": env or {}, "files": files or {}, "dirs": dirs or {}}


SCENARIOS = [
    scenario("only HOME"),
    scenario("absolute XDG homes", {
        "XDG_DATA_HOME": "{root}/data", "XDG_CONFIG_HOME": "{root}/config",
        "XDG_CACHE_HOME": "{root}/cache", "XDG_STATE_HOME": "{root}/state"}),
    scenario("XDG_BIN_HOME is read", {"XDG_BIN_HOME": "{root}/bin"}),
    scenario("relative XDG homes are ignored", {
        "XDG_DATA_HOME": "rel/data", "XDG_CONFIG_HOME": "rel/config",
        "XDG_CACHE_HOME": "./cache", "XDG_STATE_HOME": "~/state"}),
    scenario("empty XDG homes are ignored", {
        "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": ""}),
    scenario("trailing blank is kept", {"XDG_CACHE_HOME": "{root}/cache "}),
    scenario("leading blank makes it relative", {"XDG_CACHE_HOME": " {root}/cache"}),
    scenario("trailing slash", {"XDG_DATA_HOME": "{root}/data/"}),
    scenario("good XDG_RUNTIME_DIR", {"XDG_RUNTIME_DIR": "{root}/run"}, dirs={"run": 0o700}),
    scenario("XDG_RUNTIME_DIR mode 0755", {"XDG_RUNTIME_DIR": "{root}/run"}, dirs={"run": 0o755}),
    scenario("XDG_RUNTIME_DIR relative", {"XDG_RUNTIME_DIR": "run"}),
    scenario("XDG_RUNTIME_DIR empty", {"XDG_RUNTIME_DIR": ""}),
    scenario("XDG_RUNTIME_DIR missing on disk", {"XDG_RUNTIME_DIR": "{root}/not-yet"}),
    scenario("TMPDIR for the runtime fallback", {"TMPDIR": "{root}/tmp"}, dirs={"tmp": 0o700}),
    scenario("generated user-dirs.dirs", files={"home/.config/user-dirs.dirs": USER_DIRS}),
    scenario("user-dirs.dirs under XDG_CONFIG_HOME", {"XDG_CONFIG_HOME": "{root}/cfg"},
             files={"cfg/user-dirs.dirs": USER_DIRS}),
    scenario("user-dirs.dirs edge lines", files={"home/.config/user-dirs.dirs": (
        'XDG_DOCUMENTS_DIR="/srv/docs"\n'
        'XDG_DOCUMENTS_DIR="relative/ignored"\n'
        'XDG_MUSIC_DIR=$HOME/Unquoted\n'
        '  XDG_PICTURES_DIR="$HOME/Indented" # comment\n'
        'XDG_VIDEOS_DIR="$HOME/My \\"Vids\\""\n'
        'XDG_DESKTOP_DIR="$HOME"\n'
        'XDG_TEMPLATES_DIR="$HOME/a\\$b\\\\c"\n'
        'XDG_PUBLICSHARE_DIR="$HOME/Pub"\r\n')}),
    scenario("duplicated key: last wins", files={"home/.config/user-dirs.dirs": (
        'XDG_MUSIC_DIR="$HOME/First"\nXDG_MUSIC_DIR="$HOME/Second"\n')}),
    scenario("XDG_*_DIR environment variables", {
        "XDG_DOCUMENTS_DIR": "{root}/env-docs", "XDG_MUSIC_DIR": "relative-music"},
        files={"home/.config/user-dirs.dirs": 'XDG_MUSIC_DIR="$HOME/FromFile"\n'}),
    scenario("shell forms platformdirs reads differently", files={"home/.config/user-dirs.dirs": (
        'XDG_MUSIC_DIR="${HOME}/Braced"\n'
        'XDG_TEMPLATES_DIR="$HOME/"\n'
        'XDG_VIDEOS_DIR=/srv/a b\n'
        'XDG_DOWNLOAD_DIR="$HOMEWORK/x"\n')}),
]

# Deliberate differences: (scenario name, key) -> reason, for every profile; (profile, scenario
# name, key) -> reason for one profile ("*" for every scenario). Documented in README.md.
DELIBERATE = {
    ("XDG_BIN_HOME is read", "executables"):
        "XDG_BIN_HOME is read (as directories-rs does); platformdirs always says ~/.local/bin",
    ("macos", "*", "preferences"):
        "~/Library/Preferences itself, where the defaults system writes <bundle id>.plist; "
        "platformdirs adds an app folder the defaults system never reads",
    ("macos, version 1.0", "*", "preferences"):
        "~/Library/Preferences itself, where the defaults system writes <bundle id>.plist; "
        "platformdirs adds an app folder the defaults system never reads",
    ("shell forms platformdirs reads differently", "downloads"):
        "any variable expands as the shell does ($HOMEWORK is unset, so empty: /x); "
        "platformdirs only knows $HOME and ignores the line",
    ("shell forms platformdirs reads differently", "music"):
        "${HOME} is expanded as the shell does; platformdirs only knows $HOME",
    ("shell forms platformdirs reads differently", "templates"):
        "paths are normalized, so \"$HOME/\" is the home itself without a trailing slash",
    ("shell forms platformdirs reads differently", "videos"):
        "an unquoted blank ends the value and the shell would run `b` as a command, so the line is "
        "ignored; platformdirs joins the words",
}

MAC_FONTS = ("~/Library/Fonts is the only per-user folder macOS reads fonts from; platformdirs moves "
             "it to $XDG_DATA_HOME/fonts")
MAC_APPLICATIONS = ("~/Applications is where Launchpad and Finder look; platformdirs moves it to "
                    "$XDG_DATA_HOME/applications")
MAC_RUNTIME = ("on macOS only the four XDG_*_HOME variables move a location (the contract); "
               "platformdirs also honours a private XDG_RUNTIME_DIR there")
ROAMING_LOGS = ("logs are machine-specific and stay in %LOCALAPPDATA% with the roaming option "
                "(Design/locations.md#windows); platformdirs moves them to %APPDATA%")
DELIBERATE[("windows, Acme, version 1.0, roaming", "*", "logs")] = ROAMING_LOGS
DELIBERATE[("windows, Acme, version 1.0, roaming", "*", "logs search paths")] = ROAMING_LOGS
for _profile in ("macos", "macos, version 1.0"):
    DELIBERATE[(_profile, "absolute XDG homes", "fonts")] = MAC_FONTS
    DELIBERATE[(_profile, "absolute XDG homes", "applications")] = MAC_APPLICATIONS
    DELIBERATE[(_profile, "good XDG_RUNTIME_DIR", "runtime")] = MAC_RUNTIME


def run(binary, sc, profile):
    root = tempfile.mkdtemp(prefix="sp-diff-")
    try:
        home = os.path.join(root, "home")
        os.makedirs(home)
        for rel, text in sc["files"].items():
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        for rel, mode in sc["dirs"].items():
            path = os.path.join(root, rel)
            if not os.path.exists(path):
                os.makedirs(path)
            os.chmod(path, mode)
        env = {"HOME": home, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}
        for key, value in sc["env"].items():
            env[key] = value.format(root=root, home=home)
        extra, constructor, with_site, profile_env = PROFILES[profile]
        env.update(profile_env)
        ours = json.loads(subprocess.run(
            [binary, "dirs", "--json", "--app", "MyApp"] + extra, env=env, check=True,
            capture_output=True, text=True).stdout)
        theirs = json.loads(subprocess.run(
            [sys.executable, "-c",
             f"PAIRS = {PAIRS!r}\nSITE_PAIRS = {SITE_PAIRS!r}\nANDROID_FILES = {ANDROID_FILES!r}\n"
             f"CONSTRUCTOR = {constructor!r}\n{PEER}"], env=env, check=True,
            capture_output=True, text=True).stdout)
        rows = [(key, ours[key], theirs["dirs"][key]) for key in PAIRS]
        if with_site:
            for key in SITE_PAIRS:
                lines = subprocess.run(
                    [binary, "dir", key, "--search-paths", "--app", "MyApp"] + extra, env=env,
                    check=True, capture_output=True, text=True).stdout.splitlines()
                rows.append((key + " search paths", lines, theirs["site"][key]))
        return rows, root
    finally:
        for dirpath, _, _ in os.walk(root):
            os.chmod(dirpath, 0o700)
        shutil.rmtree(root, ignore_errors=True)


def main():
    binary = os.path.abspath(sys.argv[1])
    failures = 0
    compared = 0
    runs = 0
    for profile in PROFILES:
        for sc in SCENARIOS:
            extra = BSD_SCENARIOS if profile.endswith("bsd") else []
            if profile != "linux" and sc["name"] not in PROFILE_SCENARIOS + extra:
                continue
            runs += 1
            rows, root = run(binary, sc, profile)
            for key, ours, theirs in rows:
                compared += 1
                # The temporary root differs per run only in name; both sides saw the same one.
                if ours == theirs:
                    continue
                reason = (DELIBERATE.get((profile, sc["name"], key))
                          or DELIBERATE.get((profile, "*", key))
                          or (DELIBERATE.get((sc["name"], key)) if profile.startswith("linux")
                              else None))
                if reason:
                    print(f"  known difference [{profile}: {sc['name']}] {key}: {reason}")
                    continue
                failures += 1
                print(f"MISMATCH [{profile}: {sc['name']}] {key}:\n  standard-paths: {ours}\n"
                      f"  platformdirs:   {theirs}")
    print(f"{runs} runs, {compared} comparisons, {failures} unexpected differences")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
