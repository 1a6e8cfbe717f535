import ArgumentParser
import Tintype

/// `tintype config`: checks the configuration file, or prints one with every setting.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Check the configuration file, or print a commented one with every setting.",
        discussion: "The file is $XDG_CONFIG_HOME/tintype/config.toml (~/.config/tintype/config.toml).")

    @Flag(help: "Check the file, and say what is wrong and where (the default).")
    var check = false

    @Flag(name: .customLong("default"), help: "Print a file with every setting at its default, commented out.")
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
