import Imaging

/// Turns a folder's entries into the picker's cell objects, each picture with its thumbnail once
/// made (a video's is its first frame, its name marked ▶).
struct PhotoFileCellObjectFactory {
    func cellObjects(for entries: [PhotoFolderEntry], thumbnails: RowPictures) -> [PhotoFileCellObject] {
        entries.map { entry in
            PhotoFileCellObject(
                id: entry.path, name: Self.name(of: entry), isFolder: entry.isFolder,
                thumbnail: entry.isFolder ? nil : thumbnails[entry.path])
        }
    }

    private static func name(of entry: PhotoFolderEntry) -> String {
        if entry.isFolder { return entry.name + "/" }
        return PhotoFiles.isVideo(named: entry.name) ? "▶ " + entry.name : entry.name
    }
}
