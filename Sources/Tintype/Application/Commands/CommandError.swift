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
    /// A vote in a post that has no poll.
    case noPoll(postId: String)
    /// A vote for an option past the last of the poll's.
    case noSuchOption(optionCount: Int)

    public var description: String {
        switch self {
        case .unreadableFile(let path): return Strings.cannotRead(path)
        case .emptyPost: return Strings.emptyPost
        case .emptyMessage: return Strings.messageNeedsText
        case .tooManyAltTexts: return Strings.tooManyAltTexts
        case .unknownAccount(let handle, let instance): return Strings.noSuchAccount(handle: handle, instance: instance)
        case .leftInOutbox: return Strings.keptInOutbox
        case .noPoll(let postId): return Strings.postHasNoPoll(postId)
        case .noSuchOption(let count): return Strings.pollHasNoSuchOption(String(count))
        }
    }
}
