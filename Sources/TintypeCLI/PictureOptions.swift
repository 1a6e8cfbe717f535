import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// `--pictures`: how photos are drawn, shared by the app and `tintype show`.
struct PictureOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            Strings.cliPicturesHelp,
            valueName: "protocol"))
    var pictures: String?

    func validate() throws {
        try Self.validate(pictures)
    }

    /// Throws for a word the option, or TINTYPE_PICTURES without it, gives that is not a choice.
    static func validate(_ option: String?) throws {
        do {
            _ = try PictureChoice.resolve(option: option)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
