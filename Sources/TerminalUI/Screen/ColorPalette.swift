import CNcursesw
import FoundationEssentials
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
    var theme: Theme = .standard

    /// The pair picture shades are drawn with on a basic terminal: white on black.
    static let shadePair: Int16 = Int16(ColorRole.allCases.count)
    /// Pairs from here on are the pictures' own.
    static let firstPicturePair = Int(shadePair) + 1

    /// NO_COLOR wins over the theme; a theme without colour is drawn as under NO_COLOR.
    static func detect(environment: [String: String] = ProcessInfo.processInfo.environment, theme: Theme = .standard) -> ColorPalette {
        if PictureColors.asksForNoColor(environment) || !theme.usesColor { return ColorPalette(depth: .monochrome, theme: theme) }
        guard has_colors() else { return ColorPalette(depth: .monochrome, theme: theme) }
        guard start_color() == OK else { return ColorPalette(depth: .monochrome, theme: theme) }
        use_default_colors()
        let colors = cn_colors()
        let palette = ColorPalette(depth: colors >= 0x100_0000 ? .direct : colors >= 256 ? .extended : .basic, theme: theme)
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
        let numbers = theme.colorNumbers(for: role, depth: depth)
        return (numbers.foreground, numbers.background)
    }
}
