import Localisation

/// Problems with what a command was given, before anything is sent.
public enum CommandError: Error, CustomStringConvertible {
    case unreadableFile(String)
    case emptyPost
    case emptyMessage
    case tooManyAltTexts
    /// No account has this handle on the instance.
    case unknownAccount(handle: String, instance: String)
    /// The server did not take it now; it waits in the outbox for the next start.
    case leftInOutbox(ConnectionProblem)

    public var description: String {
        switch self {
        case .unreadableFile(let path): return "cannot read \(path)"
        case .emptyPost: return "a post needs a caption or at least one photo"
        case .emptyMessage: return "a message needs some text"
        case .tooManyAltTexts: return "there are more --alt texts than --media files"
        case .unknownAccount(let handle, let instance): return "no account @\(handle) on \(instance)"
        case .leftInOutbox: return Strings.keptInOutbox
        }
    }
}
