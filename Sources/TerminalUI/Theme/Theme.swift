/// The colours of the roles views speak in: built in, `default`, `light` (for light
/// backgrounds), `monochrome` (attributes only: bold, reverse, dim, no colour at all) and
/// `high-contrast`; a configuration file may change any role's colours on top of one of them.
public struct Theme: Sendable, Equatable {
    public var name: String
    public var colors: [ColorRole: ThemeColors]
    /// False draws the roles apart by attributes alone, as under NO_COLOR.
    public var usesColor: Bool

    public static let standard = Theme(
        name: "default",
        colors: [
            .accent: ThemeColors(.index(75), basic: .basic(6)),
            .muted: ThemeColors(.index(245), basic: .basic(7)),
            .author: ThemeColors(.index(180), basic: .basic(3)),
            .liked: ThemeColors(.index(204), basic: .basic(5)),
            .error: ThemeColors(.index(203), basic: .basic(1)),
            .warning: ThemeColors(.index(179), basic: .basic(3)),
            .bar: ThemeColors(.index(252), on: .index(236), basic: .basic(0), basicOn: .basic(7)),
        ], usesColor: true)

    public static let light = Theme(
        name: "light",
        colors: [
            .accent: ThemeColors(.index(25), basic: .basic(4)),
            .muted: ThemeColors(.index(242), basic: .basic(0)),
            .author: ThemeColors(.index(94), basic: .basic(3)),
            .liked: ThemeColors(.index(161), basic: .basic(5)),
            .error: ThemeColors(.index(160), basic: .basic(1)),
            .warning: ThemeColors(.index(130), basic: .basic(3)),
            .bar: ThemeColors(.index(236), on: .index(252), basic: .basic(7), basicOn: .basic(0)),
        ], usesColor: true)

    public static let monochrome = Theme(name: "monochrome", colors: [:], usesColor: false)

    public static let highContrast = Theme(
        name: "high-contrast",
        colors: [
            .accent: ThemeColors(.index(51), basic: .basic(6)),
            .muted: ThemeColors(.index(252), basic: .basic(7)),
            .author: ThemeColors(.index(226), basic: .basic(3)),
            .liked: ThemeColors(.index(213), basic: .basic(5)),
            .error: ThemeColors(.index(196), basic: .basic(1)),
            .warning: ThemeColors(.index(214), basic: .basic(3)),
            .bar: ThemeColors(.index(16), on: .index(231), basic: .basic(0), basicOn: .basic(7)),
        ], usesColor: true)

    public static let builtIn = [standard, light, monochrome, highContrast]

    public static func named(_ name: String) -> Theme? {
        builtIn.first { $0.name == name }
    }

    /// The theme with a role's colours changed: for the configuration file's `[theme.colors]`.
    public func with(_ role: ColorRole, _ colors: ThemeColors) -> Theme {
        var changed = self
        changed.colors[role] = colors
        return changed
    }

    /// The role's colour numbers for a terminal of this kind: palette indices, the eight basic
    /// colours, or 0xRRGGBB; -1 is the terminal's own.
    func colorNumbers(for role: ColorRole, depth: ColorPalette.Depth) -> (foreground: Int32, background: Int32) {
        guard let colors = colors[role] else { return (-1, -1) }
        switch depth {
        case .monochrome: return (-1, -1)
        case .basic:
            return (
                Int32((colors.basicForeground ?? colors.foreground).basicIndex),
                Int32((colors.basicBackground ?? colors.background).basicIndex)
            )
        case .extended: return (Int32(colors.foreground.paletteIndex), Int32(colors.background.paletteIndex))
        case .direct: return (colors.foreground.directValue, colors.background.directValue)
        }
    }
}
