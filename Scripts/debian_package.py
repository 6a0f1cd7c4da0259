"""The Debian packages Scripts/build-dataset.py reads, held to their pinned versions."""
import subprocess
import sys


def require(package, version):
    """Exits with the apt-get line to run unless `package` is installed at `version`, so a
    rebuild reads the same files (build-dataset.py checks before it writes anything)."""
    try:
        # A package removed but for its configuration ("rc") still has a version.
        status, found = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}|${Version}", package],
                                       capture_output=True, text=True, check=True).stdout.split("|", 1)
        found = found if status.startswith("ii") else None
    except (OSError, subprocess.CalledProcessError, ValueError):
        found = None
    if found != version:
        sys.exit(f"{package} {version} is needed (found {found or 'none'}): apt-get install {package}={version}")
