import Foundation
import TestSupport
import Testing

/// The terminal's answers to the picture questions arriving in pieces, late or garbled, in the
/// real binary: a terminal of the test's own stands between tmux and the app and answers in
/// pieces with pauses between them, once a post is open (a slow terminal). Not one byte of an
/// answer may become a key: an Esc would close the post, a digit open a tab, `?` the keys.
@Suite(.serialized)
struct TerminalAnswersEndToEndTests {
    /// How the answers come: cut where, how far apart, which set.
    struct Delivery: Sendable, CustomTestStringConvertible {
        let cuts: String
        let pause: Double
        var answers = "xterm"
        var testDescription: String { "\(answers) cut at \(cuts), \(pause) s apart" }
    }

    static let deliveries = [
        // after the first Esc, inside XTVERSION, between ST's two bytes
        Delivery(cuts: "1", pause: 0.04), Delivery(cuts: "6", pause: 0.04), Delivery(cuts: "15", pause: 0.04),
        // after the fence's Esc, and inside its numbers, a second apart
        Delivery(cuts: "37", pause: 1), Delivery(cuts: "41", pause: 1),
        Delivery(cuts: "every:8", pause: 0.02),
        Delivery(cuts: "10", pause: 0.04, answers: "garbled"),
    ]

    @Test(arguments: deliveries)
    func testThatAnswersInPiecesWhileAPostIsOpenNeverBecomeKeys(delivery: Delivery) async throws {
        try await DemoServer.run { server in
            // given: a post open, and the terminal's answers still to come
            let tintype = try TintypeBinary()
            let answerNow = tintype.home.appendingPathComponent("answer-now").path
            let terminal = AnsweringTerminal(in: tintype.home, cuts: delivery.cuts, pause: delivery.pause)
            let line = tintype.shellLine(
                arguments: ["--instance", server.baseURL, "--token=alan_token"],
                adding: ["ANSWERS": delivery.answers, "ANSWER_AFTER": answerNow], through: terminal.launcher)
            let session = try TmuxSession(command: line)
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try await session.press("Enter", thenShowing: "Post by")
            // when
            _ = FileManager.default.createFile(atPath: answerNow, contents: nil)
            let came = try await Polling.holds { FileManager.default.fileExists(atPath: terminal.answered.path) }
            // then: the first key after them is the first the post is given
            let screen = try await session.press("?", thenShowing: "copy the post's address")
            #expect(came && !screen.contains("EXITED"), "the screen was:\n\(screen)")
        }
    }
}
