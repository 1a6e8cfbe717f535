/// File paths as text, where FoundationEssentials offers only `URL`.
extension StringProtocol {
    /// The folder a path is in: "/a" for "/a/b" and "/a/b/", "/" for "/a", "" for a bare name.
    public var parentFolderPath: String {
        var path = Substring(self)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var folder = path[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// What follows the last dot of the path's last part, without the dot; "" when there is none.
    public var pathExtension: String {
        let name = split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
