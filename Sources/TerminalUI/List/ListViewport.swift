/// Which row of a list is selected and which is at the top, for rows of different heights.
///
/// The arithmetic of scrolling, kept free of drawing so it can be tested on its own. Heights are
/// asked for lazily, so a list of thousands of rows only measures what is near the screen.
public struct ListViewport: Equatable, Sendable {
    public private(set) var selectedIndex = 0
    public private(set) var topIndex = 0

    public init() {}

    /// Moves the selection by `offset` rows, clamped to the list.
    public mutating func moveSelection(by offset: Int, itemCount: Int) {
        select(selectedIndex + offset, itemCount: itemCount)
    }

    public mutating func select(_ index: Int, itemCount: Int) {
        guard itemCount > 0 else {
            selectedIndex = 0
            topIndex = 0
            return
        }
        selectedIndex = min(max(0, index), itemCount - 1)
        topIndex = min(topIndex, itemCount - 1)
    }

    /// Puts a row at the top, as when the list changed and the same post should stay in view.
    public mutating func scroll(toTop index: Int, itemCount: Int) {
        topIndex = itemCount > 0 ? min(max(0, index), itemCount - 1) : 0
    }

    /// Scrolls the least needed so that the whole selected row is on screen, and with the last row
    /// the `rowsBelowLast` that follow it (a list's footer, as "the end of the feed").
    public mutating func revealSelection(viewportRows: Int, itemCount: Int, rowsBelowLast: Int = 0, height: (Int) -> Int) {
        guard viewportRows > 0, itemCount > 0 else { return }
        selectedIndex = min(selectedIndex, itemCount - 1)
        topIndex = min(topIndex, selectedIndex)
        var rowsFromTop = selectedIndex == itemCount - 1 ? rowsBelowLast : 0
        for index in topIndex...selectedIndex {
            rowsFromTop += height(index)
        }
        while rowsFromTop > viewportRows, topIndex < selectedIndex {
            rowsFromTop -= height(topIndex)
            topIndex += 1
        }
    }

    /// Scrolls up while the rows from the top to the end, and the `rowsBelowLast`, leave blank
    /// lines at the bottom that a row above would fill, as after the terminal grew taller at the
    /// end of a list. Measures no more rows than fit on one screen.
    public mutating func fillScreen(viewportRows: Int, itemCount: Int, rowsBelowLast: Int = 0, height: (Int) -> Int) {
        guard itemCount > 0, topIndex > 0 else { return }
        var rowsToEnd = rowsBelowLast
        var index = topIndex
        while index < itemCount, rowsToEnd <= viewportRows {
            rowsToEnd += height(index)
            index += 1
        }
        while topIndex > 0, rowsToEnd + height(topIndex - 1) <= viewportRows {
            topIndex -= 1
            rowsToEnd += height(topIndex)
        }
    }

    /// The rows that start on screen, from the top one down.
    public func visibleRange(viewportRows: Int, itemCount: Int, height: (Int) -> Int) -> Range<Int> {
        guard itemCount > 0, viewportRows > 0 else { return 0..<0 }
        var used = 0
        var index = topIndex
        while index < itemCount, used < viewportRows {
            used += height(index)
            index += 1
        }
        return topIndex..<index
    }

    /// How many rows starting at the top fit on one screen: the step of PgUp and PgDn.
    public func pageLength(viewportRows: Int, itemCount: Int, height: (Int) -> Int) -> Int {
        let visible = visibleRange(viewportRows: viewportRows, itemCount: itemCount, height: height)
        return max(1, visible.count - 1)
    }
}
