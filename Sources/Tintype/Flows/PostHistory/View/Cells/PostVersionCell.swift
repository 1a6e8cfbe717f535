import TerminalUI

/// Lays out one version of a post in lines, for a given width:
///
///     edited 2h
///     CW: spoilers
///     The caption as it was then, wrapped in full
///     alt, photo 1: a cat asleep
///
/// followed by a blank line. Unlike a feed row, the caption is never cut: comparing versions is
/// the point.
enum PostVersionCell: ListCellLayout {
    static let gutter = 2

    static func lines(for object: PostVersionCellObject, width: Int) -> [StyledLine] {
        let contentWidth = max(1, width - gutter)
        var lines = [
            StyledLine([.init(DisplayWidth.truncate(object.heading, toWidth: contentWidth), TextStyle(role: .muted, isBold: true))])
        ]
        if let warning = object.contentWarning {
            lines += wrapped(warning, width: contentWidth, role: .warning)
        }
        lines += wrapped(object.caption, width: contentWidth, role: .normal)
        if let sensitivity = object.sensitivity {
            lines += wrapped(sensitivity, width: contentWidth, role: .warning)
        }
        for alt in object.altTexts {
            lines += wrapped(alt, width: contentWidth, role: .muted)
        }
        lines.append(.blank)
        return lines
    }

    private static func wrapped(_ text: String, width: Int, role: ColorRole) -> [StyledLine] {
        TextWrapper.wrap(text, width: width, maxLines: 200).map { StyledLine([.init($0, TextStyle(role: role))]) }
    }
}
