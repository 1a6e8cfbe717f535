import FoundationEssentials
import Localisation

/// The form as the view draws it, from the presenter's state; every path cleaned for the terminal.
enum ComposeViewModelFactory {
    static func viewModel(for state: ComposeState) -> ComposeViewModel {
        let draft = state.draft
        let count = StatusLength.count(draft.caption + draft.contentWarning, charactersPerURL: state.limits.charactersPerURL)
        let options =
            [
                Strings.visibility(draft.visibility),
                draft.isSensitive ? Strings.composeSensitive : Strings.composeNotSensitive,
                draft.language.isEmpty ? Strings.composeLanguageUnset : Strings.composeLanguage(draft.language),
            ] + (draft.quotePolicy == .anyone ? [] : [Strings.composeQuotePolicy(draft.quotePolicy)])
        return ComposeViewModel(
            photosTitle: Strings.composePhotosTitle(count: String(draft.photos.count), limit: String(state.limits.photos)),
            photos: draft.photos.enumerated().map { index, photo in
                ComposeViewModel.PhotoRow(
                    name: photo.name.isEmpty ? Strings.composePhotoOnServer(String(index + 1)) : photo.name,
                    altText: photo.altText.isEmpty ? Strings.composeNoAltText : photo.altText,
                    isMissingAltText: photo.altText.isEmpty,
                    upload: state.isSending ? state.uploads[index] ?? 0 : nil)
            },
            captionCount: Strings.characterCount(count, limit: state.limits.characters),
            isCaptionOver: count > state.limits.characters,
            options: options.joined(separator: " · "),
            publishing: draft.publishesAt.map { Strings.composePublishesAt(ClockTimeFormatter().string(for: $0)) },
            poll: draft.poll.map(pollLine),
            pollOptions: draft.poll?.options.joined(separator: ", ") ?? "",
            quote: draft.quotedPostId.map { Strings.composeQuoting(draft.quotedExcerpt ?? $0) },
            isSending: state.isSending)
    }

    private static func pollLine(_ poll: PostDraft.Poll) -> String {
        // A length as an age is told ("6h", "3d"), by the same words.
        let length = RelativeTimeFormatter(now: Date(timeIntervalSince1970: TimeInterval(poll.expiresInSeconds)))
            .string(for: Date(timeIntervalSince1970: 0))
        return Strings.composePollLine(
            options: poll.options.joined(separator: " · "), length: length,
            choices: poll.allowsMultiple ? Strings.composePollSeveralChoices : Strings.composePollOneChoice)
    }
}
