import FoundationEssentials
import Synchronization
import TerminalUI

/// The keys a person chose in the configuration file, by screen and action, on top of each
/// screen's own key map. Read once at start, before any screen is made.
public struct KeyOverrides: Sendable, Equatable {
    /// Screen name, then action name, then its keys.
    public var screens: [String: [String: [KeyEvent]]]

    public init(screens: [String: [String: [KeyEvent]]] = [:]) {
        self.screens = screens
    }

    private static let current = Mutex(KeyOverrides())

    /// The overrides every key map made from now on takes.
    public static var inForce: KeyOverrides {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}

extension KeyMap {
    /// The name an action has in the configuration file: its case name in snake case
    /// (`openPost` is `open_post`); an action carrying another (a list's) by that other's name
    /// (`down`), and one carrying a number by both (`position_3`).
    static func configurationName(of action: Action) -> String {
        let description = String(describing: action)
        let caseName = description.prefix { $0 != "(" }
        guard let open = description.firstIndex(of: "(") else { return snakeCase(caseName) }
        let inner = description[description.index(after: open)...].prefix { $0 != ")" }
        let innerName = inner.split(separator: ".").last.map(String.init) ?? String(inner)
        return innerName.first?.isLetter == true ? snakeCase(innerName) : snakeCase(caseName) + "_" + innerName
    }

    private static func snakeCase<Text: StringProtocol>(_ text: Text) -> String {
        text.reduce(into: "") { name, character in
            if character.isUppercase { name += "_" + character.lowercased() } else { name.append(character) }
        }
    }

    /// Each action once, in the order declared: its name, its keys and what it does.
    var described: [(action: String, keys: [KeyEvent], summary: String)] {
        var seen: [String: Int] = [:]
        var result: [(action: String, keys: [KeyEvent], summary: String)] = []
        for binding in bindings {
            let name = Self.configurationName(of: binding.action)
            if let index = seen[name] {
                result[index].keys += binding.keys
            } else {
                seen[name] = result.count
                result.append((name, binding.keys, binding.summary))
            }
        }
        return result
    }

    /// The map with the keys the person chose for `screen` in place of the declared ones; the
    /// help then shows the keys in force. A key the person chose, on this screen or for the tabs,
    /// is taken from the screen's declared keys of other actions: a key Tintype gives an action
    /// later never breaks a file that chose it for another (a screen that takes every key, the
    /// composer, keeps its own from the tabs).
    func configured(_ screen: String, by overrides: KeyOverrides = .inForce, takingEveryKey: Bool = false) -> KeyMap {
        let chosen = overrides.screens[screen] ?? [:]
        let chosenForTabs = screen == "tabs" || takingEveryKey ? [] : (overrides.screens["tabs"] ?? [:]).values.flatMap { $0 }
        let taken = Set(chosen.values.flatMap { $0 } + chosenForTabs)
        guard !taken.isEmpty else { return self }
        var replaced: Set<String> = []
        var result: [KeyBinding<Action>] = []
        for binding in bindings {
            let name = Self.configurationName(of: binding.action)
            guard let keys = chosen[name] else {
                if screen == "tabs" {
                    result.append(binding)
                    continue
                }
                let left = binding.keys.filter { !taken.contains($0) }
                if left == binding.keys {
                    result.append(binding)
                } else if !left.isEmpty {
                    result.append(KeyBinding(left, left.map(KeyName.name(of:)).joined(separator: " / "), binding.summary, binding.action))
                }
                continue
            }
            // The first binding of the action takes the keys chosen; others of it go.
            guard replaced.insert(name).inserted else { continue }
            result.append(KeyBinding(keys, keys.map(KeyName.name(of:)).joined(separator: " / "), binding.summary, binding.action))
        }
        return KeyMap(result)
    }
}
