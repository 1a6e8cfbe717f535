extension Profile {
    /// The account as a post's author line or a conversation shows it.
    public var author: Author {
        Author(id: id, displayName: displayName, handle: handle)
    }
}
