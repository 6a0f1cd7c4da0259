#!/usr/bin/env bash
# Builds placesearch in release mode and installs it: the binary (stripped, the dataset
# and the Swift runtime inside), its man page and its bash, zsh and fish completions.
#
#   Scripts/install.sh [--prefix DIR]     install under DIR (default ~/.local)
#   Scripts/install.sh --uninstall [--prefix DIR]
#
# --quiet leaves out the advice about PATH and zsh's fpath (for packaging).
set -euo pipefail

usage() { sed -n '2,8s/^# \{0,1\}//p' "$0"; }
fail() { echo "install.sh: $*" >&2; exit 2; }

prefix="$HOME/.local"
uninstall=false
quiet=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder (see --help)"; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --uninstall) uninstall=true; shift ;;
    --quiet) quiet=true; shift ;;
    -h | --help) usage; exit 0 ;;
    *) fail "unknown option '$1' (see --help)" ;;
  esac
done
[ -n "$prefix" ] || fail "--prefix needs a folder (see --help)"
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

# What is installed, relative to the prefix.
binary=bin/placesearch
manual=share/man/man1/placesearch.1
bash_completion=share/bash-completion/completions/placesearch
zsh_completion=share/zsh/site-functions/_placesearch
fish_completion=share/fish/vendor_completions.d/placesearch.fish

if $uninstall; then
  for file in "$binary" "$manual" "$bash_completion" "$zsh_completion" "$fish_completion"; do
    if [ -e "$prefix/$file" ]; then rm -f "$prefix/$file" && echo "removed $prefix/$file"; fi
  done
  exit 0
fi

cd "$(dirname "$0")/.."
command -v swift >/dev/null || fail "swift is not on PATH: install a Swift 6 toolchain to build placesearch (see README)"

# The man page comes from the command definitions: swift-argument-parser's
# generate-manual reads them from the built binary (built with the same flags, so it
# reuses the compiled modules).
echo "building (release; the first build takes several minutes)…" >&2
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
build=(swift build -c release --static-swift-stdlib)
for product in placesearch generate-manual; do
  "${build[@]}" --product "$product" >"$staging/build.log" 2>&1 \
    || { tail -40 "$staging/build.log" >&2; fail "the release build failed (its last lines are above)"; }
done
folder="$("${build[@]}" --show-bin-path)"
built="$folder/placesearch"
date=$(git log -1 --format=%cs 2>/dev/null || date +%F)
"$folder/generate-manual" "$built" --date "$date" --output-directory "$staging" >"$staging/manual.log" 2>&1 \
  || { cat "$staging/manual.log" >&2; fail "generating the man page failed"; }
# The footer names the release, as the binary declares it (`placesearch --version`).
version=$("$built" --version | head -1)
sed -i "s/^\.Os\$/.Os ${version}/" "$staging/placesearch.1"

install -d "$prefix/bin" "$prefix/$(dirname "$manual")" "$prefix/$(dirname "$bash_completion")" \
  "$prefix/$(dirname "$zsh_completion")" "$prefix/$(dirname "$fish_completion")"
strip -o "$staging/placesearch" "$built"
install -m 755 "$staging/placesearch" "$prefix/$binary"
install -m 644 "$staging/placesearch.1" "$prefix/$manual"
"$built" --generate-completion-script bash >"$staging/bash" && install -m 644 "$staging/bash" "$prefix/$bash_completion"
"$built" --generate-completion-script zsh >"$staging/zsh" && install -m 644 "$staging/zsh" "$prefix/$zsh_completion"
"$built" --generate-completion-script fish >"$staging/fish" && install -m 644 "$staging/fish" "$prefix/$fish_completion"
for file in "$binary" "$manual" "$bash_completion" "$zsh_completion" "$fish_completion"; do
  echo "installed $prefix/$file"
done
"$prefix/$binary" --version | head -1

$quiet && exit 0
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) printf '\n%s/bin is not on your PATH; add to ~/.bashrc (or ~/.zshrc):\n  export PATH="%s/bin:$PATH"\n' "$prefix" "$prefix" ;;
esac
if command -v zsh >/dev/null && ! zsh -fc 'print -l -- $fpath' | grep -qx "$prefix/share/zsh/site-functions"; then
  printf '\nzsh does not look in %s for completions; add to ~/.zshrc, before compinit:\n  fpath=(%s $fpath)\n' \
    "$prefix/share/zsh/site-functions" "$prefix/share/zsh/site-functions"
fi
printf '\nFor the Alt-G key binding, add to ~/.bashrc: eval "$(placesearch shell-init bash)" (see placesearch shell-init --help)\n'
