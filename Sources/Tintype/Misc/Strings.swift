import FoundationEssentials
import Imaging
import Localisation
import TerminalUI

/// The texts put together from catalogue entries: lists of names, counts in short form, and the
/// words for the app's own kinds (a problem, a visibility). Every word comes from the catalogue.
extension Strings {
    /// The composer's count, "120/500": figures only, the same in every language.
    static func characterCount(_ count: Int, limit: Int) -> String { "\(count)/\(limit)" }

    /// A comment's likes: a heart, and the count once there is one.
    static func commentLikes(_ count: Int) -> String { count == 0 ? "♡" : "♥ \(count)" }

    static func commentsHeading(count: Int) -> String {
        count == 0 ? noCommentsYet : commentsHeading(String(count))
    }

    static func followed(_ handle: String, requested: Bool) -> String {
        requested ? followRequested(handle) : followedNow(handle)
    }

    /// "12 posts · 3 followers (F) · 2 following (W)"; without the keys outside the screen.
    package static func profileCounts(posts: Int, followers: Int, following: Int, namingKeys: Bool = true) -> String {
        postCount(posts, amount: CountFormatter.string(for: posts))
            + " · " + followerCount(followers, amount: CountFormatter.string(for: followers)) + (namingKeys ? " (F)" : "")
            + " · " + followingCount(following, amount: CountFormatter.string(for: following)) + (namingKeys ? " (W)" : "")
    }

    /// "For a day": how long a mute lasts.
    static func muteDuration(_ duration: MuteDuration) -> String {
        switch duration {
        case .forGood: muteForGood
        case .hour: muteForAnHour
        case .sixHours: muteForSixHours
        case .day: muteForADay
        case .threeDays: muteForThreeDays
        case .week: muteForAWeek
        }
    }

    static func accountListTitle(_ source: AccountListSource) -> String {
        switch source {
        case .followers(_, let handle): followersOf(handle)
        case .following(_, let handle): followedBy(handle)
        case .likers: whoLikedThePost
        case .blocked: accountsYouBlock
        case .muted: accountsYouMute
        }
    }

    static func text(of notice: RootNotice) -> String {
        switch notice {
        case .picturesLimitedByTmux: picturesLimitedByTmux
        case .picturesHeldBackByTmux: picturesHeldBackByTmux
        case .picturesMayOutliveTmuxWindow: picturesMayOutliveTmuxWindow
        }
    }

    static func visibility(_ visibility: Post.Visibility) -> String {
        switch visibility {
        case .everyone: visibilityEveryone
        case .unlisted: visibilityUnlisted
        case .followers: visibilityFollowers
        case .mentioned: visibilityMentioned
        }
    }

    static func mediaLabel(_ kind: MediaItem.Kind, index: Int, of count: Int) -> String {
        let position = "\(index)/\(count)"
        switch kind {
        case .photo: return photoLabel(position)
        case .animation: return gifLabel(position)
        case .video: return videoLabel(position)
        case .audio: return audioLabel(position)
        case .other: return attachmentLabel(position)
        }
    }

    package static func explain(_ problem: MediaProblem, instance: String, now: Date = Date()) -> String {
        switch problem {
        case .unreachable(let connection): return explain(connection, instance: instance, now: now)
        case .cancelled: return pictureStopped
        case .undrawable(.unsupported(let format)):
            return format == .unknown ? notAPicture : formatNotDrawn(format.rawValue.uppercased())
        case .undrawable(.tooLarge): return pictureTooLarge
        case .undrawable(.outOfMemory): return pictureOutOfMemory
        case .undrawable(.damaged): return pictureDamaged
        case .undrawable(.missingLibrary(let library)): return videoLibraryMissing(library)
        }
    }

    static func counts(likes: Int, comments: Int, boosts: Int, isLiked: Bool, isBoosted: Bool = false, isSaved: Bool = false) -> String {
        (isLiked ? "♥ " : "♡ ") + likeCount(likes, amount: CountFormatter.string(for: likes))
            + " · ↩ " + commentCount(comments, amount: CountFormatter.string(for: comments))
            + " · ↻ " + boostCount(boosts, amount: CountFormatter.string(for: boosts))
            + (isBoosted ? " (" + boostedByYou + ")" : "")
            + (isSaved ? " · " + savedMark : "")
    }

    /// “Sunday on the sofa…”: a post named by the start of its first line (its warning when it
    /// has one, else its photos).
    static func postNamed(_ post: Post) -> String {
        let words = post.contentWarning.isEmpty ? post.caption : post.contentWarning
        let line = words.split(separator: "\n").first.map(String.init) ?? ""
        guard !line.isEmpty else { return photoCount(post.media.count, kind: post.media.first?.kind ?? .photo) }
        return "“" + (line.count > 40 ? String(line.prefix(40)) + "…" : line) + "”"
    }

    static func composeSending(_ photoCount: Int) -> String {
        photoCount == 0 ? composeSending : composeSendingPhotos(photoCount)
    }

    /// A scheduled post named by its first line, or by its warning where it has one.
    package static func scheduledWords(_ post: ScheduledPost) -> String {
        guard post.contentWarning.isEmpty else { return "⚠ " + post.contentWarning }
        return post.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }

    /// What a scheduled post holds besides its words: "2 photos", "a poll".
    package static func scheduledContents(_ post: ScheduledPost) -> [String] {
        [post.photoCount > 0 ? scheduledPhotos(post.photoCount) : nil, post.pollOptions.isEmpty ? nil : scheduledPoll].compactMap { $0 }
    }

    /// "Local: this server's own posts", "List: Lab".
    static func timelineTitle(_ source: TimelineSource) -> String {
        switch source {
        case .local: timelineLocal
        case .federated: timelineFederated
        case .list(let title): timelineList(title)
        }
    }

    /// "anyone may quote it".
    static func composeQuotePolicy(_ policy: QuotePolicy) -> String {
        switch policy {
        case .anyone: composeQuotesAnyone
        case .followers: composeQuotesFollowers
        case .nobody: composeQuotesNobody
        }
    }

    /// Why a time typed for a post to be published cannot be.
    package static func typedTimeProblem(_ problem: TypedTime.Problem) -> String {
        switch problem {
        case .unreadable: typedTimeUnreadable
        case .past: typedTimePast
        case .tooSoon: typedTimeTooSoon
        }
    }

    static func photoFileProblem(_ problem: PhotoFileProblem, path: String) -> String {
        switch problem {
        case .missing: photoMissing(path)
        case .folder: photoIsFolder(path)
        case .notAPicture: photoNotAPicture(path)
        case .tooLarge(let bytes, let limit):
            photoTooLarge(path: path, size: ByteSizeFormatter.string(for: bytes), limit: ByteSizeFormatter.string(for: limit))
        case .unreadableVideo: videoUnreadable(path)
        case .videoFrameRateTooHigh(let rate, let limit): videoFrameRateTooHigh(path: path, rate: String(rate), limit: String(limit))
        case .videoFramesTooLarge(let width, let height, let limitPixels):
            videoFramesTooLarge(path: path, size: "\(width)×\(height)", limit: String(limitPixels))
        case .videoTooLong(let seconds, let limitSeconds):
            videoTooLong(
                path: path, length: MediaLengthFormatter.string(forSeconds: Double(seconds)),
                limit: MediaLengthFormatter.string(forSeconds: Double(limitSeconds)))
        }
    }

    /// What the status line says once a boost or save is made or taken back; a like says nothing,
    /// its heart is enough.
    static func choiceMade(_ choice: PostChoice, isOn: Bool) -> String? {
        switch choice {
        case .like: nil
        case .boost: isOn ? boostMade : boostTakenBack
        case .save: isOn ? saveMade : saveTakenBack
        }
    }

    static func choiceWaiting(_ choice: PostChoice, reason: String) -> String {
        switch choice {
        case .like: likeWaiting(reason)
        case .boost: boostWaiting(reason)
        case .save: saveWaiting(reason)
        }
    }

    static func choiceFailed(_ choice: PostChoice, reason: String) -> String {
        switch choice {
        case .like: likeFailed(reason)
        case .boost: boostFailed(reason)
        case .save: saveFailed(reason)
        }
    }

    static func offline(cachedAgo: String?, reason: String) -> String {
        guard let cachedAgo else { return reason }
        return offlineCached(cachedAgo: cachedAgo, reason: reason)
    }

    static func photoCount(_ count: Int, kind: MediaItem.Kind) -> String {
        switch kind {
        case .photo: photoCount(count)
        case .animation: gifCount(count)
        case .video: videoCount(count)
        case .audio: audioCount(count)
        case .other: attachmentCount(count)
        }
    }

    /// "Grace Hopper liked your post", "Grace Hopper and Alan Turing …", "Grace, Alan and 3 others …".
    package static func likedYourPost(names: [String], count: Int) -> String {
        namedGroup(
            names, count: count, someone: likedBySomeone, one: likedByOne, two: { likedByTwo(first: $0, second: $1) },
            many: { likedByMany($0, names: $1) })
    }

    /// "Grace Hopper and 2 others boosted your post".
    static func boostedYourPost(names: [String], count: Int) -> String {
        namedGroup(
            names, count: count, someone: boostedBySomeone, one: noticeBoosted, two: { boostedByTwo(first: $0, second: $1) },
            many: { boostedByMany($0, names: $1) })
    }

    /// "Grace Hopper and Alan Turing followed you".
    static func followedYou(names: [String], count: Int) -> String {
        namedGroup(
            names, count: count, someone: followedBySomeone, one: noticeFollowed, two: { followedByTwo(first: $0, second: $1) },
            many: { followedByMany($0, names: $1) })
    }

    /// Who did what, for a notice or a group of them: "Grace Hopper and 2 others liked your post".
    package static func notice(_ kind: Notice.Kind, names: [String], count: Int) -> String {
        let name = names.first ?? ""
        switch kind {
        case .like: return likedYourPost(names: names, count: count)
        case .boost: return boostedYourPost(names: names, count: count)
        case .follow: return followedYou(names: names, count: count)
        case .comment: return noticeCommented(name)
        case .mention: return noticeMentioned(name)
        case .followRequest: return noticeAskedToFollow(name)
        case .pollEnded: return noticePollEnded(name)
        case .quote: return noticeQuoted(name)
        case .quotedUpdate: return noticeQuotedUpdate(name)
        case .edit: return noticeEdited(name)
        case .post: return noticePosted(name)
        case .other(let kind): return noticeOther(name: name, kind: kind)
        }
    }

    /// Up to two names, then how many others did the same.
    private static func namedGroup(
        _ names: [String], count: Int, someone: (Int) -> String, one: (String) -> String, two: (String, String) -> String,
        many: (_ others: Int, _ names: String) -> String
    ) -> String {
        let shown = Array(names.prefix(2))
        let others = max(0, count - shown.count)
        switch (shown.count, others) {
        case (0, _): return someone(count)
        case (1, 0): return one(shown[0])
        case (2, 0): return two(shown[0], shown[1])
        case (_, let others): return many(others, shown.joined(separator: namesSeparator))
        }
    }

    /// One line that explains a problem and, where there is one, what to do.
    package static func explain(_ problem: ConnectionProblem, instance: String, now: Date = Date()) -> String {
        switch problem {
        case .unreachable: return cannotReach(instance)
        case .timedOut: return timedOut(instance)
        case .untrustedCertificate: return untrustedCertificate(instance)
        case .unauthorized: return tokenRefused(instance)
        case .forbidden(let message): return message.map(notAllowedBecause) ?? notAllowed
        case .notFound: return notFoundOn(instance)
        case .rateLimited(let until):
            guard let until else { return rateLimited(instance) }
            // A time from a server is clamped where it is read; this stays safe for any other.
            let wait = min(max(0, until.timeIntervalSince(now)), 24 * 3600)
            let minutes = max(1, Int(((wait.isFinite ? wait : 0) / 60).rounded(.up)))
            return rateLimitedFor(minutes, instance: instance)
        case .serverError(let status): return serverFailed(instance: instance, status: String(status))
        case .unreadableResponse: return unreadableResponse(instance)
        case .rejected(let message): return message.map(refusedBecause) ?? refused
        case .storage(let reason): return storageFailed(reason)
        }
    }

    static func photoAltText(_ altText: String?) -> String { "▣ " + (altText ?? photoWithoutDescription) }

    /// "Grace Hopper", "Grace Hopper and Alan Turing", "Grace Hopper, Alan Turing and Katherine Johnson".
    package static func names(_ names: [String]) -> String {
        switch names.count {
        case 0: return onlyYou
        case 1: return names[0]
        default: return namesAnd(names: names.dropLast().joined(separator: namesSeparator), last: names[names.count - 1])
        }
    }

    package static func signInMissingScopes(_ scopes: [String]) -> String { signInMissingScopes(names(scopes)) }
}

extension Strings {
    static func feedLayout(largePhotos: Bool) -> String { largePhotos ? feedLayoutLarge : feedLayoutCompact }

    static func postsLayout(asGrid: Bool) -> String { asGrid ? postsLayoutGrid : postsLayoutList }

    static func notAPhoto(_ kind: MediaItem.Kind) -> String { kind == .other ? attachmentNotDrawn : playsOutside }
}

extension Strings {
    /// Why the server refused a write for good: its own words where it gave some.
    static func rejection(_ rejection: OutboxRejection) -> String {
        switch rejection {
        case .notAllowed(let message): message ?? rejectedNotAllowed
        case .targetGone: rejectedTargetGone
        case .refused(let message): message ?? rejectedRefused
        case .refusedWithStatus(let status): rejectedWithStatus(String(status))
        case .photoUnreadable(let path): photoUnreadable(path)
        }
    }
}

extension Strings {
    package static func explain(_ failure: NcursesScreen.StartError) -> String {
        switch failure {
        case .noTerminal(let name): cannotOpenTerminal(name)
        case .notATerminal(.input): inputNotATerminal
        case .notATerminal(.output): outputNotATerminal
        }
    }
}
