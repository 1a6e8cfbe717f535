import FoundationEssentials
import TerminalUI
import Tintype

/// `--pictures` and `TINTYPE_PICTURES`: how photos are drawn, `auto` unless either says otherwise.
public enum PictureChoice {
    public struct UnknownChoice: Error, CustomStringConvertible {
        public let word: String
        public let source: String

        public var description: String {
            "\(source) takes \(PicturePreference.argumentNames.joined(separator: ", ")), not “\(word)”"
        }
    }

    /// The option wins over the environment, the environment over the configuration file's
    /// `configured`; a word neither knows is an error, not a silent `auto`.
    public static func resolve(
        option: String?, environment: [String: String] = ProcessInfo.processInfo.environment, configured: PicturePreference? = nil
    ) throws(UnknownChoice) -> PicturePreference {
        let variable = environment["TINTYPE_PICTURES"].flatMap { $0.isEmpty ? nil : $0 }
        guard let (word, source) = option.map({ ($0, "--pictures") }) ?? variable.map({ ($0, "TINTYPE_PICTURES") }) else {
            return configured ?? .automatic
        }
        guard let preference = PicturePreference(argument: word) else { throw UnknownChoice(word: word, source: source) }
        return preference
    }
}
