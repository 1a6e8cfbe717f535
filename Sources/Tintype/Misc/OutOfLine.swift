/// An optional part of a plain object kept out of line: eight bytes where it is missing, as it
/// is for most, rather than its whole size in every copy.
///
/// A post is copied into the store, the timeline kept for paging, and each list that shows it, a
/// thousand at a time, and each has a row's cell object: a poll (72 bytes inline in a post, 56 in
/// a row) or a quote's card (88) would add its size to every copy of every post that has none.
/// The part is never changed in place: setting it makes a new box, so copies that share one never
/// see each other's changes.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable & Equatable>: Sendable, Equatable {
    private final class Box: Sendable {
        let value: Wrapped

        init(_ value: Wrapped) {
            self.value = value
        }
    }

    private var box: Box?

    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box?.value == rhs.box?.value
    }
}
