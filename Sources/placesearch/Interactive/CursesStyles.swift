import CNCursesW
import PlaceSearchUI

/// Colours and attributes for each cell style: 256 or 16 colours, or attributes only
/// under `NO_COLOR` / `--no-color`.
///
/// The selected row is light grey (254) on dark grey (236), or white on blue with 16
/// colours, as fzf draws it: a role that keeps the terminal's default foreground
/// elsewhere gets the light one there, so the row reads on light themes too.
struct CursesStyles {
  private let color: Bool

  init(color: Bool) {
    self.color = color
    guard color else { return }
    start_color()
    use_default_colors()
    let rich = ps_colors() >= 256
    let selectedBackground: Int16 = rich ? 236 : Int16(COLOR_BLUE)
    let selectedForeground: Int16 = rich ? 254 : Int16(COLOR_WHITE)
    let foregrounds: [(StyleRole, Int16)] = [
      (.plain, -1), (.prompt, Int16(COLOR_GREEN)), (.match, rich ? 214 : Int16(COLOR_YELLOW)),
      (.dim, rich ? 245 : -1), (.trailing, Int16(COLOR_CYAN)), (.status, -1), (.notice, Int16(COLOR_RED)),
    ]
    for (role, foreground) in foregrounds {
      init_pair(CursesStyles.pair(role, selected: false), foreground, -1)
      init_pair(
        CursesStyles.pair(role, selected: true), foreground == -1 ? selectedForeground : foreground,
        selectedBackground)
    }
  }

  /// The attributes and colour pair of a style.
  func attributes(for style: CellStyle) -> (attr_t, Int16) {
    var attributes = ps_a_normal()
    switch style.role {
    case .match, .prompt: attributes |= ps_a_bold()
    case .dim: attributes |= color ? ps_a_normal() : ps_a_dim()
    case .status: attributes |= ps_a_reverse()
    case .notice: attributes |= ps_a_bold()
    case .plain, .trailing: break
    }
    if style.selected && (!color || style.role == .status) { attributes |= ps_a_reverse() }
    if style.selected && style.role != .match { attributes |= ps_a_bold() }
    return (attributes, color ? CursesStyles.pair(style.role, selected: style.selected) : 0)
  }

  private static func pair(_ role: StyleRole, selected: Bool) -> Int16 {
    Int16(StyleRole.allCases.firstIndex(of: role)! * 2 + (selected ? 2 : 1))
  }
}
