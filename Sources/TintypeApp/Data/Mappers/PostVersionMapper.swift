import MastodonAPI
import TextBasics
import Tintype

/// A post's edit history to its versions, newest first, every string cleaned once, here.
enum PostVersionMapper {
    static func versions(from edits: [StatusEditEntity]) -> [PostVersion] {
        edits.reversed().map { edit in
            PostVersion(
                createdAt: edit.createdAt,
                caption: TextSanitizer.clean(HTMLToText.convert(edit.content)),
                contentWarning: TextSanitizer.cleanLine(edit.spoilerText, maximumLength: 500),
                isSensitive: edit.isSensitive,
                altTexts: edit.mediaAttachments.map { TextSanitizer.clean($0.description ?? "", maximumLength: 1500) })
        }
    }
}
