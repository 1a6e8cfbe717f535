import Foundation
import TestSupport
import Testing

/// A screen as text, compared with the copy kept in `Tests/Snapshots`: what a person saw when the
/// copy was made and looked at. `TINTYPE_RECORD_SNAPSHOTS=1` writes the copies anew (and fails, so
/// that a new copy is looked at before it is trusted).
enum TextSnapshot {
    static func expectMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = DemoServer.packageRoot.appendingPathComponent("Tests/Snapshots/\(name).txt")
        if ProcessInfo.processInfo.environment["TINTYPE_RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: file)
            Issue.record(
                "recorded \(file.path): look at it, then run again without TINTYPE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard let kept = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot at \(file.path); TINTYPE_RECORD_SNAPSHOTS=1 makes one", sourceLocation: sourceLocation)
            return
        }
        #expect(text == kept, "the screen differs from \(file.path)", sourceLocation: sourceLocation)
    }
}
