import FoundationEssentials
import NIOCore

/// A request body handed to the client in pieces, each counted as the client takes it: the client
/// takes the next piece only when the connection has room for it, so the count follows what has
/// gone out, a piece behind at most.
struct ProgressReportingBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    static let pieceSize = 64 * 1024

    private let data: Data
    private let progress: @Sendable (_ sent: Int, _ total: Int) -> Void

    init(_ data: Data, progress: @escaping @Sendable (_ sent: Int, _ total: Int) -> Void) {
        self.data = data
        self.progress = progress
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(data: data, progress: progress)
    }

    struct Iterator: AsyncIteratorProtocol {
        let data: Data
        let progress: @Sendable (_ sent: Int, _ total: Int) -> Void
        var offset = 0

        mutating func next() async -> ByteBuffer? {
            guard offset < data.count else { return nil }
            let end = Swift.min(offset + ProgressReportingBody.pieceSize, data.count)
            let piece = ByteBuffer(bytes: data[data.startIndex + offset..<data.startIndex + end])
            offset = end
            progress(offset, data.count)
            return piece
        }
    }
}
