import Localisation
import TerminalUI
import Tintype

extension ConfigurationFile {
    /// A configuration file with every setting at its default, commented out, each with what it
    /// does: what `tintype config --default` prints. Taking the `#` off a setting's line keeps
    /// Tintype as it is until its value is changed.
    public static var defaultText: String {
        var lines = comment(Strings.configFileIntro) + [""] + comment(Strings.configFileDefaultAccount)
        lines += ["# default_account = \"you@pixelfed.social\"", ""] + comment(Strings.configFileRefreshInterval)
        lines += ["# refresh_interval = 60", "", "[pictures]"]
        lines += comment(Strings.configFilePictures(PicturePreference.argumentNames.joined(separator: ", ")))
        lines += ["# protocol = \"auto\""] + comment(Strings.configFileViewer) + ["# viewer = \"xdg-open\""]
        lines += comment(Strings.configFileAutoplay) + ["# autoplay = true", "", "[feed]"]
        lines += comment(Strings.configFileReplies) + ["# replies = false"] + comment(Strings.configFileLayout)
        lines += ["# layout = \"compact\"", "", "[compose]"] + comment(Strings.configFileRequireAltText)
        lines += ["# require_alt_text = false", "", "[mouse]"] + comment(Strings.configFileMouse)
        lines += ["# enabled = true", "", "[notifications]"] + comment(Strings.configFileNotifications)
        lines += ["# enabled = true", "", "[links]"] + comment(Strings.configFileLinks)
        lines += ["# enabled = true", "", "[theme]"]
        lines += comment(Strings.configFileTheme(Theme.builtIn.map(\.name).joined(separator: ", ")))
        lines += ["# name = \"default\"", "", "[theme.colors]"]
        lines += comment(Strings.configFileColors(TerminalColor.basicNames.joined(separator: ", ")))
        for (role, summary) in Self.roleSummaries {
            let setting = "# \(role) = \(Self.example(for: role))"
            lines.append(setting + String(repeating: " ", count: max(1, 36 - setting.count)) + "# " + summary)
        }
        lines += [""] + comment(Strings.configFileKeys)
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

    private static var roleSummaries: [(ColorRole, String)] {
        [
            (.accent, Strings.configRoleAccent), (.muted, Strings.configRoleMuted), (.author, Strings.configRoleAuthor),
            (.liked, Strings.configRoleLiked), (.error, Strings.configRoleError), (.warning, Strings.configRoleWarning),
            (.bar, Strings.configRoleBar),
        ]
    }

    /// A catalogue's paragraph as comment lines, broken where the translation breaks it.
    private static func comment(_ paragraph: String) -> [String] {
        paragraph.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }

    private static func example(for role: ColorRole) -> String {
        guard let colors = Theme.standard.colors[role], case .index(let foreground) = colors.foreground else { return "\"default\"" }
        if case .index(let background) = colors.background { return "[\(foreground), \(background)]" }
        return String(foreground)
    }

    private static func tomlKeys(_ keys: [KeyEvent]) -> String {
        let quoted = keys.map { key in
            "\"" + KeyName.name(of: key).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
        return quoted.count == 1 ? quoted[0] : "[" + quoted.joined(separator: ", ") + "]"
    }
}
