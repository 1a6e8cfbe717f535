import FoundationEssentials
import Localisation

/// Turns a post's versions, newest first, into cell objects: each headed by when it was written.
struct PostVersionCellObjectFactory {
    func cellObjects(for versions: [PostVersion], now: Date) -> [PostVersionCellObject] {
        let formatter = RelativeTimeFormatter(now: now)
        return versions.enumerated().map { index, version in
            let age = version.createdAt.map(formatter.phrase(for:)) ?? ""
            return PostVersionCellObject(
                id: String(versions.count - index),
                heading: heading(at: index, of: versions.count, age: age),
                caption: version.caption,
                contentWarning: version.contentWarning.isEmpty ? nil : Strings.contentWarning(version.contentWarning),
                sensitivity: version.isSensitive ? Strings.postVersionSensitive : nil,
                altTexts: version.altTexts.enumerated().compactMap { number, text in
                    text.isEmpty
                        ? nil
                        : Strings.postVersionAlt(
                            number: String(number + 1), text: text.split(whereSeparator: \.isNewline).joined(separator: " "))
                })
        }
    }

    /// The oldest version is the post as posted; the newest, when there are others, as it is now.
    private func heading(at index: Int, of count: Int, age: String) -> String {
        if index == count - 1 { return Strings.postVersionPosted(age) }
        return index == 0 ? Strings.postVersionNow(age) : Strings.postVersionEdited(age)
    }
}
