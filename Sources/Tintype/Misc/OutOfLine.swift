/// An optional part of a plain object kept out of line: eight bytes where it is missing, as it
/// is for most, rather than its whole size in each.
///
/// Home holds a thousand posts at a time, each with its row's cell object: a poll (72 bytes
/// inline in a post, 56 in a row) or a quote's card (88) would add its size to every post and
/// every row that has none.
///
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
