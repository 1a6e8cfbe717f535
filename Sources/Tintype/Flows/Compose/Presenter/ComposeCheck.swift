import FoundationEssentials
import Localisation
import TextBasics

/// What stops a draft from being sent, worded; checked before anything leaves, so the server's
/// refusal of a post too long never costs the photos' uploads. And what the composer takes from
/// a key: a language typed, the next visibility.
enum ComposeCheck {
    static func refusal(of draft: PostDraft, limits: PostingLimits, requiringAltText: Bool) -> String? {
        let caption = draft.caption.trimmed()
        if caption.isEmpty && draft.photos.isEmpty { return Strings.composeNothingToPost }
        // The warning counts against the limit too, as Mastodon counts it.
        let count = StatusLength.count(draft.caption + draft.contentWarning, charactersPerURL: limits.charactersPerURL)
        if count > limits.characters {
            return Strings.composeCaptionTooLong(count: String(count), limit: String(limits.characters))
        }
        if draft.photos.count > limits.photos { return Strings.composeTooManyPhotos(limits.photos) }
        if let poll = draft.poll, let refusal = refusal(of: poll, withPhotos: !draft.photos.isEmpty, limits: limits.poll) {
            return refusal
        }
        for (index, photo) in draft.photos.enumerated() {
            // A photo added before the server's limits were known is checked against them here.
            let largest = photo.isVideo ? limits.files.videoBytes : limits.files.pictureBytes
            if let bytes = photo.bytes, bytes > largest {
                return Strings.photoFileProblem(.tooLarge(bytes: bytes, limit: largest), path: photo.name)
            }
            if requiringAltText && photo.altText.isEmpty { return Strings.composeAltTextMissing(String(index + 1)) }
            if photo.altText.unicodeScalars.count > limits.altTextCharacters {
                return Strings.composeAltTextTooLong(index: String(index + 1), limit: String(limits.altTextCharacters))
            }
        }
        return nil
    }
}

extension ComposeCheck {
    /// A poll goes in place of photos, with two options or more, as many and as long as the server takes.
    static func refusal(of poll: PostDraft.Poll, withPhotos: Bool, limits: PollLimits) -> String? {
        if withPhotos { return Strings.composePollWithPhotos }
        if poll.options.count < 2 { return Strings.composePollTooFewOptions }
        if poll.options.count > limits.options { return Strings.composePollTooManyOptions(String(limits.options)) }
        if let index = poll.options.firstIndex(where: { $0.count > limits.charactersPerOption }) {
            return Strings.composePollOptionTooLong(index: String(index + 1), limit: String(limits.charactersPerOption))
        }
        return nil
    }

    /// The language typed, as the server takes it: two or three letters (ISO 639), lower case,
    /// or nothing to leave it to the server; nil for anything else.
    static func languageCode(from typed: String) -> String? {
        let code = typed.trimmed().lowercased()
        guard code.isEmpty || (2...3).contains(code.count) && code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return code
    }

    /// The time typed for the post to be published at; nil (at once) when nothing is typed.
    static func publishingTime(from typed: String, now: Date) -> Result<Date?, TypedTime.Problem> {
        guard !typed.trimmed().isEmpty else { return .success(nil) }
        return TypedTime.read(typed, now: now).map { $0 }
    }

    /// The visibility `v` goes to next, back to everyone after the last.
    static func visibility(after visibility: Post.Visibility) -> Post.Visibility {
        let order: [Post.Visibility] = [.everyone, .unlisted, .followers, .mentioned]
        return order[((order.firstIndex(of: visibility) ?? 0) + 1) % order.count]
    }
}
