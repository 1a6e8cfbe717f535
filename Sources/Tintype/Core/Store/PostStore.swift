import FoundationEssentials

/// Every post the app has loaded for one account, each kept once by the id of the post it shows
/// (a boost's row and the boosted post are one post here), and every change to it applied once:
/// a like, boost, save or vote made, confirmed or refused, an edit, a deletion, a comment counted, a page
/// fetched again. Screens observe it, so a post looks the same on every screen at once; a post
/// quoting another shows the quoted post's edits and deletion too.
///
/// A choice whose answer has not come is the person's last word: a copy of the post fetched
/// meanwhile may be older than the choice, and must not undo it. So is the store's own word (a
/// choice answered, an edit, a comment): a copy asked for before it, however late it comes, is
/// older than the post kept.
@MainActor
public final class PostStore: ChangeTelling {
    private var posts: [String: Post] = [:]
    private var waitingChoices: [String: [PostChoice: Bool]] = [:]
    /// My votes the server has not answered, by post, with each poll as it stood before.
    private var waitingVotes: [String: (choices: [Int], before: Poll)] = [:]
    /// Accounts blocked or muted in this run: a page fetched again shows no quote of theirs.
    private var silencedAuthors: Set<String> = []
    /// The translations shown, by post: a page fetched again keeps them, an edit lets them go.
    private var translations: [String: PostTranslation] = [:]
    /// Posts taken down in this run: a page fetched before the server forgot one brings it back.
    private var removedIds: Set<String> = []
    private var lastWords = LastWords<String>()
    let changeBroadcast = ChangeBroadcast<PostStoreChange>()

    public nonisolated init() {}

    /// The post as it now stands, by the id of the post shown (`Post.originalId`).
    func post(withOriginalId originalId: String) -> Post? {
        posts[originalId]
    }

    /// The moment to take as a request for posts starts, for `receive`.
    var now: StoreMoment { lastWords.now }

    /// Posts the server sent (a page, a post opened) in answer to a request made at `asked`, kept
    /// as it has them with the choices still on their way laid over, unless the store had its own
    /// word on a post since; answers with them as screens show them, those taken down left out.
    /// Observers hear of each post that changed.
    @discardableResult
    func receive(_ fetched: [Post], askedAt asked: StoreMoment) -> [Post] {
        fetched.compactMap { row in
            guard !removedIds.contains(row.originalId), !removedIds.contains(row.id) else { return nil }
            if lastWords.isOlder(asked, on: row.originalId), let kept = posts[row.originalId] {
                return row.showing(kept)
            }
            return take(row)
        }
    }

    /// A like, boost or save made or taken back, shown at once until the server answers.
    func choose(_ choice: PostChoice, _ isOn: Bool, originalId: String) {
        waitingChoices[originalId, default: [:]][choice] = isOn
        lastWords.record(on: originalId)
        guard let post = posts[originalId] else { return }
        keep(post.with(choice, isOn))
    }

    /// The server's post after a choice: the choice is no longer waiting once the answer holds it.
    /// An answer to an earlier choice, overtaken by a later one, leaves the later one shown.
    func confirm(_ choice: PostChoice, answer: Post) {
        if waitingChoices[answer.originalId]?[choice] == answer.isChosen(choice) {
            forgetWaiting(choice, originalId: answer.originalId)
        }
        lastWords.record(on: answer.originalId)
        take(answer)
    }

    /// The server refused the choice: the post is as it was before it. Whether the choice was
    /// still waiting and is undone now: a refusal told twice, or one overtaken by a later choice,
    /// changes nothing.
    @discardableResult
    func refuse(_ choice: PostChoice, _ isOn: Bool, originalId: String) -> Bool {
        guard waitingChoices[originalId]?[choice] == isOn else { return false }
        forgetWaiting(choice, originalId: originalId)
        lastWords.record(on: originalId)
        if let post = posts[originalId] { keep(post.with(choice, !isOn)) }
        return true
    }

    /// My vote in a post's poll, shown at once until the server answers. A poll I voted in
    /// already takes no other vote.
    func vote(_ choices: [Int], originalId: String) {
        guard var post = posts[originalId], let poll = post.poll, !poll.hasVoted else { return }
        waitingVotes[originalId] = (choices, poll)
        lastWords.record(on: originalId)
        post.poll = poll.withVote(choices)
        keep(post)
    }

    /// The server's post after my vote.
    func confirmVote(answer: Post) {
        waitingVotes[answer.originalId] = nil
        lastWords.record(on: answer.originalId)
        take(answer)
    }

    /// The server refused my vote: the poll is as it was before it.
    func refuseVote(originalId: String) {
        guard let waiting = waitingVotes.removeValue(forKey: originalId), var post = posts[originalId] else { return }
        lastWords.record(on: originalId)
        post.poll = waiting.before
        keep(post)
    }

    /// The post quoting mine as the server has it once my post was taken out of it: the store's
    /// word, so a copy asked for before, however late it comes, does not show my post in it again.
    func confirmQuoteRevoked(answer: Post) {
        lastWords.record(on: answer.originalId)
        take(answer)
    }

    /// The post's caption in my language, shown on every screen in place of the original.
    func showTranslation(_ translation: PostTranslation, originalId: String) {
        translations[originalId] = translation
        guard var post = posts[originalId] else { return }
        post.translation = translation
        keep(post)
    }

    /// The post in its own words again.
    func hideTranslation(originalId: String) {
        translations[originalId] = nil
        guard var post = posts[originalId] else { return }
        post.translation = nil
        keep(post)
    }

    /// The posts whose choice is made (`isOn`) or taken back and still waits for the server's answer,
    /// newest first: a page fetched meanwhile may not have them yet.
    func posts(waitingFor choice: PostChoice, isOn: Bool) -> [Post] {
        waitingChoices.filter { $0.value[choice] == isOn }.compactMap { posts[$0.key] }
            .sorted { ($0.createdAt ?? .distantPast) > ($1.createdAt ?? .distantPast) }
    }

    /// The words and photos of a post its author edited; its likes and the rest stay.
    func edit(_ edited: Post) {
        lastWords.record(on: edited.originalId)
        translations[edited.originalId] = nil
        keep(posts[edited.originalId]?.withContent(of: edited) ?? edited.showing(edited))
        restateQuotes(of: edited.originalId) { .shown($0.withContent(of: edited)) }
    }

    /// One more comment under the post.
    func countComment(onOriginalId originalId: String) {
        guard var post = posts[originalId] else { return }
        lastWords.record(on: originalId)
        post.commentsCount = post.commentsCount.movedSaturating(by: 1)
        keep(post)
    }

    /// A post taken down (or a boost of it taken back): every list drops it.
    func remove(originalId: String) {
        posts[originalId] = nil
        waitingChoices[originalId] = nil
        removedIds.insert(originalId)
        tell(.removed(originalId: originalId))
        restateQuotes(of: originalId) { _ in .removed }
    }

    /// How many are listening.
    var listenerCount: Int { changeBroadcast.listenerCount }

    // MARK: - Private

    /// Keeps the server's post with the choices still on their way laid over; answers with the
    /// row as screens show it.
    @discardableResult
    private func take(_ row: Post) -> Post {
        var current = (waitingChoices[row.originalId] ?? [:]).reduce(row) { $0.with($1.key, $1.value) }
        if let quotedId = current.quote?.quotedPostId, removedIds.contains(quotedId) { current.quote = .removed }
        if case .shown(let quoted)? = current.quote, silencedAuthors.contains(quoted.author.id) { current.quote = .hidden }
        if let waiting = waitingVotes[row.originalId], let poll = current.poll { current.poll = poll.withVote(waiting.choices) }
        current.translation = translations[row.originalId]
        keep(current)
        return row.showing(current)
    }

    /// Keeps the post as the store holds it (its own id, nobody's boost) and tells of a change to
    /// one it had: a post new to the store is on no screen yet but the one that fetched it.
    private func keep(_ post: Post) {
        let kept = post.asOriginal
        let earlier = posts.updateValue(kept, forKey: kept.id)
        guard let earlier, earlier != kept else { return }
        tell(.changed(kept))
    }

    /// An account blocked or muted: the posts quoting its posts no longer show them, as the
    /// server would say of a quote of an account I block (`blocked_account`).
    func hideQuotes(ofAccountId accountId: String) {
        silencedAuthors.insert(accountId)
        for post in posts.values {
            guard case .shown(let quoted)? = post.quote, quoted.author.id == accountId else { continue }
            var hidden = post
            hidden.quote = .hidden
            keep(hidden)
        }
    }

    /// The posts that quote this one, their cards made anew.
    private func restateQuotes(of quotedId: String, _ restate: (QuotedPost) -> PostQuote) {
        for post in posts.values {
            guard case .shown(let quoted)? = post.quote, quoted.id == quotedId else { continue }
            var restated = post
            restated.quote = restate(quoted)
            keep(restated)
        }
    }

    private func forgetWaiting(_ choice: PostChoice, originalId: String) {
        waitingChoices[originalId]?[choice] = nil
        if waitingChoices[originalId]?.isEmpty == true { waitingChoices[originalId] = nil }
    }

    private func tell(_ change: PostStoreChange) {
        changeBroadcast.tell(change)
    }
}
