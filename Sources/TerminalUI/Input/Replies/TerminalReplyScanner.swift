/// Takes the terminal's answers out of what arrives on standard input, and hands on the rest,
/// the keys, byte for byte.
///
/// Answers and keys share one stream: an answer may arrive split across reads, late, or garbled,
/// and a key may start like one (Esc, Alt-P). Only sequences of an answer's exact shape are taken;
/// anything else is handed on as keys. A piece at the end of a read that could still become an
/// answer is held until the next read or `flushPending()`, which the owner calls after a short
/// wait, so a lone Esc is never lost, only held a moment while answers are awaited.
public struct TerminalReplyScanner: Sendable {
    public enum Piece: Equatable, Sendable {
        case keys([UInt8])
        case reply(TerminalReply)
    }

    /// While true (questions are out), a lone Esc at the end of a read is held too.
    public var isExpectingReplies = false
    private var pending: [UInt8] = []
    /// Longer than any answer asked for: what has not ended by then was not one.
    private static let longestReply = 1024

    public init() {}

    public var hasPending: Bool { !pending.isEmpty }

    public mutating func scan(_ bytes: [UInt8]) -> [Piece] {
        let input = pending + bytes
        pending.removeAll()
        var pieces: [Piece] = []
        var keys: [UInt8] = []
        var index = 0
        while index < input.count {
            guard input[index] == 0x1B else {
                keys.append(input[index])
                index += 1
                continue
            }
            switch Self.match(input, at: index, expecting: isExpectingReplies) {
            case .reply(let reply, let length):
                if !keys.isEmpty { pieces.append(.keys(keys)) }
                keys.removeAll()
                if let reply { pieces.append(.reply(reply)) }
                index += length
            case .incomplete:
                pending = Array(input[index...])
                index = input.count
            case .notAReply:
                keys.append(input[index])
                index += 1
            }
        }
        if !keys.isEmpty { pieces.append(.keys(keys)) }
        return pieces
    }

    /// What was held, as keys: no more of an answer came.
    public mutating func flushPending() -> [UInt8] {
        defer { pending.removeAll() }
        return pending
    }

    private enum Match {
        /// An answer of `length` bytes; nil for one of a known shape whose content is not used.
        case reply(TerminalReply?, length: Int)
        case incomplete
        case notAReply
    }

    private static func match(_ input: [UInt8], at start: Int, expecting: Bool) -> Match {
        let rest = input.count - start
        guard rest >= 2 else { return expecting ? .incomplete : .notAReply }
        switch input[start + 1] {
        case UInt8(ascii: "_"): return matchString(input, at: start, prefixes: [Array("_G".utf8)], parse: parseKitty)
        case UInt8(ascii: "P"):
            return matchString(
                input, at: start,
                prefixes: [Array("P>|".utf8), Array("P1+r".utf8), Array("P0+r".utf8), Array("P1$r".utf8), Array("P0$r".utf8)],
                parse: parseDeviceControl)
        case UInt8(ascii: "["): return matchControlSequence(input, at: start)
        default: return .notAReply
        }
    }

    /// An APC or DCS answer: one of `prefixes` after the Esc, its body, then ST (`ESC \`) or BEL.
    private static func matchString(
        _ input: [UInt8], at start: Int, prefixes: [[UInt8]], parse: (ArraySlice<UInt8>) -> TerminalReply?
    ) -> Match {
        let available = input[(start + 1)...]
        guard
            let prefix = prefixes.first(where: { prefix in
                zip(prefix, available).allSatisfy { $0 == $1 }
            })
        else { return .notAReply }
        guard available.count >= prefix.count else { return .incomplete }
        var index = start + 1 + prefix.count
        while index < input.count, index - start <= longestReply {
            if input[index] == 0x07 {
                return .reply(parse(input[(start + 1)..<index]), length: index + 1 - start)
            }
            if input[index] == 0x1B {
                guard index + 1 < input.count else { return .incomplete }
                guard input[index + 1] == UInt8(ascii: "\\") else { return .notAReply }
                return .reply(parse(input[(start + 1)..<index]), length: index + 2 - start)
            }
            index += 1
        }
        return index - start > longestReply ? .notAReply : .incomplete
    }

    /// A CSI answer: DA1 and XTSMGRAPHICS (private `?`, final `c` or `S`), sizes (final `t` after
    /// 4 or 6), focus gained or lost (`I` or `O` alone). Keys (arrows, function keys) have other
    /// shapes and are handed on.
    private static func matchControlSequence(_ input: [UInt8], at start: Int) -> Match {
        var index = start + 2
        let isPrivate = index < input.count && input[index] == UInt8(ascii: "?")
        if isPrivate { index += 1 }
        let parametersStart = index
        while index < input.count, (0x30...0x3F).contains(input[index]) { index += 1 }
        guard index < input.count else {
            // Only what can be nothing but an answer is held: an arrow key never starts with `?`.
            let soFar = input[parametersStart..<index]
            return isPrivate || soFar.starts(with: Array("4;".utf8)) || soFar.starts(with: Array("6;".utf8)) ? .incomplete : .notAReply
        }
        let numbers = String(decoding: input[parametersStart..<index], as: UTF8.self).split(
            separator: ";", omittingEmptySubsequences: false
        )
        .map { Int($0) ?? 0 }
        let length = index + 1 - start
        switch (isPrivate, input[index]) {
        case (true, UInt8(ascii: "c")): return .reply(.primaryDeviceAttributes(numbers), length: length)
        case (true, UInt8(ascii: "S")) where numbers.count >= 3:
            return .reply(.graphicsAttribute(item: numbers[0], status: numbers[1], value: numbers[2]), length: length)
        case (false, UInt8(ascii: "t")) where numbers.count == 3 && numbers[0] == 6:
            return .reply(.cellSize(height: numbers[1], width: numbers[2]), length: length)
        case (false, UInt8(ascii: "t")) where numbers.count == 3 && numbers[0] == 4:
            return .reply(.windowSize(height: numbers[1], width: numbers[2]), length: length)
        case (false, UInt8(ascii: "I")) where index == parametersStart: return .reply(.focus(isIn: true), length: length)
        case (false, UInt8(ascii: "O")) where index == parametersStart: return .reply(.focus(isIn: false), length: length)
        default: return .notAReply
        }
    }

    /// `_G` keys `;` message: the id, and whether the message is OK.
    private static func parseKitty(_ body: ArraySlice<UInt8>) -> TerminalReply? {
        let text = String(decoding: body.dropFirst(2), as: UTF8.self)
        let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let keys = parts.first.map { $0.split(separator: ",") } ?? []
        let id = keys.first { $0.hasPrefix("i=") }.flatMap { UInt32($0.dropFirst(2)) }
        return .kittyGraphics(id: id, isOK: parts.count > 1 && parts[1] == "OK")
    }

    private static func parseDeviceControl(_ body: ArraySlice<UInt8>) -> TerminalReply? {
        guard body.starts(with: Array("P>|".utf8)) else { return nil }
        let name = String(decoding: body.dropFirst(3), as: UTF8.self)
        return .terminalVersion(String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(80).map(Character.init)))
    }
}
