extension Post {
    /// This post with the words and photos of a newer copy its author edited; its id (a boost's
    /// row keeps the boost's), likes and the rest stay.
    func withContent(of edited: Post) -> Post {
        var changed = self
        changed.caption = edited.caption
        changed.contentWarning = edited.contentWarning
        changed.media = edited.media
        changed.isEdited = edited.isEdited
        changed.quote = edited.quote
        changed.poll = edited.poll
        // A translation of the words before the edit no longer says what the post does.
        changed.translation = nil
        return changed
    }
}
