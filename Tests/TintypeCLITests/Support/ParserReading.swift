import ArgumentParser

@testable import TintypeCLI

/// What ArgumentParser makes of each list of arguments, as `command` read into plain values; nil
/// where it makes another command. Throws where it would print a message instead.
func readByTheParser<Command: ParsableCommand, Reading>(
    _ argumentLists: [[String]], as command: Command.Type, _ reading: (Command) -> Reading
) throws -> [Reading?] {
    try argumentLists.map { arguments in
        (try TintypeCommand.parseAsRoot(arguments) as? Command).map(reading)
    }
}
