extension Post {
    /// The post itself, as the store keeps it: its own id, and nobody's boost.
    var asOriginal: Post {
        var original = self
        original.id = originalId
        original.boostedBy = nil
        original.delivery = .sent
        return original
    }

    /// This row showing the post as it now stands: the row keeps its own id (a boost's), who
    /// boosted it, how it is being delivered and the filter that warns of it.
    public func showing(_ current: Post) -> Post {
        var shown = current
        shown.id = id
        shown.originalId = originalId
        shown.boostedBy = boostedBy
        shown.delivery = delivery
        shown.filterTitle = filterTitle
        return shown
    }

    /// Whether this row shows the post with that id, itself or as a boost of it.
    func shows(originalId: String) -> Bool {
        self.originalId == originalId || id == originalId
    }
}
