import TerminalUI

/// How one kind of list row is laid out in lines for a width. The layout must not depend on the
/// selection, so lines can be kept per width and reused while scrolling.
@MainActor
protocol ListCellLayout {
    associatedtype CellObject: Identifiable & Equatable & Sendable where CellObject.ID == String
    /// Columns before the content: the selection mark and a space.
    static var gutter: Int { get }
    static func lines(for object: CellObject, width: Int) -> [StyledLine]
    /// The lines where the terminal can draw pictures (`showsPictures`) or cannot.
    static func lines(for object: CellObject, width: Int, showsPictures: Bool) -> [StyledLine]
    /// The lines in a list with `room`, for a row that sizes itself to the screen (a photo as
    /// large as a post can have and still fit).
    static func lines(for object: CellObject, width: Int, room: ListRoom, showsPictures: Bool) -> [StyledLine]
}

extension ListCellLayout {
    /// Rows without pictures are the same either way.
    static func lines(for object: CellObject, width: Int, showsPictures: Bool) -> [StyledLine] {
        lines(for: object, width: width)
    }

    /// Most rows are the same however tall the list is.
    static func lines(for object: CellObject, width: Int, room: ListRoom, showsPictures: Bool) -> [StyledLine] {
        lines(for: object, width: width, showsPictures: showsPictures)
    }
}
