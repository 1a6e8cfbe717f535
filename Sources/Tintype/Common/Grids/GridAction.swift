/// What a key does to the selection of a grid of tiles.
enum GridAction: Sendable, Equatable {
    case left, right, up, down, pageDown, pageUp, first, last
}
