import TerminalUI

extension ConfigurationFile {
    /// A configuration file with every setting at its default, commented out, each with what it
    /// does: what `tintype config --default` prints. Taking the `#` off a setting's line keeps
    /// Tintype as it is until its value is changed.
    public static var defaultText: String {
        var lines = [
            "# Tintype's configuration: $XDG_CONFIG_HOME/tintype/config.toml (~/.config/tintype/config.toml).",
            "# Every setting is here at its default, commented out: take the # off a line to change it.",
            "# tintype config --check checks the file; the command line and the environment win over it.",
            "",
            "# The account opened when none is named, as tintype accounts lists it (the first signed in",
            "# otherwise).",
            "# default_account = \"you@pixelfed.social\"",
            "",
            "# How often, in seconds, the Likes and Messages tabs are fetched anew while shown (10 to 3600).",
            "# refresh_interval = 60",
            "",
            "[pictures]",
            "# How photos are drawn: \(PicturePreference.argumentNames.joined(separator: ", ")) (auto asks the terminal).",
            "# protocol = \"auto\"",
            "# The command that opens a photo's original, the address added last.",
            "# viewer = \"xdg-open\"",
            "",
            "[feed]",
            "# Replies in the home feed too, or posts only (v changes it, and remembers).",
            "# replies = false",
            "# compact rows, or large photos with their captions under them (z changes it, and remembers).",
            "# layout = \"compact\"",
            "",
            "[theme]",
            "# The colours: \(Theme.builtIn.map(\.name).joined(separator: ", ")) (light is for light backgrounds, monochrome",
            "# draws with bold, dim and reverse alone). NO_COLOR in the environment still means no colour.",
            "# name = \"default\"",
            "",
            "[theme.colors]",
            "# A role's colour on top of the theme: a name (\(TerminalColor.basicNames.joined(separator: ", "))), default, 0 to 255,",
            "# or \"#rrggbb\"; the nearest the terminal has is used. Two colours are the text's and the background's.",
        ]
        for (role, summary) in Self.roleSummaries {
            let setting = "# \(role) = \(Self.example(for: role))"
            lines.append(setting + String(repeating: " ", count: max(1, 36 - setting.count)) + "# " + summary)
        }
        lines += [
            "",
            "# Keys, by screen: an action takes a key (\"L\") or several ([\"L\", \"Ctrl-l\"]): a character, or",
            "# Enter, Esc, Tab, Shift-Tab, Space, Backspace, Delete, Up, Down, Left, Right, PageUp, PageDown,",
            "# Home, End, Ctrl-x, F1 … F12. A key may do one thing a screen; ? shows the keys in force.",
        ]
        for screen in KeyMapCatalogue.screens {
            lines += ["", "# \(screen.title)", "[keys.\(screen.name)]"]
            for action in screen.actions {
                let setting = "# \(action.action) = \(tomlKeys(action.keys))"
                let padding = String(repeating: " ", count: max(1, 36 - setting.count))
                lines.append(setting + padding + "# " + action.summary)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let roleSummaries: [(ColorRole, String)] = [
        (.accent, "the selected row's marker, links and titles"), (.muted, "times, counts and hints"), (.author, "names"),
        (.liked, "a like of yours"), (.error, "what went wrong"), (.warning, "what is waiting, or about to"),
        (.bar, "the tab bar, title bars and status line"),
    ]

    private static func example(for role: ColorRole) -> String {
        guard let colors = Theme.standard.colors[role], case .index(let foreground) = colors.foreground else { return "\"default\"" }
        if case .index(let background) = colors.background { return "[\(foreground), \(background)]" }
        return String(foreground)
    }

    private static func tomlKeys(_ keys: [KeyEvent]) -> String {
        let quoted = keys.map { key in
            "\"" + KeyName.name(of: key).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return quoted.count == 1 ? quoted[0] : "[" + quoted.joined(separator: ", ") + "]"
    }
}
