import ArgumentParser
import Foundation
import PlaceKit
import PlaceSettings

/// `placesearch shell-init bash|zsh|fish`: the key binding that puts a chosen place on
/// the command line, as fzf's Ctrl-T puts a file there.
struct ShellInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shell-init",
    abstract: "Print the shell code that binds Alt-G to insert a place chosen interactively.",
    discussion: """
      Add to your shell's startup file:
        bash (~/.bashrc):                 eval "$(placesearch shell-init bash)"
        zsh (~/.zshrc):                   eval "$(placesearch shell-init zsh)"
        fish (~/.config/fish/config.fish): placesearch shell-init fish | source

      Alt-G opens the interactive search below the prompt (PLACESEARCH_HEIGHT rows, else
      the height setting: 40% by default, `full` for the whole screen; Ctrl-Z is off
      there); the place chosen is inserted at the cursor,
      shell-quoted, in the format PLACESEARCH_SHELL_FORMAT names (text, json, geojson or
      latlon; default latlon). Esc inserts nothing and leaves the line as it was.
      PLACESEARCH_KEY, set before the line above, binds another key, in the shell's own
      notation: bash '\\eg', zsh '^[g', fish '\\eg' (Alt-G in each).
      The binding runs the placesearch this command was run as: a path with a slash is
      kept as given, else placesearch is looked up on PATH.
      """
  )

  /// The shells a snippet is written for.
  enum Shell: String, CaseIterable, ExpressibleByArgument {
    case bash, zsh, fish
  }

  @Argument(help: "The shell: bash, zsh or fish.")
  var shell: Shell

  func run() throws {
    let program = ShellInitCommand.program(
      invokedAs: CommandLine.arguments.first ?? "", currentDirectory: FileManager.default.currentDirectoryPath)
    try StandardStream.output(ShellInitCommand.snippet(for: shell, program: program))
  }

  /// How the binding calls placesearch: the path this command was run as when it has a
  /// slash (made absolute, not resolved through symlinks, so that an upgrade in place
  /// keeps working; `eval "$(/opt/bin/placesearch shell-init bash)"` needs no PATH),
  /// else the name, looked up on PATH when the key is pressed.
  static func program(invokedAs path: String, currentDirectory: String) -> String {
    guard path.contains("/") else { return "placesearch" }
    return path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardized.path
  }

  /// `text` quoted for `shell` when it needs it: in single quotes (fish also escapes
  /// backslashes inside them).
  static func quoted(_ text: String, for shell: Shell) -> String {
    guard text.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || "_./,:@%+=-".contains($0))) }) else {
      return text
    }
    switch shell {
    case .bash, .zsh: return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    case .fish:
      return "'" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: "'", with: #"\'"#) + "'"
    }
  }

  /// The code `eval`ed (sourced in fish) at the shell's start, calling `program`.
  static func snippet(for shell: Shell, program: String) -> String {
    let placesearch = "command " + quoted(program, for: shell)
    // The setting's default, for when the settings cannot be read.
    let fallbackHeight = Preferences.Display.height.defaultValue().displayText
    switch shell {
    case .bash:
      return #"""
        # placesearch: Alt-G (or $PLACESEARCH_KEY) inserts a place chosen interactively.
        __placesearch_insert() {
          local chosen
          # Below the prompt, in PLACESEARCH_HEIGHT rows, else the height setting's (\#(fallbackHeight),
          # also when the settings cannot be read: the search then says why);
          # Ctrl-Z would stop the search with no way back from inside a binding.
          chosen=$(\#(placesearch) --height "${PLACESEARCH_HEIGHT:-$(\#(placesearch) config get height 2>/dev/null || echo \#(fallbackHeight))}" --no-suspend \
            --format "${PLACESEARCH_SHELL_FORMAT:-latlon}" </dev/tty) || return 0
          [[ -n $chosen ]] || return 0
          # Quoted only when it needs it ("37.56600,126.97840" stays as it is), in single quotes.
          if [[ $chosen == *[!A-Za-z0-9_.,:/@%+=-]* ]]; then chosen="'${chosen//\'/\'\\\'\'}'"; fi
          READLINE_LINE="${READLINE_LINE:0:READLINE_POINT}$chosen${READLINE_LINE:READLINE_POINT}"
          READLINE_POINT=$((READLINE_POINT + ${#chosen}))
        }
        bind -m emacs-standard -x "\"${PLACESEARCH_KEY:-\\eg}\": __placesearch_insert"
        bind -m vi-insert -x "\"${PLACESEARCH_KEY:-\\eg}\": __placesearch_insert"

        """#
    case .zsh:
      return #"""
        # placesearch: Alt-G (or $PLACESEARCH_KEY) inserts a place chosen interactively.
        __placesearch_insert() {
          local chosen
          # Below the prompt, in PLACESEARCH_HEIGHT rows, else the height setting's (\#(fallbackHeight),
          # also when the settings cannot be read: the search then says why);
          # Ctrl-Z would stop the search with no way back from inside a widget.
          chosen=$(\#(placesearch) --height "${PLACESEARCH_HEIGHT:-$(\#(placesearch) config get height 2>/dev/null || echo \#(fallbackHeight))}" --no-suspend \
            --format "${PLACESEARCH_SHELL_FORMAT:-latlon}" </dev/tty)
          if [[ $? -eq 0 && -n $chosen ]]; then
            LBUFFER+=${(q-)chosen}
          fi
          zle reset-prompt
        }
        zle -N __placesearch_insert
        bindkey -M emacs "${PLACESEARCH_KEY:-^[g}" __placesearch_insert
        bindkey -M viins "${PLACESEARCH_KEY:-^[g}" __placesearch_insert

        """#
    case .fish:
      return #"""
        # placesearch: Alt-G (or $PLACESEARCH_KEY) inserts a place chosen interactively.
        function __placesearch_insert
            set -l format latlon
            set -q PLACESEARCH_SHELL_FORMAT; and set format $PLACESEARCH_SHELL_FORMAT
            # Below the prompt, in PLACESEARCH_HEIGHT rows, else the height setting's (\#(fallbackHeight),
          # also when the settings cannot be read: the search then says why);
            # Ctrl-Z would stop the search with no way back from inside a binding.
            set -l height $PLACESEARCH_HEIGHT
            test -n "$height"; or set height (\#(placesearch) config get height 2>/dev/null; or echo \#(fallbackHeight))
            set -l chosen (\#(placesearch) --height $height --no-suspend --format $format </dev/tty | string collect)
            and test -n "$chosen"
            and commandline --insert -- (string escape -- $chosen)
            commandline --function repaint
        end
        set -l key \eg
        set -q PLACESEARCH_KEY; and set key $PLACESEARCH_KEY
        bind $key __placesearch_insert
        bind -M insert $key __placesearch_insert

        """#
    }
  }
}
