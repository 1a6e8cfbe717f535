import ArgumentParser
import Tintype

/// `tintype open`, the default: the home feed on the terminal.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the home feed (the default).")

    @OptionGroup var account: AccountOptions
    @OptionGroup var pictureOptions: PictureOptions

    func run() async throws {
        let pictures = try PictureChoice.resolve(option: pictureOptions.pictures)
        guard var configuration = try account.resolveUnlessNobodyIsSignedIn() else {
            // A first start: the app's own sign-in screen, then the account signed in.
            do {
                try await TintypeApplication.runSigningIn(paths: .fromEnvironment(), pictures: pictures)
            } catch {
                throw fail(error, instance: "")
            }
            return
        }
        configuration.pictures = pictures
        do {
            try await TintypeApplication.run(configuration: configuration)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
