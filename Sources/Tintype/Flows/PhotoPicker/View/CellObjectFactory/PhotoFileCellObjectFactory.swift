import Imaging

/// Turns a folder's entries into the picker's cell objects, each picture with its thumbnail once made.
struct PhotoFileCellObjectFactory {
    func cellObjects(for entries: [PhotoFolderEntry], thumbnails: RowPictures) -> [PhotoFileCellObject] {
        entries.map { entry in
            PhotoFileCellObject(
                id: entry.path, name: entry.isFolder ? entry.name + "/" : entry.name, isFolder: entry.isFolder,
                thumbnail: entry.isFolder ? nil : thumbnails[entry.path])
        }
    }
}
