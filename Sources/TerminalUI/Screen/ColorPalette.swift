import CNcursesw
import Foundation
import Imaging

/// Maps colour roles to ncurses colour pairs and attributes for the terminal at hand.
///
/// With 256 colours it uses soft tones from the xterm cube (given as RGB where the terminal
/// takes direct colour); with 8 the basic ones; with none, or under NO_COLOR
/// (https://no-color.org), attributes alone (bold, dim) so the roles stay apart.
struct ColorPalette {
    enum Depth {
        case monochrome
        case basic
        case extended
        /// Colour numbers are 0xRRGGBB (a terminfo entry with direct colour, such as xterm-direct).
        case direct
    }

    let depth: Depth

    /// The pair picture shades are drawn with on a basic terminal: white on black.
    static let shadePair: Int16 = Int16(ColorRole.allCases.count)
    /// Pairs from here on are the pictures' own.
    static let firstPicturePair = Int(shadePair) + 1

    static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorPalette {
        if PictureColors.asksForNoColor(environment) { return ColorPalette(depth: .monochrome) }
        guard has_colors() else { return ColorPalette(depth: .monochrome) }
        guard start_color() == OK else { return ColorPalette(depth: .monochrome) }
        use_default_colors()
        let colors = cn_colors()
        let palette = ColorPalette(depth: colors >= 0x100_0000 ? .direct : colors >= 256 ? .extended : .basic)
        palette.installPairs()
        return palette
    }

    var pictureColors: PictureColors {
        switch depth {
        case .monochrome: return .none
        case .basic: return .grayscale
        case .extended: return .palette256
        case .direct: return .trueColor
        }
    }

    func pair(for role: ColorRole) -> Int32 {
        depth == .monochrome || role == .normal ? 0 : Int32(role.rawValue)
    }

    func attributes(for style: TextStyle) -> attr_t {
        var attributes = cn_a_normal()
        if style.isBold { attributes |= cn_a_bold() }
        if style.isReversed { attributes |= cn_a_reverse() }
        if style.isDim { attributes |= cn_a_dim() }
        if style.isUnderlined { attributes |= cn_a_underline() }
        if depth == .monochrome {
            switch style.role {
            case .accent, .author, .error, .liked: attributes |= cn_a_bold()
            case .muted: attributes |= cn_a_dim()
            case .bar: attributes |= cn_a_reverse()
            case .normal, .warning: break
            }
        }
        return attributes
    }

    private func installPairs() {
        for role in ColorRole.allCases where role != .normal {
            let (foreground, background) = colors(for: role)
            init_extended_pair(Int32(role.rawValue), foreground, background)
        }
        init_extended_pair(Int32(Self.shadePair), Int32(COLOR_WHITE), Int32(COLOR_BLACK))
    }

    private func colors(for role: ColorRole) -> (Int32, Int32) {
        let (foreground, background) = paletteColors(for: role)
        guard depth == .direct else { return (Int32(foreground), Int32(background)) }
        func direct(_ index: Int16) -> Int32 { index < 16 ? Int32(index) : Int32(XtermPalette.color(ofIndex: UInt8(index)).hex) }
        return (direct(foreground), direct(background))
    }

    /// The role's colours as 256-colour palette indices; direct colour starts from the same.
    private func paletteColors(for role: ColorRole) -> (Int16, Int16) {
        switch (depth == .direct ? .extended : depth, role) {
        case (.extended, .accent): return (75, -1)
        case (.extended, .muted): return (245, -1)
        case (.extended, .author): return (180, -1)
        case (.extended, .liked): return (204, -1)
        case (.extended, .error): return (203, -1)
        case (.extended, .warning): return (179, -1)
        case (.extended, .bar): return (252, 236)
        case (_, .accent): return (Int16(COLOR_CYAN), -1)
        case (_, .muted): return (Int16(COLOR_WHITE), -1)
        case (_, .author): return (Int16(COLOR_YELLOW), -1)
        case (_, .liked): return (Int16(COLOR_MAGENTA), -1)
        case (_, .error): return (Int16(COLOR_RED), -1)
        case (_, .warning): return (Int16(COLOR_YELLOW), -1)
        case (_, .bar): return (Int16(COLOR_BLACK), Int16(COLOR_WHITE))
        case (_, .normal): return (-1, -1)
        }
    }
}
