/// A folder or a picture the photo picker lists, its name cleaned for the terminal.
public struct PhotoFolderEntry: Sendable, Equatable {
    /// Where it is, as the file system knows it.
    public var path: String
    /// Its name, clean, on one line.
    public var name: String
    public var isFolder: Bool

    public init(path: String, name: String, isFolder: Bool) {
        self.path = path
        self.name = name
        self.isFolder = isFolder
    }
}
