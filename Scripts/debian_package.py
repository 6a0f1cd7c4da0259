"""The Debian packages Scripts/build-dataset.py reads, held to their pinned versions."""
import subprocess
import sys


def require(package, version):
    """Exits with the apt-get line to run unless `package` is installed at `version`, so a
    rebuild reads the same files."""
    try:
        found = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                               capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        found = None
    if found != version:
        sys.exit(f"{package} {version} is needed (found {found or 'none'}): apt-get install {package}={version}")
