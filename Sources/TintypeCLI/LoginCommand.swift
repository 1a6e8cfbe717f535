import ArgumentParser
import FoundationEssentials
import Localisation
import TextBasics
import Tintype
import TintypeApp

/// `tintype login`: signs in to an instance, as any client does, and keeps the account.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: Strings.cliLoginAbstract,
        discussion: Strings.cliLoginDiscussion)

    @Argument(help: ArgumentHelp(Strings.cliLoginInstanceHelp))
    var instance: String?

    @Flag(help: ArgumentHelp(Strings.cliPasteCodeHelp))
    var pasteCode = false

    func run() async throws {
        let conversation = CommandLineSignIn(browser: pasteCode ? nil : BrowserLauncher.system())
        var text = instance
        if text == nil {
            TerminalWriter.write(Strings.cliLoginAskInstance, terminator: "")
            text = readLine(strippingNewline: true)
        }
        guard let text, !text.trimmed().isEmpty else {
            throw ValidationError(Strings.cliLoginNoInstance)
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
