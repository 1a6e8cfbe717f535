import Imaging
import TerminalUI

/// Lays out one post as a tile of a photo grid (a profile's posts), for a tile's size:
///
///     ▀▀▀▀▀▀▀▀▀▀▀▀   ┌──────────┐
///     ▀▀ photo ▀▀▀   │A caption │
///     ▀▀▀▀▀▀▀▀▀▀▀▀   │wrapped…  │
///     ▀▀▀▀▀▀▀▀▀▀▀▀   └──────────┘
///     ♥ 12 ↩ 3  ▣5   ♥ 2 ↩ 0
///
/// A post with a photo shows the middle square of its first one (its likeness while it loads, a
/// dark square before); a post without shows its words in a frame. The line under the tile has
/// the counts, and how many photos the post has when there are several.
enum PostTile {
    /// The tile's own rows, `rows` of them, each at most `columns` wide.
    static func lines(for object: PostCellObject, columns: Int, rows: Int) -> [StyledLine] {
        guard object.hasThumbnail else { return textLines(for: object, columns: columns, rows: rows) }
        let square = (object.thumbnail ?? PhotoBox.placeholder).croppedToCentreSquare()
        let picture = CellPicture(square, columns: columns, rows: rows)
        return (0..<rows).map { StyledLine(picture: StyledLine.PictureRow(picture, row: $0)) }
    }

    /// The line under the tile.
    static func label(for object: PostCellObject, columns: Int) -> StyledLine {
        if let note = object.deliveryNote {
            // My post on its way: no counts yet, only where it stands.
            let role: ColorRole = object.refusal == nil ? .accent : .error
            return StyledLine([.init(DisplayWidth.truncate(note, toWidth: columns), TextStyle(role: role))])
        }
        let heart = object.isLiked ? "♥" : "♡"
        let counts = "\(heart) \(object.likes) ↩ \(object.comments)"
        var runs: [StyledLine.Run] = [
            .init(DisplayWidth.truncate(counts, toWidth: columns), object.isLiked ? TextStyle(role: .liked) : TextStyle(role: .muted))
        ]
        // What I did to it besides liking: ↻ boosted, ⚑ saved, where the tile has room.
        let myMarks = (object.isBoosted ? "↻" : "") + (object.isSaved ? "⚑" : "")
        var usedWidth = DisplayWidth.of(counts)
        if !myMarks.isEmpty, usedWidth + 1 + DisplayWidth.of(myMarks) <= columns {
            runs.append(.init(" " + myMarks, TextStyle(role: .accent)))
            usedWidth += 1 + DisplayWidth.of(myMarks)
        }
        if object.mediaCount > 1 {
            let mark = "▣\(object.mediaCount)"
            let padding = columns - usedWidth - DisplayWidth.of(mark)
            if padding >= 1 {
                runs.append(.init(String(repeating: " ", count: padding)))
                runs.append(.init(mark, TextStyle(role: .accent)))
            }
        }
        return StyledLine(runs)
    }

    /// The post's words (its warning, else its caption, else what media it has) in a frame.
    private static func textLines(for object: PostCellObject, columns: Int, rows: Int) -> [StyledLine] {
        let (text, role): (String, ColorRole) =
            if let warning = object.contentWarning {
                (warning, .warning)
            } else if !object.caption.isEmpty {
                (object.caption, .normal)
            } else {
                ((object.mediaMoves ? "▶ " : "▣ ") + (object.mediaSummary ?? ""), .accent)
            }
        let framed = columns >= 4 && rows >= 3
        let innerColumns = framed ? columns - 2 : columns
        let innerRows = framed ? rows - 2 : rows
        var wrapped = TextWrapper.wrap(text, width: max(1, innerColumns), maxLines: innerRows + 1)
        if wrapped.count > innerRows {
            wrapped = Array(wrapped.prefix(innerRows))
            if let last = wrapped.popLast() { wrapped.append(DisplayWidth.truncate(last + " …", toWidth: innerColumns)) }
        }
        var inner = wrapped.map { line in
            StyledLine([
                .init(line, TextStyle(role: role)),
                .init(String(repeating: " ", count: max(0, innerColumns - DisplayWidth.of(line)))),
            ])
        }
        while inner.count < innerRows { inner.append(StyledLine([.init(String(repeating: " ", count: innerColumns))])) }
        guard framed else { return inner }
        let frame = TextStyle(role: .muted)
        let bar = String(repeating: "─", count: innerColumns)
        return [StyledLine([.init("┌" + bar + "┐", frame)])]
            + inner.map { StyledLine([.init("│", frame)] + $0.runs + [.init("│", frame)]) }
            + [StyledLine([.init("└" + bar + "┘", frame)])]
    }
}
