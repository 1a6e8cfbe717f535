/// A point in a store's own count of the changes it made itself: taken as a request starts, it
/// says whether what the request brings back is older than the store's last word on a thing.
public struct StoreMoment: Comparable, Sendable {
    let count: Int

    public static func < (lhs: StoreMoment, rhs: StoreMoment) -> Bool {
        lhs.count < rhs.count
    }
}
