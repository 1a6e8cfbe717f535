import ArgumentParser
import Localisation
import Tintype

/// `tintype open`, the default: the home feed on the terminal.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: Strings.cliOpenAbstract)

    @OptionGroup var account: AccountOptions
    @OptionGroup var pictureOptions: PictureOptions

    func run() async throws {
        let settings: ConfigurationFile
        do {
            let loaded = try ApplicationSettings.load()
            for warning in loaded.warnings { TerminalWriter.writeError("tintype: " + warning) }
            settings = loaded.file
        } catch {
            throw fail(error, instance: "")
        }
        let pictures = try PictureChoice.resolve(option: pictureOptions.pictures, configured: settings.pictures)
        guard var configuration = try account.resolveUnlessNobodyIsSignedIn(settings: settings) else {
            // A first start: the app's own sign-in screen, then the account signed in.
            do {
                try await TintypeApplication.runSigningIn(paths: .fromEnvironment(), file: settings, pictures: pictures)
            } catch {
                throw fail(error, instance: "")
            }
            return
        }
        configuration.apply(settings, pictures: pictures)
        do {
            try await TintypeApplication.run(configuration: configuration)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
