import TerminalUI

/// Lays out one search result in lines for a width, under its group's heading when it is the
/// group's first:
///
///     Accounts
///     Grace Hopper @grace@pixelfed.social
///
///     Hashtags
///     #moths 3 posts lately
enum ExploreCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: ExploreCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        var lines: [StyledLine] = []
        if let heading = object.heading {
            lines.append(StyledLine([.init(DisplayWidth.truncate(heading, toWidth: contentWidth), TextStyle(role: .accent, isBold: true))]))
        }
        let titleRole: ColorRole = object.kind == .hashtag || object.kind == .followedHashtag ? .accent : .author
        let title = DisplayWidth.truncate(object.title, toWidth: contentWidth)
        var runs: [StyledLine.Run] = [.init(title, TextStyle(role: titleRole, isBold: object.kind != .post))]
        let room = contentWidth - DisplayWidth.of(title)
        if object.kind != .post, !object.detail.isEmpty, room >= 5 {
            runs.append(.init(DisplayWidth.truncate(" " + object.detail, toWidth: room), TextStyle(role: .muted)))
        }
        lines.append(StyledLine(runs))
        if object.kind == .post, !object.detail.isEmpty {
            lines.append(StyledLine([.init(DisplayWidth.truncate(object.detail, toWidth: contentWidth))]))
        }
        lines.append(.blank)
        return lines
    }
}
