#!/usr/bin/env bash
# The install check (CI runs it once): a fresh clone of this repository is installed into
# a temporary prefix with Scripts/install.sh and packaged with Scripts/package-deb.sh;
# the clone is deleted; the installed binary must then answer from / with no Swift on
# PATH and link no Swift library, and the .deb must hold what it should and run too.
set -euo pipefail

fail() { echo "check-install.sh: $*" >&2; exit 1; }
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone -q "$repo" "$work/clone"
"$work/clone/Scripts/install.sh" --prefix "$work/prefix" --quiet
deb=$("$work/clone/Scripts/package-deb.sh" --output "$work/deb" 2>/dev/null)
cp "$work/clone/Scripts/install.sh" "$work/install.sh"
rm -rf "$work/clone"

# Answers from anywhere, on a machine whose PATH has no Swift.
answers() {
  local binary=$1 answer
  answer=$(cd / && env -i HOME="$work/home" PATH=/nonexistent "$binary" complete seoul --limit 1 2>/dev/null) \
    || fail "$binary failed"
  [[ $answer == Seoul* ]] || fail "$binary answered '$answer', not Seoul"
  "$binary" --version | grep -q '^dataset: GeoNames' || fail "$binary --version names no dataset"
  if ldd "$binary" | grep -i swift; then fail "$binary links a Swift library"; fi
  return 0
}
answers "$work/prefix/bin/placesearch"
manual="$work/prefix/share/man/man1/placesearch.1"
grep -q '^\.Dt PLACESEARCH 1' "$manual" || fail "no man page"
bash -c "source '$work/prefix/share/bash-completion/completions/placesearch' && complete -p placesearch" >/dev/null \
  || fail "the bash completion does not load"
[ -s "$work/prefix/share/zsh/site-functions/_placesearch" ] || fail "no zsh completion"
[ -s "$work/prefix/share/fish/vendor_completions.d/placesearch.fish" ] || fail "no fish completion"
# The man page and the completions come from the command definitions: they know the
# newest options of the interactive search, and the completions --expect's key names.
completions="bash-completion/completions/placesearch zsh/site-functions/_placesearch fish/vendor_completions.d/placesearch.fish"
for option in height no-suspend print-query expect bind; do
  grep -qE "^\.It Fl -$option( |\$)" "$manual" || fail "the man page lacks --$option"
  for completion in $completions; do
    grep -q -e "--$option" -e "-l '$option'" "$work/prefix/share/$completion" || fail "share/$completion lacks --$option"
  done
done
for completion in $completions; do
  grep -q "alt-enter" "$work/prefix/share/$completion" || fail "share/$completion offers no key names for --expect"
done

# The package: its fields, its files, and its binary.
info=$(dpkg-deb --info "$deb")
for field in "Package: placesearch" "Depends: .*libncursesw6.*tzdata.*ca-certificates" "Recommends: xdg-utils"; do
  grep -q "$field" <<<"$info" || fail "the .deb's control lacks '$field'"
done
contents=$(dpkg-deb --contents "$deb")
for file in ./usr/bin/placesearch ./usr/share/man/man1/placesearch.1.gz ./usr/share/doc/placesearch/copyright \
  ./usr/share/bash-completion/completions/placesearch ./usr/share/zsh/vendor-completions/_placesearch \
  ./usr/share/fish/vendor_completions.d/placesearch.fish; do
  grep -q " $file\$" <<<"$contents" || fail "the .deb lacks $file"
done
dpkg-deb -x "$deb" "$work/extracted"
answers "$work/extracted/usr/bin/placesearch"

"$work/install.sh" --prefix "$work/prefix" --uninstall >/dev/null
[ -z "$(find "$work/prefix" -type f)" ] || fail "--uninstall left files: $(find "$work/prefix" -type f)"
echo "install check passed: $(basename "$deb")"
