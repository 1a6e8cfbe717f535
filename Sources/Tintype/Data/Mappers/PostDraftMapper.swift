import FoundationEssentials
import TextBasics

/// The composer's draft to the post the outbox keeps and sends, and back (a draft kept on disk
/// is a post not yet queued).
enum PostDraftMapper {
    /// A photo of the draft, its file's name cleaned once, here, for every screen that shows it.
    /// A photo already on the server has no file, and no name.
    static func photo(atPath path: String, altText: String = "", uploadedId: String? = nil, bytes: Int? = nil) -> PostDraft.Photo {
        let name = path.isEmpty ? "" : TextSanitizer.cleanLine(URL(fileURLWithPath: path).lastPathComponent, maximumLength: 120)
        return PostDraft.Photo(path: path, name: name, altText: altText, uploadedId: uploadedId, bytes: bytes)
    }

    static func outboxPost(from draft: PostDraft) -> OutboxPost {
        OutboxPost(
            text: draft.caption,
            photos: draft.photos.map {
                OutboxPost.Photo(path: $0.path, altText: $0.altText.isEmpty ? nil : $0.altText, uploadedId: $0.uploadedId)
            },
            visibility: visibility(draft.visibility), contentWarning: draft.contentWarning, isSensitive: draft.isSensitive,
            language: draft.language.isEmpty ? nil : draft.language,
            poll: draft.poll.map {
                OutboxPost.Poll(options: $0.options, expiresInSeconds: $0.expiresInSeconds, allowsMultiple: $0.allowsMultiple)
            },
            quotedPostId: draft.quotedPostId,
            scheduledAt: draft.publishesAt, quotePolicy: draft.quotePolicy == .anyone ? nil : draft.quotePolicy)
    }

    static func draft(from post: OutboxPost) -> PostDraft {
        var draft = PostDraft()
        draft.caption = post.text
        draft.contentWarning = post.contentWarning
        draft.isSensitive = post.isSensitive
        draft.visibility = visibility(post.visibility)
        draft.language = post.language ?? ""
        draft.quotedPostId = post.quotedPostId
        draft.publishesAt = post.scheduledAt
        draft.quotePolicy = post.quotePolicy ?? .anyone
        draft.poll = post.poll.map {
            PostDraft.Poll(
                options: $0.options.map { TextSanitizer.cleanLine($0) }, expiresInSeconds: $0.expiresInSeconds,
                allowsMultiple: $0.allowsMultiple)
        }
        draft.photos = post.photos.map {
            photo(atPath: $0.path, altText: TextSanitizer.clean($0.altText ?? "", maximumLength: 1500), uploadedId: $0.uploadedId)
        }
        return draft
    }

    /// The API's words: public, unlisted, private (followers), direct (mentioned).
    private static func visibility(_ visibility: Post.Visibility) -> String {
        switch visibility {
        case .everyone: "public"
        case .unlisted: "unlisted"
        case .followers: "private"
        case .mentioned: "direct"
        }
    }

    private static func visibility(_ word: String?) -> Post.Visibility {
        switch word {
        case "unlisted": .unlisted
        case "private": .followers
        case "direct": .mentioned
        default: .everyone
        }
    }
}
