import CNcursesw

/// Maps colour roles to ncurses colour pairs and attributes for the terminal at hand.
///
/// With 256 colours it uses soft tones from the xterm cube; with 8 the basic ones; with none,
/// attributes alone (bold, dim) so the roles stay apart on a monochrome terminal.
struct ColorPalette {
    enum Depth {
        case monochrome
        case basic
        case extended
    }

    let depth: Depth

    static func detect() -> ColorPalette {
        guard has_colors() else { return ColorPalette(depth: .monochrome) }
        guard start_color() == OK else { return ColorPalette(depth: .monochrome) }
        use_default_colors()
        let palette = ColorPalette(depth: cn_colors() >= 256 ? .extended : .basic)
        palette.installPairs()
        return palette
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
            init_pair(Int16(role.rawValue), foreground, background)
        }
    }

    private func colors(for role: ColorRole) -> (Int16, Int16) {
        switch (depth, role) {
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
