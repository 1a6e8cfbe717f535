/// Why a catalogue file could not be read; the line is the file's, counted from 1.
public struct CatalogueError: Error, Equatable, CustomStringConvertible, Sendable {
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
}
