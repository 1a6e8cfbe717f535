import CNcursesw

/// Links in the terminal's own way (OSC 8): ncurses writes cells, never sequences of that kind,
/// so after each update the cells of a link are written again, past ncurses, the same text in the
/// same attributes with the link around it. The terminal keeps a link on its cells until they are
/// written again; so a link is written when it is new or ncurses wrote over its row, and the cells
/// of a link that went are left for ncurses to write again without it.
extension NcursesScreen {
    /// The links the visible surfaces hold, on the screen; one partly under a surface above it
    /// is left out, as it no longer shows whole.
    func visibleLinks() -> Set<LinkCells> {
        let visible = surfaces.filter { !$0.isHidden }
        var links: Set<LinkCells> = []
        for (index, surface) in visible.enumerated() {
            let above = visible[(index + 1)...].map(\.frame)
            for link in surface.linkCells.values.joined() {
                let placed = link.onScreen(surfaceAt: surface.frame)
                guard placed.row >= 0, placed.row < size.rows, placed.column >= 0, placed.column + placed.width <= size.columns,
                    !above.contains(where: placed.isCovered(by:))
                else { continue }
                links.insert(placed)
            }
        }
        return links
    }

    /// Which of `links` to write after the coming update: the new ones, and those on a row
    /// ncurses is about to write at or before their last cell. Call after `update_panels`.
    func linksToWrite(_ links: Set<LinkCells>, shown: Set<LinkCells>) -> [LinkCells] {
        var firstChanges: [Int: Int32] = [:]
        return links.filter { link in
            if !shown.contains(link) { return true }
            let first = firstChanges[link.row] ?? cn_first_change_in_line(Int32(link.row))
            firstChanges[link.row] = first
            return first >= 0 && Int(first) < link.column + link.width
        }.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// The bytes that write the links: the cursor and its attributes saved (DECSC), each link's
    /// cells again inside OSC 8, the attributes back to normal for ncurses and the terminal alike,
    /// the cursor restored (DECRC).
    static func linkOutput(_ links: [LinkCells]) -> [UInt8] {
        var bytes = Array("\u{1B}7".utf8)
        for link in links {
            bytes += Array("\u{1B}[\(link.row + 1);\(link.column + 1)H".utf8)
            bytes += attributeSequence(link.attributes, pair: link.pair)
            bytes += TerminalHyperlink.opening(link.address)
            bytes += Array(link.text.utf8)
            bytes += TerminalHyperlink.closing
        }
        bytes += attributeSequence(cn_a_normal(), pair: 0)
        bytes += Array("\u{1B}8".utf8)
        return bytes
    }

    private static func attributeSequence(_ attributes: attr_t, pair: Int32) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 256)
        let count = Int(cn_attribute_sequence(attributes, pair, &buffer, Int32(buffer.count)))
        return count > 0 ? buffer[..<count].map { UInt8(bitPattern: $0) } : []
    }
}
