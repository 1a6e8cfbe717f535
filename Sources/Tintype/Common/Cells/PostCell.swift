import TerminalUI

/// Lays out one post of a list (the feed, a profile) in lines, for a given width:
///
///     Grace Hopper @grace · 2h                    ♥ 12  ↩ 3  ↻  ⚑
///     The caption, wrapped by display width over at most
///     three lines…
///     ▣ 2 photos · alt: a cat asleep on a keyboard
///
/// with its poll (see `PollLines`) and the post it quotes, if any, as a card (see `QuoteCard`)
/// under the caption, and a blank line; ↻ and ⚑ stand after the counts where I boosted and saved it.
/// Where the terminal draws pictures, the first photo's thumbnail stands left of the caption,
/// its place kept from the start so the row never jumps when it arrives; or, for a post shown with a large photo, the photo stands between the header and
/// the caption, as large as leaves the whole post on the screen. The layout does not depend on
/// the selection, so lines can be kept per width and reused while scrolling.
enum PostCell: ListCellLayout {
    static let maximumCaptionLines = 3
    /// The lines of a quoted post's caption, in the card under the caption.
    static let maximumQuoteLines = 2
    /// Columns before the content: the selection mark and a space.
    static let gutter = 2
    /// The rows of a post beside its large photo at most: boost, header, media line, caption,
    /// blank; and a quoted post's card where there is one.
    static let rowsBesideLargePhoto = 3 + maximumCaptionLines + 1
    /// A large photo is never smaller than this, however short the list.
    static let minimumLargePhotoRows = 4

    static func lines(for object: PostCellObject, width: Int, room: ListRoom, showsPictures: Bool) -> [StyledLine] {
        let contentWidth = width - gutter
        guard showsPictures, let photo = object.largePhoto, ThumbnailColumn.fits(width: contentWidth) else {
            return lines(for: object, width: width, showsPictures: showsPictures)
        }
        let quote = pollLines(for: object, width: contentWidth) + quoteLines(for: object, width: contentWidth)
        var lines = headerLines(for: object, width: contentWidth)
        lines += PhotoBox.lines(
            photo.picture, aspectRatio: photo.aspectRatio, columns: contentWidth - StyledLine.pictureGap,
            maximumRows: max(minimumLargePhotoRows, room.rows - rowsBesideLargePhoto - quote.count), pixelCell: room.pixelCell)
        if let media = mediaLine(for: object, width: contentWidth) {
            lines.append(media)
        }
        lines += captionOrWarningLines(for: object, width: contentWidth)
        lines += quote
        lines.append(.blank)
        return lines
    }

    static func lines(for object: PostCellObject, width: Int, showsPictures: Bool) -> [StyledLine] {
        guard showsPictures, object.hasThumbnail, ThumbnailColumn.fits(width: width - gutter) else {
            return lines(for: object, width: width)
        }
        let contentWidth = max(1, width - gutter)
        var lines = headerLines(for: object, width: contentWidth)
        lines += ThumbnailColumn.lines(
            bodyLines(for: object, width: ThumbnailColumn.textWidth(in: contentWidth)), thumbnail: object.thumbnail)
        lines.append(.blank)
        return lines
    }

    static func lines(for object: PostCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        var lines = headerLines(for: object, width: contentWidth)
        lines += bodyLines(for: object, width: contentWidth)
        lines.append(.blank)
        return lines
    }

    /// Who boosted it, if anyone, and the header.
    private static func headerLines(for object: PostCellObject, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let boostLine = object.boostLine {
            lines.append(StyledLine([.init(DisplayWidth.truncate(boostLine, toWidth: width), TextStyle(role: .muted))]))
        }
        lines.append(headerLine(for: object, width: width))
        return lines
    }

    /// The caption (or its warning), the media line, the poll and the quoted post.
    private static func bodyLines(for object: PostCellObject, width: Int) -> [StyledLine] {
        var lines = captionOrWarningLines(for: object, width: width)
        if let media = mediaLine(for: object, width: width) {
            lines.append(media)
        }
        return lines + pollLines(for: object, width: width) + quoteLines(for: object, width: width)
    }

    private static func pollLines(for object: PostCellObject, width: Int) -> [StyledLine] {
        // A post a warning covers keeps its poll covered too, until it is opened.
        guard object.contentWarning == nil, let poll = object.poll else { return [] }
        return PollLines.lines(for: poll, width: width)
    }

    private static func quoteLines(for object: PostCellObject, width: Int) -> [StyledLine] {
        object.quote.map { QuoteCard.lines(for: $0, width: width, maximumTextLines: maximumQuoteLines) } ?? []
    }

    private static func captionOrWarningLines(for object: PostCellObject, width: Int) -> [StyledLine] {
        var lines: [StyledLine]
        if let warning = object.contentWarning {
            lines = [StyledLine([.init(DisplayWidth.truncate(warning, toWidth: width), TextStyle(role: .warning))])]
        } else {
            let shown = excerpt(object.caption, width: width, maximumLines: maximumCaptionLines)
            lines = LinkedLines.runs(of: shown, wrappedFrom: object.caption, links: object.captionLinks, style: .plain).map {
                StyledLine($0)
            }
            if let note = object.translationNote {
                lines.append(StyledLine([.init(DisplayWidth.truncate(note, toWidth: width), TextStyle(role: .muted))]))
            }
        }
        if let refusal = object.refusal {
            lines += TextWrapper.wrap(refusal, width: width, maxLines: 2).map { StyledLine([.init($0, TextStyle(role: .error))]) }
        }
        return lines
    }

    private static func headerLine(for object: PostCellObject, width: Int) -> StyledLine {
        let heart = object.isLiked ? "♥" : "♡"
        // My post on its way has no counts yet: what the outbox does with it stands there instead.
        let isWide = width >= 30
        let counts = object.deliveryNote ?? (isWide ? "\(heart) \(object.likes)  ↩ \(object.comments)" : "\(heart)\(object.likes)")
        let marks = object.deliveryNote == nil && isWide ? myMarks(for: object) : ""
        let countsStyle = countsStyle(for: object)
        let age = object.age.isEmpty ? "" : " · " + object.age
        let ageWidth = DisplayWidth.of(age)
        let countsWidth = DisplayWidth.of(counts) + DisplayWidth.of(marks)
        // The name gets what is left after the age and the counts; on a very narrow terminal the
        // counts give way first.
        let roomWithCounts = width - ageWidth - countsWidth - 1
        let showsCounts = roomWithCounts >= 4
        let room = showsCounts ? roomWithCounts : width - ageWidth

        let name = DisplayWidth.truncate(object.authorName, toWidth: max(1, room))
        var runs: [StyledLine.Run] = [.init(name, TextStyle(role: .author, isBold: true))]
        let handleRoom = room - DisplayWidth.of(name) - 1
        if handleRoom >= 4, !object.authorHandle.isEmpty {
            runs.append(.init(" " + DisplayWidth.truncate(object.authorHandle, toWidth: handleRoom), TextStyle(role: .muted)))
        }
        runs.append(.init(age, TextStyle(role: .muted)))
        var line = StyledLine(runs)
        if showsCounts {
            let padding = max(1, width - line.width - countsWidth)
            line.runs.append(.init(String(repeating: " ", count: padding)))
            line.runs.append(.init(counts, countsStyle))
            if !marks.isEmpty { line.runs.append(.init(marks, TextStyle(role: .accent))) }
        }
        return line
    }

    /// What I did to the post besides liking it, after the counts: ↻ boosted, ⚑ saved.
    private static func myMarks(for object: PostCellObject) -> String {
        (object.isBoosted ? "  ↻" : "") + (object.isSaved ? "  ⚑" : "")
    }

    private static func countsStyle(for object: PostCellObject) -> TextStyle {
        if object.refusal != nil { return TextStyle(role: .error, isBold: true) }
        if object.deliveryNote != nil { return TextStyle(role: .accent) }
        return object.isLiked ? TextStyle(role: .liked, isBold: true) : TextStyle(role: .muted)
    }

    /// The first lines of a text, wrapped, cut with "…" where it goes on. Blank lines inside a
    /// caption waste a list's room; the post view shows them.
    static func excerpt(_ text: String, width: Int, maximumLines: Int) -> [String] {
        let compact = text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
        let wrapped = TextWrapper.wrap(compact, width: width, maxLines: maximumLines + 1)
        var shown = Array(wrapped.prefix(maximumLines))
        if wrapped.count > maximumLines, let last = shown.popLast() {
            shown.append(DisplayWidth.of(last) + 1 > width ? DisplayWidth.truncate(last, toWidth: width) : last + "…")
        }
        return shown
    }

    private static func mediaLine(for object: PostCellObject, width: Int) -> StyledLine? {
        guard let summary = object.mediaSummary else { return nil }
        let label = DisplayWidth.truncate((object.mediaMoves ? "▶ " : "▣ ") + summary, toWidth: width)
        var runs: [StyledLine.Run] = [.init(label, TextStyle(role: .accent))]
        if let alt = object.altText {
            let room = width - DisplayWidth.of(label) - 3
            if room >= 6 {
                runs.append(.init(" · " + DisplayWidth.truncate(alt, toWidth: room), TextStyle(role: .muted)))
            }
        }
        return StyledLine(runs)
    }
}
