import TerminalUI

/// What a list offers a row that sizes itself to the screen: the list's height, and a cell's
/// pixels where photos are drawn in the terminal's own (nil for half blocks).
struct ListRoom: Equatable {
    var rows: Int
    var pixelCell: CellPixelSize?
}
