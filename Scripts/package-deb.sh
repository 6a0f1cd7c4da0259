#!/usr/bin/env bash
# Builds a Debian package of placesearch with dpkg-deb: the stripped binary (dataset and
# Swift runtime inside), the man page, the completions and the copyright with the data
# attribution. It installs with `apt install ./placesearch_VERSION_ARCH.deb` on a machine
# without Swift.
#
#   Scripts/package-deb.sh [--output DIR]     (default: the current folder)
#
# Needs dpkg-dev (dpkg-shlibdeps computes Depends from the libraries the binary links).
set -euo pipefail

fail() { echo "package-deb.sh: $*" >&2; exit 2; }
output="$PWD"
while [ $# -gt 0 ]; do
  case "$1" in
    --output) [ $# -ge 2 ] || fail "--output needs a folder"; output="$2"; shift 2 ;;
    -h | --help) sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) fail "unknown option '$1' (see --help)" ;;
  esac
done
command -v dpkg-shlibdeps >/dev/null || fail "dpkg-shlibdeps is missing: apt-get install dpkg-dev"
mkdir -p "$output"
output=$(cd "$output" && pwd)
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"
Scripts/install.sh --prefix "$root/usr" --quiet >&2
binary="$root/usr/bin/placesearch"

# Debian's places: zsh completions under vendor-completions, a compressed man page.
mkdir -p "$root/usr/share/zsh/vendor-completions"
mv "$root/usr/share/zsh/site-functions/_placesearch" "$root/usr/share/zsh/vendor-completions/"
rmdir "$root/usr/share/zsh/site-functions"
gzip -9n "$root/usr/share/man/man1/placesearch.1"
mkdir -p "$root/usr/share/doc/placesearch"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: placesearch"
  echo
  echo "Files: *"
  echo "Comment: the embedded dataset's sources and licences follow."
  echo
  cat Resources/ATTRIBUTION.md
} >"$root/usr/share/doc/placesearch/copyright"

version=$("$binary" --version | head -1 | cut -d' ' -f2)
architecture=$(dpkg --print-architecture)
# Depends: the shared libraries the binary links, as dpkg-shlibdeps names their packages.
mkdir -p "$work/debian"
printf 'Source: placesearch\n\nPackage: placesearch\nArchitecture: any\n' >"$work/debian/control"
libraries=$(cd "$work" && dpkg-shlibdeps -O "$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$libraries" ] || fail "dpkg-shlibdeps found no libraries for $binary"
# Time zones for local times; their old names where the distribution splits them off.
zones="tzdata"
if apt-cache show tzdata-legacy >/dev/null 2>&1; then zones="tzdata, tzdata-legacy"; fi

mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<CONTROL
Package: placesearch
Version: $version
Architecture: $architecture
Maintainer: PlaceSearch developers <placesearch@localhost>
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Depends: $libraries, $zones, ca-certificates
Recommends: xdg-utils, libcurl4 | libcurl4t64
Section: utils
Priority: optional
Description: find places from the terminal, offline
 An interactive place search in the terminal (fzf-style keys; the chosen place
 goes to stdout as text, JSON or GeoJSON) and complete, search, recommend, show
 and serve subcommands, on an embedded GeoNames and Korean administrative
 dataset, or through a Photon server.
CONTROL

deb="$output/placesearch_${version}_${architecture}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >&2
echo "$deb"
