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
            "[pictures]",
            "# How photos are drawn: \(PicturePreference.argumentNames.joined(separator: ", ")) (auto asks the terminal).",
            "# protocol = \"auto\"",
            "# The command that opens a photo's original, the address added last.",
            "# viewer = \"xdg-open\"",
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

    private static func tomlKeys(_ keys: [KeyEvent]) -> String {
        let quoted = keys.map { key in
            "\"" + KeyName.name(of: key).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return quoted.count == 1 ? quoted[0] : "[" + quoted.joined(separator: ", ") + "]"
    }
}
