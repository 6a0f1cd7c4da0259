#!/usr/bin/env bash
# Checks the documentation: every relative link in README.md and docs/*.md resolves
# (the file exists and, for a #anchor, a heading there makes that anchor under GitHub's
# rules), and every option that `placesearch --help` and each subcommand's --help print
# appears in docs/usage.md. One line per problem and exit status 1, else one summary line.
#
#   Scripts/check-docs.sh [BINARY]     (default .build/debug/placesearch)
set -euo pipefail
binary=${1:-.build/debug/placesearch}
# A path given relative to where the script was started from still finds the binary.
[ "$#" -gt 0 ] && [[ $binary != /* ]] && binary="$PWD/$binary"
cd "$(dirname "$0")/.."
if [ ! -x "$binary" ]; then
  echo "check-docs: no executable at $binary (build it first, or pass its path)" >&2
  exit 2
fi

# Each subcommand's help, recursively (config has subcommands of its own), as
# "COMMAND<TAB>OPTION" lines: the options in the first column of each OPTIONS section.
help_options() {
  local -a words=("$@")
  local text
  text=$("$binary" "${words[@]}" --help)
  printf '%s\n' "$text" | awk -v cmd="placesearch${words[*]:+ ${words[*]}}" '
    /^[A-Z][A-Z ]*:/ { section = $0; next }
    section == "OPTIONS:" && /^  -/ {
      spec = substr($0, 3)
      sub(/  .*/, "", spec)                      # the description starts after 2+ spaces
      while (match(spec, /--[A-Za-z0-9][A-Za-z0-9-]*/)) {
        print cmd "\t" substr(spec, RSTART, RLENGTH)
        spec = substr(spec, RSTART + RLENGTH)
      }
    }'
  local sub
  for sub in $(printf '%s\n' "$text" | awk '
      /^[A-Z][A-Z ]*:/ { section = $0; next }
      section == "SUBCOMMANDS:" && /^  [a-z]/ { print $1 }'); do
    help_options "${words[@]}" "$sub"
  done
}

options=$(help_options)
[ -n "$options" ] || { echo "check-docs: $binary --help printed no options" >&2; exit 2; }

OPTIONS="$options" python3 - <<'PY'
import glob, os, re, sys, unicodedata
from urllib.parse import unquote

problems = []

def slug(text):
    """GitHub's heading anchor: the rendered text, lowercased, without punctuation
    but '-' and '_', spaces as '-', non-ASCII letters kept."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)   # links: their text
    text = re.sub(r"<[^>]+>", "", text)                      # inline HTML
    text = text.replace("`", "").replace("*", "")
    text = text.strip().lower()
    kept = "".join(c for c in text
                   if c in " -_" or unicodedata.category(c)[0] in "LMN")
    return kept.replace(" ", "-")

def lines_outside_fences(path):
    """(line number, text) of the lines outside fenced code blocks."""
    fence = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            marker = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
            if marker:
                if fence is None:
                    fence = marker.group(1)
                elif marker.group(1)[0] == fence[0] and len(marker.group(1)) >= len(fence):
                    fence = None
                continue
            if fence is None:
                yield number, line.rstrip("\n")

anchors_cache = {}
def anchors(path):
    if path not in anchors_cache:
        seen, result = {}, set()
        for _, line in lines_outside_fences(path):
            m = re.match(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
            if not m:
                continue
            base = slug(m.group(1))
            n = seen.get(base, 0)
            seen[base] = n + 1
            result.add(base if n == 0 else f"{base}-{n}")
        anchors_cache[path] = result
    return anchors_cache[path]

files = ["README.md"] + sorted(glob.glob("docs/*.md"))
links = 0
for path in files:
    for number, line in lines_outside_fences(path):
        line = re.sub(r"(`+)(?:(?!\1).)+\1", "", line)      # inline code is no link
        targets = [m.group(1) for m in re.finditer(r"\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)", line)]
        ref = re.match(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)", line)
        if ref:
            targets.append(ref.group(1))
        for target in targets:
            if re.match(r"^(https?:|mailto:)", target, re.I) or not target:
                continue
            links += 1
            where = f"{path}:{number}"
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), unquote(file_part))) if file_part else path
            if not os.path.exists(resolved):
                problems.append(f"{where}: link to {target}: no file {resolved}")
                continue
            if anchor and resolved.endswith(".md"):
                if unquote(anchor).lower() not in anchors(resolved):
                    problems.append(f"{where}: link to {target}: no heading in {resolved} makes the anchor #{anchor}")

usage_path = "docs/usage.md"
usage = open(usage_path, encoding="utf-8").read() if os.path.exists(usage_path) else ""
if not usage:
    problems.append(f"{usage_path}: missing or empty")
printed_by = {}
for entry in os.environ["OPTIONS"].splitlines():
    command, option = entry.split("\t")
    printed_by.setdefault(option, []).append(command)
for option, commands in printed_by.items():
    if not re.search(r"(?<![\w-])" + re.escape(option) + r"(?![\w-])", usage):
        problems.append(f"{usage_path}: does not mention {option} (printed by --help of: {', '.join(commands)})")

for problem in problems:
    print(problem)
if problems:
    print(f"check-docs: {len(problems)} problem(s)")
    sys.exit(1)
print(f"check-docs: {links} relative links in {len(files)} files resolve; "
      f"all {len(printed_by)} options of every --help appear in {usage_path}")
PY
