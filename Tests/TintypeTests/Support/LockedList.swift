import Foundation

/// A list that closures on any thread may add to, for a test to read after.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.withLock { elements.append(element) }
    }

    var items: [Element] { lock.withLock { elements } }
}
