/// What a key does to the selection of a list.
enum ListAction: Sendable, Equatable {
    case next, previous, pageDown, pageUp, first, last
}
