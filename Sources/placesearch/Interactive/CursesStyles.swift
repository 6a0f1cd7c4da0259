import CNCursesW
import PlaceSearchUI

/// The `StylePalette` as curses colour pairs and attributes: one pair per role, on and
/// off the selected row.
struct CursesStyles {
  private let palette: StylePalette

  /// Starts curses' colours when `color` and the terminal has them.
  init(color: Bool) {
    let color = color && has_colors()
    if color {
      start_color()
      use_default_colors()
    }
    palette = StylePalette(color: color, colors: color ? Int(ps_colors()) : 0)
    guard palette.color else { return }
    for role in StyleRole.allCases {
      for selected in [false, true] {
        let look = palette.look(for: CellStyle(role, selected: selected))
        init_pair(
          CursesStyles.pair(role, selected: selected), Int16(look.foreground ?? -1), Int16(look.background ?? -1))
      }
    }
  }

  /// The attributes and colour pair of a style.
  func attributes(for style: CellStyle) -> (attr_t, Int16) {
    let look = palette.look(for: style)
    var attributes = ps_a_normal()
    if look.bold { attributes |= ps_a_bold() }
    if look.dim { attributes |= ps_a_dim() }
    if look.reverse { attributes |= ps_a_reverse() }
    return (attributes, palette.color ? CursesStyles.pair(style.role, selected: style.selected) : 0)
  }

  private static func pair(_ role: StyleRole, selected: Bool) -> Int16 {
    Int16(StyleRole.allCases.firstIndex(of: role)! * 2 + (selected ? 2 : 1))
  }
}
