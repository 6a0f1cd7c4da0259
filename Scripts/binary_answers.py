"""What the counting scripts (junk_titles.py, airport_codes.py, duplicate_rows.py) share:
where the embedded data is, their command line ([PLACESEARCH_BINARY] [--list N]), and
the binary's answers to many queries through `complete --stdin --json`, with none of the
user's settings, history or server."""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DATA = os.path.join(ROOT, "Resources", "Data")
# The embedded data as it comes, whatever the user's settings, server and history say.
ENV = {key: value for key, value in os.environ.items() if not key.startswith("PLACESEARCH_") or key == "PLACESEARCH_CACHE_DIR"}
ENV.update(LANG="C.UTF-8", LC_ALL="", LC_MESSAGES="")


def command_line():
    """(binary, listed): the binary to ask (the release build by default) and how many
    findings --list asks to print (0 without it)."""
    arguments = sys.argv[1:]
    listed = 0
    if "--list" in arguments:
        at = arguments.index("--list")
        listed = int(arguments[at + 1])
        del arguments[at:at + 2]
    return (arguments[0] if arguments else os.path.join(ROOT, ".build", "release", "placesearch")), listed


def completions(binary, queries, limit, lang):
    """The answers (parsed JSON lines, one per query, in order) of `complete --stdin --json`."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(ENV, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_STATE_HOME=os.path.join(home, "state"))
        result = subprocess.run(
            [binary, "complete", "--stdin", "--json", "--limit", str(limit), "--lang", lang],
            input="\n".join(queries) + "\n", capture_output=True, text=True, env=env, check=True)
    return [json.loads(line) for line in result.stdout.splitlines()]
