import FoundationEssentials
import Tintype

/// What signing in says and asks, wherever it happens: the command line prints and reads lines.
public protocol SignInConversation: Sendable {
    func say(_ line: String)
    /// The code the person copies from the instance's page; nil when they give up.
    func askForCode(_ prompt: String) async -> String?
    /// Opens the address in the person's browser; false where there is none to open.
    func openInBrowser(_ address: URL) -> Bool
}
