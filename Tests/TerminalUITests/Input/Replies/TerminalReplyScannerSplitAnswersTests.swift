import Testing

@testable import TerminalUI

/// The start-up answers as a terminal may send them: in two halves split at every byte, in small
/// packets, with pauses up to a second between them. Not one byte of them may become a key.
struct TerminalReplyScannerSplitAnswersTests {
    /// What a kitty answers to the start-up questions.
    private static let kittyAnswers =
        "\u{1B}_Gi=29809;OK\u{1B}\\\u{1B}_Gi=29808;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;17;8t\u{1B}[?62;52;c"
    /// What tmux answers, then the terminal around it through the passthrough.
    private static let tmuxAnswers =
        "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;3;0S\u{1B}[6;17;8t\u{1B}[?1;2;4c"
        + "\u{1B}_Gi=29808;OK\u{1B}\\\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?64;1;2;4;6;9;15;22c"
    private static let pauses: [Duration] = [.milliseconds(20), .milliseconds(40), .milliseconds(300), .seconds(1)]

    private struct Outcome: Equatable {
        var keys: [UInt8] = []
        var replies: [TerminalReply] = []
    }

    /// Scans `reads` with `pause` between them, flushing what is held when its patience runs out
    /// first, as the run loop does.
    private func scanned(_ reads: [[UInt8]], pause: Duration) -> Outcome {
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        var outcome = Outcome()
        for (index, read) in reads.enumerated() {
            if index > 0, scanner.hasPending, scanner.patience <= pause { outcome.keys += scanner.flushPending() }
            for piece in scanner.scan(read) {
                switch piece {
                case .keys(let keys): outcome.keys += keys
                case .reply(let reply): outcome.replies.append(reply)
                }
            }
        }
        return outcome
    }

    private func whole(_ answers: String) -> Outcome {
        scanned([Array(answers.utf8)], pause: .zero)
    }

    private func halves(_ answers: String, at split: Int, pause: Duration) -> Outcome {
        let bytes = Array(answers.utf8)
        return scanned([Array(bytes[..<split]), Array(bytes[split...])], pause: pause)
    }

    private static func splits(of answers: String) -> [(Int, Duration)] {
        (1..<answers.utf8.count).flatMap { split in pauses.map { (split, $0) } }
    }

    @Test(arguments: splits(of: kittyAnswers))
    func testThatKittysAnswersInTwoHalvesGiveTheSameAnswersAndNoKey(split: Int, pause: Duration) {
        // when
        let outcome = halves(Self.kittyAnswers, at: split, pause: pause)
        // then
        #expect(outcome == whole(Self.kittyAnswers) && outcome.keys.isEmpty)
    }

    @Test(arguments: splits(of: tmuxAnswers))
    func testThatAnswersThroughTmuxInTwoHalvesGiveTheSameAnswersAndNoKey(split: Int, pause: Duration) {
        // when
        let outcome = halves(Self.tmuxAnswers, at: split, pause: pause)
        // then
        #expect(outcome == whole(Self.tmuxAnswers) && outcome.keys.isEmpty)
    }

    @Test(arguments: pauses)
    func testThatAnswersInEightBytePacketsGiveTheSameAnswersAndNoKey(pause: Duration) {
        // given
        let bytes = Array(Self.tmuxAnswers.utf8)
        let packets = stride(from: 0, to: bytes.count, by: 8).map { Array(bytes[$0..<min($0 + 8, bytes.count)]) }
        // when
        let outcome = scanned(packets, pause: pause)
        // then
        #expect(outcome == whole(Self.tmuxAnswers) && outcome.keys.isEmpty)
    }

    @Test func testThatTheWholeAnswersGiveEveryAnswer() {
        // when
        let outcome = whole(Self.kittyAnswers)
        // then
        #expect(outcome.replies.count == 5)
    }
}
