/// Reads a `text/event-stream` as it arrives, in chunks cut anywhere (inside a line, between a CR
/// and its LF, inside a UTF-8 character), and hands out each event once its blank line came.
///
/// Works on bytes: a line is decoded to text only once it is whole. Comment lines (`: thump`, the
/// heartbeat) and unknown fields are skipped; the caller learns that the stream is alive from the
/// bytes arriving, not from the events. A line longer than `maximumLineLength` is dropped with the
/// event it belongs to, so a server that never ends a line cannot fill the memory.
public struct ServerSentEventParser: Sendable {
    public static let defaultMaximumLineLength = 1 << 20

    private let maximumLineLength: Int
    private var pendingLine: [UInt8] = []
    /// The line being read grew past the limit: skip to its end, and drop its event.
    private var isDiscardingLine = false
    private var isDiscardingEvent = false
    /// The previous chunk ended with a CR: an LF starting this one belongs to it.
    private var endedWithCarriageReturn = false
    private var isAtStreamStart = true

    private var eventName = ""
    private var dataLines: [String] = []
    private var hasData = false
    private var lastEventId: String?

    public init(maximumLineLength: Int = Self.defaultMaximumLineLength) {
        self.maximumLineLength = maximumLineLength
    }

    /// The events completed by this chunk, in order.
    public mutating func parse(_ chunk: [UInt8]) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        chunk.withUnsafeBufferPointer { bytes in
            var start = 0
            if endedWithCarriageReturn, bytes.first == UInt8(ascii: "\n") { start = 1 }
            endedWithCarriageReturn = false
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                guard end < bytes.count else { break }
                if let event = endLine() { events.append(event) }
                start = end + 1
                if bytes[end] == UInt8(ascii: "\r") {
                    if start == bytes.count {
                        endedWithCarriageReturn = true
                    } else if bytes[start] == UInt8(ascii: "\n") {
                        start += 1
                    }
                }
            }
        }
        return events
    }

    private mutating func append(_ part: UnsafeBufferPointer<UInt8>) {
        guard !isDiscardingLine, !part.isEmpty else { return }
        if pendingLine.count + part.count > maximumLineLength {
            pendingLine.removeAll(keepingCapacity: false)
            isDiscardingLine = true
            isDiscardingEvent = true
            return
        }
        pendingLine.append(contentsOf: part)
    }

    /// A whole line came: a field of the event, a comment, or the blank line that ends the event.
    private mutating func endLine() -> ServerSentEvent? {
        defer {
            pendingLine.removeAll(keepingCapacity: true)
            isDiscardingLine = false
            isAtStreamStart = false
        }
        if isDiscardingLine { return nil }
        var line = pendingLine[...]
        if isAtStreamStart, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        if line.isEmpty { return dispatch() }
        if line.first == UInt8(ascii: ":") { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let field = String(decoding: line[..<(colon ?? line.endIndex)], as: UTF8.self)
        var value = colon.map { line[line.index(after: $0)...] } ?? []
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch field {
        case "event": eventName = String(decoding: value, as: UTF8.self)
        case "data":
            dataLines.append(String(decoding: value, as: UTF8.self))
            hasData = true
        case "id" where !value.contains(0): lastEventId = String(decoding: value, as: UTF8.self)
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            eventName = ""
            dataLines.removeAll()
            hasData = false
            isDiscardingEvent = false
        }
        guard hasData, !isDiscardingEvent else { return nil }
        return ServerSentEvent(name: eventName.isEmpty ? "message" : eventName, data: dataLines.joined(separator: "\n"), id: lastEventId)
    }
}
