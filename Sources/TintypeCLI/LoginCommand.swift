import ArgumentParser
import Foundation
import Tintype

/// `tintype login`: signs in to an instance, as any client does, and keeps the account.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: "Sign in to an instance and keep the account.",
        discussion: """
            Prints the address of the instance's sign-in page and opens it in your browser where \
            there is one. Once you allow Tintype there, the browser comes back to Tintype on this \
            machine; over ssh, or with --paste-code, the page shows a code to paste here instead. \
            Signing in again as the same person renews the token. The token is kept in a file \
            only you can read, under $XDG_CONFIG_HOME/tintype/accounts.
            """)

    @Argument(help: "The instance, such as pixelfed.social; asked for when left out.")
    var instance: String?

    @Flag(help: "Paste the code the instance's page shows, instead of a browser on this machine coming back.")
    var pasteCode = false

    func run() async throws {
        let conversation = CommandLineSignIn(browser: pasteCode ? nil : BrowserLauncher.system())
        var text = instance
        if text == nil {
            TerminalWriter.write("Instance (such as pixelfed.social): ", terminator: "")
            text = readLine(strippingNewline: true)
        }
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("no instance: name it, as in tintype login pixelfed.social")
        }
        do {
            _ = try await SignIn.run(
                instance: text, codeReturn: conversation.browser == nil ? .pasted : .browserRedirect,
                paths: .fromEnvironment(), conversation: conversation)
        } catch {
            throw fail(error, instance: text)
        }
    }
}
