import Tintype

/// What is wrong in the configuration file, where: one clear line, and the app does not start
/// with half a configuration.
public struct ConfigurationFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(message)" }
}
