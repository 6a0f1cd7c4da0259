import PlaceSearchUI
import Testing

/// The colours both terminal adapters draw with.
struct StylePaletteTests {
  @Test func theSelectedRowIsLightOnDarkGreyWith256Colours() {
    let palette = StylePalette(color: true, colors: 256)
    #expect(palette.look(for: CellStyle(.plain, selected: true))
      == StylePalette.Look(foreground: 254, background: 236, bold: true))
    #expect(palette.look(for: CellStyle(.match, selected: true))
      == StylePalette.Look(foreground: 214, background: 236, bold: true))
    #expect(palette.look(for: CellStyle(.dim)) == StylePalette.Look(foreground: 245))
  }

  @Test func eightColoursUseWhiteOnBlue() {
    let palette = StylePalette(color: true, colors: 8)
    #expect(palette.look(for: CellStyle(.plain, selected: true))
      == StylePalette.Look(foreground: 7, background: 4, bold: true))
    #expect(palette.look(for: CellStyle(.dim)) == StylePalette.Look())
  }

  @Test func withoutColourTheSelectedRowIsReversedAndSecondaryTextDim() {
    let palette = StylePalette(color: false, colors: 256)
    #expect(palette.look(for: CellStyle(.plain, selected: true)) == StylePalette.Look(bold: true, reverse: true))
    #expect(palette.look(for: CellStyle(.dim)) == StylePalette.Look(dim: true))
    #expect(palette.look(for: CellStyle(.status)) == StylePalette.Look(reverse: true))
  }
}
