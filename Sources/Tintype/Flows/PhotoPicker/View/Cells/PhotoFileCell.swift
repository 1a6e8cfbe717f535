import TerminalUI

/// Lays out one entry of the photo picker, for a given width: a picture as its thumbnail with
/// its name beside it (its place kept while it is made), a folder as one line:
///
///     ▀▀▀▀▀▀▀▀ cat.jpg
///     ▀▀▀▀▀▀▀▀
///     ▸ Holidays/
///
/// a picture followed by a blank line, folders one to a line.
enum PhotoFileCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: PhotoFileCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        let mark = object.isFolder ? "▸ " : "▣ "
        let role: ColorRole = object.isFolder ? .author : .normal
        let line = StyledLine([.init(DisplayWidth.truncate(mark + object.name, toWidth: contentWidth), TextStyle(role: role))])
        // Folders stand close together; a picture is followed by a blank line, as in every list.
        return object.isFolder ? [line] : [line, .blank]
    }

    static func lines(for object: PhotoFileCellObject, width: Int, showsPictures: Bool) -> [StyledLine] {
        let contentWidth = width - gutter
        guard showsPictures, !object.isFolder, ThumbnailColumn.fits(width: contentWidth) else {
            return lines(for: object, width: width)
        }
        let name = DisplayWidth.truncate(object.name, toWidth: ThumbnailColumn.textWidth(in: contentWidth))
        return ThumbnailColumn.lines([StyledLine([.init(name)])], thumbnail: object.thumbnail) + [.blank]
    }
}
