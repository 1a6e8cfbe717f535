import FoundationEssentials
import Localisation
import TOMLKit
import TerminalUI
import Tintype

/// `$XDG_CONFIG_HOME/tintype/config.toml`: what a person sets once. Read whole and checked at
/// start; a broken file stops the start with one message naming its line and column, and a
/// setting Tintype does not know is a warning.
public struct ConfigurationFile: Sendable, Equatable {
    /// The account opened when none is named (`name@instance`, as `tintype accounts` lists it).
    public var defaultAccount: String?
    public var pictures: PicturePreference?
    /// The command a photo's original is opened with.
    public var imageViewer: String?
    public var keys = KeyOverrides()
    /// The colours: a built-in theme with any role's colours changed.
    public var theme: Theme?
    public var feed = FeedDefaults()
    /// How often the Likes and Messages tabs are fetched anew while shown, in seconds.
    public var refreshSeconds: Int?
    /// The composer refuses to post a photo without its alt text.
    public var requiresAltText = false
    /// Animated GIFs loop by themselves in lists (`[pictures] autoplay`); off, everything stays still.
    public var playsAnimations = true
    /// Clicks and the wheel work where the terminal reports them (`[mouse] enabled`).
    public var reportsMouse = true
    /// Desktop notifications for what someone wrote to me (`[notifications] enabled`).
    public var notifies = true
    /// Links in text are links in the terminal, where it makes them (`[links] enabled`).
    public var makesLinks = true

    /// The theme to draw in: the one chosen, else the default.
    public var themeInForce: Theme { theme ?? .standard }
    /// How often lists that do not stream are fetched anew: as chosen, else every minute.
    public var refreshInterval: Duration { refreshSeconds.map { .seconds($0) } ?? ModuleContext.defaultRefreshInterval }

    public init() {}

    public static func path(in paths: StoragePaths) -> URL {
        paths.configDirectory.appendingPathComponent("config.toml")
    }

    /// The file in `paths`, with its warnings; the defaults where there is no file.
    public static func load(paths: StoragePaths) throws(ConfigurationFileError) -> (file: ConfigurationFile, warnings: [String]) {
        let url = path(in: paths)
        guard let data = FileManager.default.contents(atPath: url.path) else { return (ConfigurationFile(), []) }
        return try parse(String(decoding: data, as: UTF8.self), path: url.path)
    }

    /// Reads the text of a configuration file; `path` names it in messages.
    public static func parse(_ text: String, path: String) throws(ConfigurationFileError) -> (file: ConfigurationFile, warnings: [String]) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigurationFileError(
                path: path, line: error.source.begin.line, column: error.source.begin.column, message: error.description)
        } catch {
            throw ConfigurationFileError(path: path, line: 1, column: 1, message: Strings.configNotTOML("\(error)"))
        }
        var reader = Reader(path: path, locator: SettingLocator(text))
        return (try reader.read(table), reader.warnings)
    }

    /// The settings, read and checked one by one.
    private struct Reader {
        let path: String
        let locator: SettingLocator
        var warnings: [String] = []

        mutating func read(_ table: TOMLTable) throws(ConfigurationFileError) -> ConfigurationFile {
            var file = ConfigurationFile()
            for key in table.keys {
                switch key {
                case "default_account": file.defaultAccount = try string(table[key], "default_account", in: "")
                case "refresh_interval":
                    guard let seconds = table[key]?.int, (10...3600).contains(seconds) else {
                        throw failure(key, in: "", Strings.configExpectedSeconds)
                    }
                    file.refreshSeconds = seconds
                case "pictures": try readPictures(table[key], into: &file)
                case "feed": file.feed = try readFeed(table[key])
                case "compose":
                    file.requiresAltText = try readSwitch(table[key], section: key, setting: "require_alt_text", otherwise: false)
                case "mouse": file.reportsMouse = try readSwitch(table[key], section: key, setting: "enabled", otherwise: true)
                case "notifications": file.notifies = try readSwitch(table[key], section: key, setting: "enabled", otherwise: true)
                case "links": file.makesLinks = try readSwitch(table[key], section: key, setting: "enabled", otherwise: true)
                case "keys": file.keys = try readKeys(table[key])
                case "theme":
                    // The default theme as it is, however it was written, is no theme chosen.
                    let theme = try readTheme(table[key])
                    file.theme = theme == .standard ? nil : theme
                default: warn(key, in: "")
                }
            }
            return file
        }

        private mutating func readPictures(_ value: (any TOMLValueConvertible)?, into file: inout ConfigurationFile)
            throws(ConfigurationFileError)
        {
            guard let table = value?.table else { throw failure("pictures", in: "", Strings.configExpectedTable("[pictures]")) }
            for key in table.keys {
                switch key {
                case "protocol":
                    let word = try string(table[key], key, in: "pictures")
                    guard let preference = PicturePreference(argument: word) else {
                        throw failure(
                            key, in: "pictures",
                            Strings.configExpectedOneOf(choices: PicturePreference.argumentNames.joined(separator: ", "), word: word)
                        )
                    }
                    file.pictures = preference
                case "viewer": file.imageViewer = try string(table[key], key, in: "pictures")
                case "autoplay":
                    guard let plays = table[key]?.bool else { throw failure(key, in: "pictures", Strings.configExpectedBool) }
                    file.playsAnimations = plays
                default: warn(key, in: "pictures")
                }
            }
        }

        /// A section of one setting, true or false (`[compose] require_alt_text`, `[mouse] enabled`).
        private mutating func readSwitch(_ value: (any TOMLValueConvertible)?, section: String, setting: String, otherwise: Bool)
            throws(ConfigurationFileError) -> Bool
        {
            guard let table = value?.table else { throw failure(section, in: "", Strings.configExpectedTable("[\(section)]")) }
            var isOn = otherwise
            for key in table.keys {
                guard key == setting else {
                    warn(key, in: section)
                    continue
                }
                guard let value = table[key]?.bool else { throw failure(key, in: section, Strings.configExpectedBool) }
                isOn = value
            }
            return isOn
        }

        private mutating func readFeed(_ value: (any TOMLValueConvertible)?) throws(ConfigurationFileError) -> FeedDefaults {
            guard let table = value?.table else { throw failure("feed", in: "", Strings.configExpectedTable("[feed]")) }
            var defaults = FeedDefaults()
            for key in table.keys {
                switch key {
                case "replies":
                    guard let replies = table[key]?.bool else { throw failure(key, in: "feed", Strings.configExpectedBool) }
                    defaults.showsReplies = replies
                case "layout":
                    switch try string(table[key], key, in: "feed") {
                    case "compact": defaults.showsLargePhotos = false
                    case "photos": defaults.showsLargePhotos = true
                    case let other: throw failure(key, in: "feed", Strings.configExpectedOneOf(choices: "compact, photos", word: other))
                    }
                default: warn(key, in: "feed")
                }
            }
            return defaults
        }

        private mutating func readTheme(_ value: (any TOMLValueConvertible)?) throws(ConfigurationFileError) -> Theme {
            guard let table = value?.table else { throw failure("theme", in: "", Strings.configExpectedTable("[theme]")) }
            var theme = Theme.standard
            if table.contains(key: "name") {
                let name = try string(table["name"], "name", in: "theme")
                guard let named = Theme.named(name) else {
                    throw failure(
                        "name", in: "theme",
                        Strings.configNoSuchTheme(name: name, themes: Theme.builtIn.map(\.name).joined(separator: ", ")))
                }
                theme = named
            }
            for key in table.keys where key != "name" {
                guard key == "colors" else {
                    warn(key, in: "theme")
                    continue
                }
                guard let colors = table[key]?.table else { throw failure(key, in: "theme", Strings.configExpectedTable("[theme.colors]")) }
                for roleName in colors.keys {
                    guard let role = ColorRole.allCases.first(where: { "\($0)" == roleName }), role != .normal else {
                        let roles = ColorRole.allCases.filter { $0 != .normal }.map { "\($0)" }.joined(separator: ", ")
                        throw failure(roleName, in: "theme.colors", Strings.configNoSuchRole(name: roleName, roles: roles))
                    }
                    theme = theme.with(role, try themeColors(colors[roleName], roleName))
                }
            }
            return theme
        }

        /// A colour (`"cyan"`, `208`, `"#5fafff"`), or two: the text's and the background's.
        private func themeColors(_ value: (any TOMLValueConvertible)?, _ name: String) throws(ConfigurationFileError) -> ThemeColors {
            func color(_ value: (any TOMLValueConvertible)?) -> TerminalColor? {
                if let number = value?.int { return TerminalColor(String(number)) }
                return value?.string.flatMap(TerminalColor.init)
            }
            if let single = color(value) { return ThemeColors(single) }
            if let pair = value?.array, pair.count == 2, let foreground = color(pair[0]), let background = color(pair[1]) {
                return ThemeColors(foreground, on: background)
            }
            let names = TerminalColor.basicNames.joined(separator: ", ")
            throw failure(
                name, in: "theme.colors",
                Strings.configExpectedColour(names))
        }

        private mutating func readKeys(_ value: (any TOMLValueConvertible)?) throws(ConfigurationFileError) -> KeyOverrides {
            guard let table = value?.table else { throw failure("keys", in: "", Strings.configExpectedKeyTables) }
            var overrides = KeyOverrides()
            for screenName in table.keys {
                guard let screen = KeyMapCatalogue.screens.first(where: { $0.name == screenName }) else {
                    let names = KeyMapCatalogue.screens.map(\.name).joined(separator: ", ")
                    throw failure(table: "keys.\(screenName)", Strings.configNoSuchScreen(name: screenName, screens: names))
                }
                guard let actions = table[screenName]?.table else {
                    throw failure(screenName, in: "keys", Strings.configExpectedTable("[keys.\(screenName)]"))
                }
                var chosen: [String: [KeyEvent]] = [:]
                for actionName in actions.keys {
                    guard screen.actions.contains(where: { $0.action == actionName }) else {
                        let names = screen.actions.map(\.action).joined(separator: ", ")
                        throw failure(
                            actionName, in: "keys.\(screenName)",
                            Strings.configNoSuchAction(screen: screenName, action: actionName, actions: names))
                    }
                    chosen[actionName] = try keyList(actions[actionName], actionName, in: "keys.\(screenName)")
                }
                if !chosen.isEmpty { overrides.screens[screenName] = chosen }
            }
            try checkNoKeyTwice(overrides)
            return overrides
        }

        /// A key may do one thing on a screen: the tab keys work on every screen but one that takes
        /// every key, so each other screen is checked with them. A key chosen in the file takes
        /// the place of a screen's own declared key (that action loses it); two keys chosen, or a
        /// key chosen over a tab's declared one, are an error, named at the chosen key's line.
        private mutating func checkNoKeyTwice(_ overrides: KeyOverrides) throws(ConfigurationFileError) {
            let tabs = KeyMapCatalogue.screens.filter { $0.name == "tabs" }
            for screen in KeyMapCatalogue.screens {
                var owner: [KeyEvent: (screen: String, action: String, isChosen: Bool)] = [:]
                for checked in screen.name == "tabs" || screen.takesEveryKey ? [screen] : tabs + [screen] {
                    let chosen = overrides.screens[checked.name] ?? [:]
                    for action in checked.actions {
                        let isChosen = chosen[action.action] != nil
                        for key in chosen[action.action] ?? action.keys {
                            if let other = owner[key], (other.screen, other.action) != (checked.name, action.action) {
                                // A screen's declared key gives way to a chosen one, and the file is told.
                                if isChosen && !other.isChosen && other.screen != "tabs" {
                                    owner[key] = (checked.name, action.action, true)
                                    warnKeyTaken(key, by: action.action, from: other.action, table: checked.name, screen: screen.name)
                                    continue
                                }
                                if !isChosen && other.isChosen && checked.name != "tabs" {
                                    warnKeyTaken(key, by: other.action, from: action.action, table: other.screen, screen: screen.name)
                                    continue
                                }
                                let (table, named) =
                                    chosen[action.action] != nil ? (checked.name, action.action) : (other.screen, other.action)
                                throw failure(
                                    named, in: "keys.\(table)",
                                    Strings.configKeyTwice(
                                        key: KeyName.name(of: key), first: other.action, second: action.action, screen: screen.name))
                            }
                            owner[key] = (checked.name, action.action, isChosen)
                        }
                    }
                }
            }
        }

        private func keyList(_ value: (any TOMLValueConvertible)?, _ name: String, in table: String) throws(ConfigurationFileError)
            -> [KeyEvent]
        {
            let words: [String]
            if let word = value?.string {
                words = [word]
            } else if let array = value?.array, !array.isEmpty, array.allSatisfy({ $0.string != nil }) {
                words = array.compactMap(\.string)
            } else {
                throw failure(name, in: table, Strings.configExpectedKey)
            }
            var keys: [KeyEvent] = []
            for word in words {
                guard let key = KeyName.key(word) else {
                    throw failure(
                        name, in: table,
                        Strings.configNoSuchKey(word))
                }
                keys.append(key)
            }
            return keys
        }

        private func string(_ value: (any TOMLValueConvertible)?, _ name: String, in table: String) throws(ConfigurationFileError) -> String
        {
            guard let text = value?.string else { throw failure(name, in: table, Strings.configExpectedString) }
            return text
        }

        private mutating func warnKeyTaken(_ key: KeyEvent, by chosen: String, from declared: String, table: String, screen: String) {
            let (line, column) = locator.position(of: chosen, in: "keys." + table)
            let warning =
                "\(path):\(line):\(column): "
                + Strings.configKeyTaken(key: KeyName.name(of: key), chosen: chosen, screen: screen, declared: declared)
            if !warnings.contains(warning) { warnings.append(warning) }
        }

        private mutating func warn(_ name: String, in table: String) {
            let (line, column) = locator.position(of: name, in: table)
            warnings.append("\(path):\(line):\(column): " + Strings.configUnknownSetting(table.isEmpty ? name : table + "." + name))
        }

        private func failure(_ name: String, in table: String, _ message: String) -> ConfigurationFileError {
            let (line, column) = locator.position(of: name, in: table)
            return ConfigurationFileError(path: path, line: line, column: column, message: message)
        }

        private func failure(table: String, _ message: String) -> ConfigurationFileError {
            let (line, column) = locator.position(ofTable: table)
            return ConfigurationFileError(path: path, line: line, column: column, message: message)
        }
    }
}
