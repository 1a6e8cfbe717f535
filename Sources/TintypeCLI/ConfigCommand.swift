import ArgumentParser
import FoundationEssentials
import Localisation
import Tintype
import TintypeApp

/// `tintype config`: checks the configuration file, or prints one with every setting.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: Strings.cliConfigAbstract,
        discussion: Strings.cliConfigDiscussion)

    @Flag(help: ArgumentHelp(Strings.cliConfigCheckHelp))
    var check = false

    @Flag(name: .customLong("default"), help: ArgumentHelp(Strings.cliConfigDefaultHelp))
    var printDefault = false

    func run() async throws {
        if printDefault {
            TerminalWriter.write(ConfigurationFile.defaultText, terminator: "")
            return
        }
        let paths = StoragePaths.fromEnvironment()
        do {
            let (_, warnings) = try ConfigurationFile.load(paths: paths)
            for warning in warnings { TerminalWriter.writeError("tintype: " + warning) }
            TerminalWriter.write("\(ConfigurationFile.path(in: paths).path): fine")
        } catch {
            throw fail(error, instance: "")
        }
    }
}
