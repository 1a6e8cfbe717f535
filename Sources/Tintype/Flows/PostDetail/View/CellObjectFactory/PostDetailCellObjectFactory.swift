import FoundationEssentials
import Imaging
import Localisation
import TextBasics

/// Turns a post into the blocks of its detail screen, every string formatted here.
struct PostDetailCellObjectFactory {
    /// The poll's options shown at most; a hostile poll of hundreds says how many more there are.
    static let maximumPollOptions = 20

    /// `pollMarks`: the options marked while choosing a vote; nil while not choosing.
    func cellObjects(
        for post: Post, isCaptionRevealed: Bool, photoIndex: Int, pictures: [String: PictureState], now: Date,
        pollMarks: Set<Int>? = nil
    ) -> [PostDetailCellObject] {
        let age = RelativeTimeFormatter(now: now).string(for: post.createdAt)
        var objects: [PostDetailCellObject] = [
            .header(
                name: post.author.displayName,
                details: ["@" + post.author.handle, age, post.isEdited ? Strings.postEdited : "", Strings.visibility(post.visibility)]
                    .filter { !$0.isEmpty }.joined(separator: " · "),
                ageLink: post.address.flatMap { age.isEmpty ? nil : TextLink(text: age, address: $0) })
        ]
        let warning = PostCellObjectFactory.warning(for: post)
        if let warning {
            objects.append(.contentWarning(text: warning, hint: isCaptionRevealed ? Strings.hideCaptionHint : Strings.revealCaptionHint))
        }
        let caption = post.translation?.caption ?? post.caption
        if (warning == nil || isCaptionRevealed) && !caption.isEmpty {
            // A translation keeps the links whose words it kept.
            objects.append(.caption(caption, links: post.captionLinks))
        }
        if let translation = post.translation {
            objects.append(.translationNote(Strings.translationNote(language: translation.sourceLanguage, provider: translation.provider)))
        }
        if let poll = post.poll, warning == nil || isCaptionRevealed {
            let voting = pollMarks.map { PollCellObjectFactory.Voting.choosing(marked: $0) } ?? .ready
            objects.append(
                .poll(PollCellObjectFactory().cellObject(for: poll, now: now, maximumOptions: Self.maximumPollOptions, voting: voting)))
        }
        if let quote = post.quote {
            let card = PostCellObjectFactory().quoteCard(for: quote, formatter: RelativeTimeFormatter(now: now))
            objects.append(.quote(card, hint: quote.quotedPostId == nil ? nil : Strings.openQuoteHint))
        }
        if post.media.indices.contains(photoIndex) {
            objects.append(mediaObject(for: post, at: photoIndex, isRevealed: isCaptionRevealed, pictures: pictures))
        }
        objects.append(
            .counts(
                Strings.counts(
                    likes: post.likesCount, comments: post.commentsCount, boosts: post.boostsCount,
                    isLiked: post.isLiked, isBoosted: post.isBoosted, isSaved: post.isSaved),
                isLiked: post.isLiked))
        return objects
    }

    /// The shown photo: a sensitive one stays its likeness until revealed.
    private func mediaObject(for post: Post, at index: Int, isRevealed: Bool, pictures: [String: PictureState]) -> PostDetailCellObject {
        let item = post.media[index]
        var label = Strings.mediaLabel(item.kind, index: index + 1, of: post.media.count)
        if item.moves, let seconds = item.durationSeconds { label += " · " + MediaLengthFormatter.string(forSeconds: seconds) }
        if post.media.count > 1 { label += " · " + Strings.morePhotosHint }
        let state = item.stillAddress.flatMap { pictures[$0] } ?? PictureState()
        let altText = item.altText ?? Strings.noAltText
        if (item.isSensitive || post.filterTitle != nil) && !isRevealed {
            return .media(
                label: label, picture: state.likeness, note: Strings.sensitiveMediaHint, altText: altText, aspectRatio: item.aspectRatio)
        }
        var note = state.failure.map(Strings.pictureNotShown)
        // A video's still is drawn, and the line under it says it plays elsewhere.
        if item.kind != .photo, note == nil { note = Strings.notAPhoto(item.kind) }
        return .media(label: label, picture: state.picture ?? state.likeness, note: note, altText: altText, aspectRatio: item.aspectRatio)
    }
}
