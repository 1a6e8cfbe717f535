/// `tintype --version` on its own, answered before the argument parser starts. The parser first
/// reflects over the options of the root and its default command, and each new type it meets has
/// the Swift runtime search every protocol conformance in the binary: two thirds of the
/// instructions of printing four characters (docs/performance.md, "The launch"). Every other spelling
/// (`--version` among options) is the parser's, which prints the same.
enum VersionRequest {
    static func isAlone(in arguments: some Collection<String>) -> Bool {
        arguments.count == 1 && arguments.first == "--version"
    }
}
