import TerminalUI

/// Lays out one row of Activity in lines, for a given width:
///
///     ♥ Grace Hopper and Alan Turing liked your post · 2h
///     Eileen Collins, the first woman to pilot…
///     ▣ 1 photo
///
///     ? Katherine Johnson asked to follow you · 5m
///     @katherine
///     a lets them follow you · x turns the request down
///
/// each followed by a blank line.
enum NoticeGroupCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: NoticeGroupCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        return headline(for: object, width: contentWidth) + bodyLines(for: object, width: contentWidth) + [.blank]
    }

    /// With the post's thumbnail left of its caption where the terminal draws pictures.
    static func lines(for object: NoticeGroupCellObject, width: Int, showsPictures: Bool) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        guard showsPictures, object.hasThumbnail, ThumbnailColumn.fits(width: contentWidth) else { return lines(for: object, width: width) }
        let beside = bodyLines(for: object, width: ThumbnailColumn.textWidth(in: contentWidth))
        return headline(for: object, width: contentWidth) + ThumbnailColumn.lines(beside, thumbnail: object.thumbnail) + [.blank]
    }

    private static func bodyLines(for object: NoticeGroupCellObject, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if !object.caption.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(object.caption, toWidth: width))]))
        }
        if let media = object.mediaSummary {
            lines.append(StyledLine([.init(DisplayWidth.truncate("▣ " + media, toWidth: width), TextStyle(role: .accent))]))
        }
        if let note = object.note {
            lines += TextWrapper.wrap(note, width: width, maxLines: 2).map { StyledLine([.init($0, TextStyle(role: .muted))]) }
        }
        return lines
    }

    /// Who did what, on up to two lines so that a narrow row still says what happened; the age
    /// keeps its place at the end of the last, which gives way first.
    private static func headline(for object: NoticeGroupCellObject, width: Int) -> [StyledLine] {
        let symbol = object.symbol + " "
        let indent = DisplayWidth.of(symbol)
        let age = object.age.isEmpty ? "" : " · " + object.age
        let textWidth = max(1, width - indent)
        var texts = TextWrapper.wrap(object.headline, width: textWidth, maxLines: 3)
        if texts.count > 2 { texts = [texts[0], texts[1...].joined(separator: " ")] }
        if texts.isEmpty { texts = [""] }
        let lastRoom = max(1, textWidth - DisplayWidth.of(age))
        // One line that leaves the age no room gives its last word to a second.
        if texts.count == 1, DisplayWidth.of(texts[0]) > lastRoom, let space = texts[0].lastIndex(of: " ") {
            texts = [String(texts[0][..<space]), String(texts[0][texts[0].index(after: space)...])]
        }
        texts[texts.count - 1] = DisplayWidth.truncate(texts[texts.count - 1], toWidth: lastRoom)
        let nameStyle = TextStyle(role: .author, isBold: true)
        return texts.enumerated().map { index, text in
            var runs: [StyledLine.Run] = [
                index == 0
                    ? .init(symbol, TextStyle(role: object.isLike ? .liked : .accent, isBold: true))
                    : .init(String(repeating: " ", count: indent)),
                .init(text, nameStyle),
            ]
            if index == texts.count - 1, !age.isEmpty {
                runs.append(
                    .init(DisplayWidth.truncate(age, toWidth: max(0, width - indent - DisplayWidth.of(text))), TextStyle(role: .muted)))
            }
            return StyledLine(runs)
        }
    }
}
