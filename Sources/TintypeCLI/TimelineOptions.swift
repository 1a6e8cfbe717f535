import ArgumentParser
import Localisation
import Tintype

/// Which timeline `tintype feed` prints in place of Home: `--local`, `--federated` or `--list`.
struct TimelineOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Strings.cliLocalHelp))
    var local = false

    @Flag(name: .long, help: ArgumentHelp(Strings.cliFederatedHelp))
    var federated = false

    @Option(name: .long, help: ArgumentHelp(Strings.cliListHelp, valueName: "title"))
    var list: String?

    func validate() throws {
        if Self.source(local: local, federated: federated, list: list) == nil, local || federated || list != nil {
            throw ValidationError(Strings.cliOneTimeline)
        }
    }

    var source: TimelineSource? { Self.source(local: local, federated: federated, list: list) }

    /// The timeline the options name; nil for Home, and for more than one named (which the
    /// parser refuses).
    static func source(local: Bool, federated: Bool, list: String?) -> TimelineSource? {
        switch (local, federated, list) {
        case (true, false, nil): .local
        case (false, true, nil): .federated
        case (false, false, let title?): .list(title: title)
        default: nil
        }
    }
}
