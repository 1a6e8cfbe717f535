extension Post {
    /// Whether the choice is on for this post: liked, boosted, saved.
    func isChosen(_ choice: PostChoice) -> Bool {
        switch choice {
        case .like: isLiked
        case .boost: isBoosted
        case .save: isSaved
        }
    }

    /// The post as the choice made or taken back makes it: a like's or a boost's count moves with
    /// it, never below none (nobody sees who saved). The same step is shown at once and taken
    /// back when the server refuses it.
    func with(_ choice: PostChoice, _ isOn: Bool) -> Post {
        guard isOn != isChosen(choice) else { return self }
        var changed = self
        let step = isOn ? 1 : -1
        switch choice {
        case .like:
            changed.isLiked = isOn
            changed.likesCount = max(0, likesCount.movedSaturating(by: step))
        case .boost:
            changed.isBoosted = isOn
            changed.boostsCount = max(0, boostsCount.movedSaturating(by: step))
        case .save:
            changed.isSaved = isOn
        }
        return changed
    }

    /// This post with the choices (and their counts) of a newer copy of it.
    func withChoices(of other: Post) -> Post {
        var changed = self
        changed.isLiked = other.isLiked
        changed.likesCount = other.likesCount
        changed.isBoosted = other.isBoosted
        changed.boostsCount = other.boostsCount
        changed.isSaved = other.isSaved
        return changed
    }
}
