import FoundationEssentials
import TextBasics
import Tintype
import TintypeApp

/// Signing in on the command line: lines printed, the code read from standard input.
struct CommandLineSignIn: SignInConversation {
    let browser: BrowserLauncher?

    func say(_ line: String) {
        TerminalWriter.write(line)
    }

    func askForCode(_ prompt: String) async -> String? {
        TerminalWriter.write(prompt, terminator: "")
        return readLine(strippingNewline: true)?.trimmed()
    }

    func openInBrowser(_ address: URL) -> Bool {
        browser?.open(address) ?? false
    }
}
