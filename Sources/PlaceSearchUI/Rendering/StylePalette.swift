/// The colours and attributes each cell style is drawn in, for every terminal adapter:
/// 256 or 8 colours, or attributes only under `NO_COLOR` / `--no-color`.
///
/// The selected row is light grey (254) on dark grey (236), or white on blue with fewer
/// colours, as fzf draws it: a role that keeps the terminal's default foreground
/// elsewhere gets the light one there, so the row reads on light themes too.
public struct StylePalette: Sendable, Equatable {
  /// How one style looks: colours as terminal colour numbers (nil: the terminal's
  /// default), and attributes.
  public struct Look: Sendable, Equatable {
    public var foreground: Int?
    public var background: Int?
    public var bold = false
    public var dim = false
    public var reverse = false

    /// A look; by default the terminal's own colours, no attributes.
    public init(
      foreground: Int? = nil, background: Int? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false
    ) {
      self.foreground = foreground
      self.background = background
      self.bold = bold
      self.dim = dim
      self.reverse = reverse
    }
  }

  /// Whether colours are used at all.
  public let color: Bool
  /// Whether the terminal has 256 colours (else the 8 basic ones are used).
  private let rich: Bool

  /// The palette for a terminal of `colors` colours; `color` false draws with
  /// attributes only.
  public init(color: Bool, colors: Int) {
    self.color = color && colors >= 8
    rich = colors >= 256
  }

  private static let green = 2, yellow = 3, red = 1, blue = 4, cyan = 6, white = 7

  /// The foreground of `role` off the selected row (nil: the terminal's default).
  private func foreground(_ role: StyleRole) -> Int? {
    switch role {
    case .plain, .status: return nil
    case .prompt: return Self.green
    case .match: return rich ? 214 : Self.yellow
    case .dim: return rich ? 245 : nil
    case .trailing: return Self.cyan
    case .notice: return Self.red
    }
  }

  /// How `style` looks.
  public func look(for style: CellStyle) -> Look {
    var look = Look()
    switch style.role {
    case .match, .prompt, .notice: look.bold = true
    case .dim: look.dim = !color
    case .status: look.reverse = true
    case .plain, .trailing: break
    }
    if style.selected && (!color || style.role == .status) { look.reverse = true }
    if style.selected && style.role != .match { look.bold = true }
    guard color else { return look }
    look.foreground = foreground(style.role)
    if style.selected {
      look.foreground = look.foreground ?? (rich ? 254 : Self.white)
      look.background = rich ? 236 : Self.blue
    }
    return look
  }
}
