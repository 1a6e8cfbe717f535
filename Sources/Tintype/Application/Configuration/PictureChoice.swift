import Foundation
import TerminalUI

/// `--pictures` and `TINTYPE_PICTURES`: how photos are drawn, `auto` unless either says otherwise.
public enum PictureChoice {
    public struct UnknownChoice: Error, CustomStringConvertible {
        public let word: String
        public let source: String

        public var description: String {
            "\(source) takes \(PicturePreference.argumentNames.joined(separator: ", ")), not “\(word)”"
        }
    }

    /// The words the option takes, for its help.
    public static var names: [String] { PicturePreference.argumentNames }

    /// The option wins over the environment; a word neither knows is an error, not a silent `auto`.
    public static func resolve(
        option: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(UnknownChoice) -> PicturePreference {
        if let option {
            guard let preference = PicturePreference(argument: option) else { throw UnknownChoice(word: option, source: "--pictures") }
            return preference
        }
        if let variable = environment["TINTYPE_PICTURES"], !variable.isEmpty {
            guard let preference = PicturePreference(argument: variable) else {
                throw UnknownChoice(word: variable, source: "TINTYPE_PICTURES")
            }
            return preference
        }
        return .automatic
    }
}
