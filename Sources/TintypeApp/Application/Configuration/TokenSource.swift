import FoundationEssentials
import Localisation
import TextBasics
import Tintype

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the access token comes from. An option on the command line can be read by every user of
/// the machine in `ps`, so a file only its owner can read, or standard input, is offered too.
public enum TokenSource: Sendable, Equatable {
    /// Given as it is (`--token`, `TINTYPE_TOKEN`).
    case text(String)
    /// A file that only its owner may read or write (`--token-file`, `TINTYPE_TOKEN_FILE`).
    case file(String)
    /// The first line of standard input (`--token -`), for scripts and password managers.
    case standardInput

    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case unreadableFile(String)
        case fileOpenToOthers(String)
        case empty(String)

        public var description: String {
            switch self {
            case .unreadableFile(let path): return Strings.tokenFileUnreadable(path)
            case .fileOpenToOthers(let path):
                return Strings.tokenFileOpenToOthers(path)
            case .empty(let source): return Strings.noTokenIn(source)
            }
        }
    }

    /// The option and the environment, the option first; nil when neither names a token.
    static func from(option: String?, fileOption: String?, environment: [String: String]) -> TokenSource? {
        if option == "-" { return .standardInput }
        if let option { return .text(option) }
        if let fileOption { return .file(fileOption) }
        if let text = environment["TINTYPE_TOKEN"], !text.isEmpty { return .text(text) }
        if let path = environment["TINTYPE_TOKEN_FILE"], !path.isEmpty { return .file(path) }
        return nil
    }

    func read(standardInput: () -> String? = { readLine(strippingNewline: true) }) throws -> String {
        let token: String
        let origin: String
        switch self {
        case .text(let text):
            (token, origin) = (text, Strings.tokenFromOption)
        case .file(let path):
            token = try Self.readPrivateFile(path)
            origin = path
        case .standardInput:
            token = standardInput() ?? ""
            origin = Strings.tokenFromStandardInput
        }
        let trimmed = token.trimmed()
        guard !trimmed.isEmpty else { throw ReadError.empty(origin) }
        return trimmed
    }

    /// As ssh does with a private key: a token file others can read is refused, not used.
    private static func readPrivateFile(_ path: String) throws -> String {
        var status = stat()
        guard stat(path, &status) == 0, let data = FileManager.default.contents(atPath: path) else {
            throw ReadError.unreadableFile(path)
        }
        guard status.st_mode & 0o077 == 0 else { throw ReadError.fileOpenToOthers(path) }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
