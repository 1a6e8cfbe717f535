/// Takes the terminal's answers out of what arrives on standard input, and hands on the rest,
/// the keys, byte for byte.
///
/// Answers and keys share one stream: an answer may arrive split across reads, late, or garbled,
/// and a key may start like one (Esc, Alt-P). What has the shape of an answer (a CSI with `?`, a
/// kitty or XTVERSION string) is never a key: taken when it is known, dropped when it is not.
/// Anything else is handed on as keys. A piece at the end of a read that could still become an
/// answer is held until the next read or `flushPending()`, which the owner calls once `patience`
/// has passed, so a lone Esc is never lost, only held a moment while answers are awaited. What was
/// flushed is remembered for one more read: when that read is the rest of an answer, the rest is
/// taken as the answer, not as keys.
public struct TerminalReplyScanner: Sendable {
    public enum Piece: Equatable, Sendable {
        case keys([UInt8])
        case reply(TerminalReply)
    }

    /// While true (questions are out), a lone Esc at the end of a read is held too.
    public var isExpectingReplies = false
    /// The start of a possible answer; its first `goneCount` bytes were already flushed.
    private var held: [UInt8] = []
    private var goneCount = 0
    /// Longer than any answer asked for: what has not ended by then was not one.
    private static let longestReply = 1024
    private static let escape: UInt8 = 0x1B

    public init() {}

    public var hasPending: Bool { held.count > goneCount }

    /// How long what is held waits for the rest of an answer before `flushPending()`. An Esc, alone
    /// or with one more byte, may be a key (Esc, Alt-[) or the first byte of an answer, and while
    /// answers are awaited it waits as long as an answer may be late; the rest of an answer already
    /// begun comes at once or is flushed as what it is.
    public var patience: Duration {
        isExpectingReplies && goneCount == 0 && held.count <= 2 ? .milliseconds(1100) : .milliseconds(30)
    }

    public mutating func scan(_ bytes: [UInt8]) -> [Piece] {
        let input = held + bytes
        let alreadyGone = goneCount
        held.removeAll()
        goneCount = 0
        var pieces: [Piece] = []
        var keys: [UInt8] = []
        var index = 0
        while index < input.count {
            guard input[index] == Self.escape else {
                if index >= alreadyGone { keys.append(input[index]) }
                index += 1
                continue
            }
            switch Self.match(input, at: index, expecting: isExpectingReplies || index < alreadyGone) {
            case .reply(let reply, let length):
                if !keys.isEmpty { pieces.append(.keys(keys)) }
                keys.removeAll()
                if let reply { pieces.append(.reply(reply)) }
                index += length
            case .incomplete:
                held = Array(input[index...])
                goneCount = max(0, alreadyGone - index)
                index = input.count
            case .notAReply:
                if index >= alreadyGone { keys.append(input[index]) }
                index += 1
            }
        }
        if !keys.isEmpty { pieces.append(.keys(keys)) }
        if held.isEmpty, input.last == Self.escape, input.count > alreadyGone {
            // An Esc handed on as it came may still be an answer's first byte, its rest in the next read.
            held = [Self.escape]
            goneCount = 1
        }
        return pieces
    }

    /// What was held, as keys, when no more of an answer came: nothing when it has the shape of
    /// an answer, which no key has.
    public mutating func flushPending() -> [UInt8] {
        let fresh = Array(held[goneCount...])
        let isAnswer = Self.hasAnswerShape(held)
        goneCount = held.count
        return isAnswer ? [] : fresh
    }

    /// Forgets what was flushed, once too long has passed for the next read to be its rest.
    public mutating func forgetFlushed() {
        guard !hasPending else { return }
        held.removeAll()
        goneCount = 0
    }

    /// An answer's start, held longer than a key takes to arrive: an Esc and two bytes more. A key
    /// split across reads that far apart would not reach ncurses as a key either (`ESCDELAY`).
    private static func hasAnswerShape(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == escape
    }

    private enum Match {
        /// An answer of `length` bytes; nil for one of an answer's shape whose content is not used
        /// or was garbled.
        case reply(TerminalReply?, length: Int)
        case incomplete
        case notAReply
    }

    private static func match(_ input: [UInt8], at start: Int, expecting: Bool) -> Match {
        let rest = input.count - start
        guard rest >= 2 else { return expecting ? .incomplete : .notAReply }
        switch input[start + 1] {
        case UInt8(ascii: "_"): return matchString(input, at: start, prefixes: [Array("_G".utf8)], expecting: expecting, parse: parseKitty)
        case UInt8(ascii: "P"):
            return matchString(
                input, at: start,
                prefixes: [Array("P>|".utf8), Array("P1+r".utf8), Array("P0+r".utf8), Array("P1$r".utf8), Array("P0$r".utf8)],
                expecting: expecting, parse: parseDeviceControl)
        case UInt8(ascii: "["): return matchControlSequence(input, at: start, expecting: expecting)
        default: return .notAReply
        }
    }

    /// An APC or DCS answer: one of `prefixes` after the Esc, its body, then ST (`ESC \`) or BEL.
    /// Garbled, it is dropped: cut by a control byte or an Esc that is not ST (which ends it, as a
    /// terminal would), or longer than any answer (dropped to the end of its text).
    private static func matchString(
        _ input: [UInt8], at start: Int, prefixes: [[UInt8]], expecting: Bool, parse: (ArraySlice<UInt8>) -> TerminalReply?
    ) -> Match {
        let available = input[(start + 1)...]
        guard
            let prefix = prefixes.first(where: { prefix in
                zip(prefix, available).allSatisfy { $0 == $1 }
            })
        else { return .notAReply }
        // Alt-_ or Alt-P typed alone: a key unless answers are awaited.
        guard available.count >= prefix.count else { return expecting ? .incomplete : .notAReply }
        var index = start + 1 + prefix.count
        while index < input.count {
            guard index - start <= longestReply else { return .reply(nil, length: endOfText(input, from: index) - start) }
            if input[index] < 0x20 && input[index] != 0x07 && input[index] != escape || input[index] == 0x7F {
                // A control byte inside: the answer was cut there.
                return .reply(nil, length: index - start)
            }
            if input[index] == 0x07 {
                return .reply(parse(input[(start + 1)..<index]), length: index + 1 - start)
            }
            if input[index] == escape {
                guard index + 1 < input.count else { return .incomplete }
                guard input[index + 1] == UInt8(ascii: "\\") else { return .reply(nil, length: index - start) }
                return .reply(parse(input[(start + 1)..<index]), length: index + 2 - start)
            }
            index += 1
        }
        return .incomplete
    }

    /// Where the text from `index` ends: at a control byte or the end of what came.
    private static func endOfText(_ input: [UInt8], from index: Int) -> Int {
        input[index...].firstIndex { $0 < 0x20 || $0 == 0x7F } ?? input.count
    }

    /// A CSI answer: DA1 and XTSMGRAPHICS (private `?`, final `c` or `S`), sizes (final `t` after
    /// 4 or 6), focus gained or lost (`I` or `O` alone), the mouse (`<` first, final `M` or `m`). Keys (arrows, function keys) have other
    /// shapes and are handed on; any other sequence with `?` is an answer garbled, and dropped.
    private static func matchControlSequence(_ input: [UInt8], at start: Int, expecting: Bool) -> Match {
        var index = start + 2
        // Alt-[ typed alone: a key unless answers are awaited.
        guard index < input.count else { return expecting ? .incomplete : .notAReply }
        let isPrivate = input[index] == UInt8(ascii: "?")
        if isPrivate { index += 1 }
        let parametersStart = index
        while index < input.count, (0x30...0x3F).contains(input[index]) { index += 1 }
        let parametersEnd = index
        while isPrivate, index < input.count, (0x20...0x2F).contains(input[index]) { index += 1 }
        guard index < input.count else {
            // Only what can be nothing but an answer is held: an arrow key never starts with `?`.
            let soFar = input[parametersStart..<index]
            let isSize = ["4;", "6;"].contains { size in soFar.starts(with: Array(size.utf8)) || Array(size.utf8).starts(with: soFar) }
            let isMouse = soFar.first == UInt8(ascii: "<")
            return isPrivate || isMouse || isSize && !soFar.isEmpty ? .incomplete : .notAReply
        }
        let numbers = String(decoding: input[parametersStart..<parametersEnd], as: UTF8.self).split(
            separator: ";", omittingEmptySubsequences: false
        )
        .map { Int($0) ?? 0 }
        let length = index + 1 - start
        switch (isPrivate, input[index]) {
        case (true, UInt8(ascii: "c")) where index == parametersEnd: return .reply(.primaryDeviceAttributes(numbers), length: length)
        case (true, UInt8(ascii: "S")) where numbers.count >= 3 && index == parametersEnd:
            return .reply(.graphicsAttribute(item: numbers[0], status: numbers[1], value: numbers[2]), length: length)
        case (true, 0x40...0x7E): return .reply(nil, length: length)
        // A control byte inside: the sequence was cut there.
        case (true, _): return .reply(nil, length: index - start)
        case (false, UInt8(ascii: "t")) where numbers.count == 3 && numbers[0] == 6:
            return .reply(.cellSize(height: numbers[1], width: numbers[2]), length: length)
        case (false, UInt8(ascii: "t")) where numbers.count == 3 && numbers[0] == 4:
            return .reply(.windowSize(height: numbers[1], width: numbers[2]), length: length)
        case (false, UInt8(ascii: "M")), (false, UInt8(ascii: "m")):
            guard input[parametersStart] == UInt8(ascii: "<") else { return .notAReply }
            let fields = String(decoding: input[(parametersStart + 1)..<parametersEnd], as: UTF8.self).split(separator: ";").compactMap {
                Int($0)
            }
            guard fields.count == 3 else { return .reply(nil, length: length) }
            let event = MouseEvent(code: fields[0], column: fields[1], row: fields[2], isRelease: input[index] == UInt8(ascii: "m"))
            return .reply(event.map(TerminalReply.mouse), length: length)
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
