import Foundation
import Imaging
import TestSupport
import Testing

/// Photos drawn by real terminals from the pixels the app sends, looked at in screenshots: xterm
/// as a VT340 (sixel) and kitty (its graphics protocol), each under a virtual X display, the app
/// asking the terminal what it can draw and talking to the demo instance.
@Suite(.serialized)
struct PicturesInTerminalsEndToEndTests {
    let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/chelsea-the-cat.jpg").path
    /// Where the first post's thumbnail stands: under the tab bar, the title and the author line,
    /// right of the selection gutter; 8 columns by 4 rows.
    let thumbnail = (row: 3, column: 2, rows: 4, columns: 8)

    private func seedPhotoPost(_ tintype: TintypeBinary, on server: DemoServer) throws {
        try tintype.run(
            ["post", "--media", photo, "--alt", "A tabby cat on a sofa", "Chelsea on the sofa again"], instance: server.baseURL,
            token: "grace_token")
    }

    private func open(_ kind: PictureTerminal.Kind, _ tintype: TintypeBinary, on server: DemoServer) throws -> PictureTerminal {
        let terminal = kind == .kitty ? "xterm-kitty" : "xterm-256color"
        return try PictureTerminal(
            kind, command: tintype.shellLine(instance: server.baseURL, token: "alan_token", adding: ["TERM": terminal]))
    }

    /// The cat photo's middle square, as the feed's thumbnail shows it.
    private func catSquare() throws -> PixelImage {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: photo))
        return try PictureDecoder().decode(Array(bytes), wanted: (64, 64)).croppedToCentreSquare()
    }

    private func thumbnailCells(_ shot: WindowShot) -> Int {
        shot.photoCells(row: thumbnail.row, column: thumbnail.column, rows: thumbnail.rows, columns: thumbnail.columns)
    }

    /// How alike the thumbnail's cells look to the photo: the square photo stands in the middle of
    /// its box, whose shape follows the terminal's cells.
    private func thumbnailLikeness(_ shot: WindowShot) throws -> Double {
        let pixels = shot.pixels(row: thumbnail.row, column: thumbnail.column, rows: thumbnail.rows, columns: thumbnail.columns)
            .croppedToCentreSquare()
        return WindowShot.likeness(pixels, try catSquare().scaled(toWidth: pixels.width, height: pixels.height))
    }

    /// The sides in pixels of the box a large photo is centred in, the box starting under the
    /// post's header: as wide as the photo (a wide one here), as tall as the photo and twice the
    /// gap above it. The
    /// demo server gives no photo's shape, so the box is meant to be a square.
    private func squareBoxSides(_ shot: WindowShot) -> (width: Int, height: Int)? {
        let photoRows = (0..<shot.rows).map { shot.photoCells(row: $0, column: 0, rows: 1, columns: shot.columns) }
        // The photo is the tallest run of rows holding photo pixels: a row of coloured words (a
        // tab bar, a quoted post's card) may hold a few cells that look like a photo's.
        guard let (top, bottom) = Self.tallestRun(in: photoRows) else { return nil }
        let photoColumns = (0..<shot.columns).filter { shot.photoCells(row: top, column: $0, rows: bottom - top + 1, columns: 1) > 0 }
        guard let left = photoColumns.first, let right = photoColumns.last else { return nil }
        let boxRows = 2 * (top - thumbnail.row) + (bottom - top + 1)
        return ((right - left + 1) * shot.cellWidth, boxRows * shot.cellHeight)
    }

    /// The first and last index of the longest run of rows that hold any photo cell.
    private static func tallestRun(in counts: [Int]) -> (Int, Int)? {
        var best: (Int, Int)?
        var start: Int?
        for (index, count) in zip(0..., counts + [0]) {
            if count > 0, start == nil { start = index }
            guard count == 0, let first = start else { continue }
            if best.map({ index - first > $0.1 - $0.0 + 1 }) ?? true { best = (first, index - 1) }
            start = nil
        }
        return best
    }

    /// The feed's thumbnail holds the photo's pixels; the post shows it large, and the thumbnail's
    /// cells hold none; the help over the photo hides it; back, it is there; `z` shows it large in
    /// the feed and `z` again small, nothing of the large one left; quitting leaves none.
    private func walkThroughPhotos(in kind: PictureTerminal.Kind) async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            let terminal = try open(kind, tintype, on: server)
            defer { terminal.close() }
            // when: the feed
            let feed = try await terminal.screenShowing { thumbnailCells($0) >= 20 }
            // then
            #expect(try thumbnailLikeness(feed) > 0.6, "the thumbnail does not look like the photo")
            // when: the post
            try terminal.send("Return")
            let post = try await terminal.screenShowing { thumbnailCells($0) <= 2 && $0.allPhotoCells >= 4 * 32 }
            // then
            #expect(post.allPhotoCells >= 4 * 32, "the photo in the post is larger than four thumbnails")
            // when: the keys over the photo
            try terminal.send("question")
            let help = try await terminal.screenShowing { $0.allPhotoCells < post.allPhotoCells / 2 }
            // then
            #expect(help.allPhotoCells < post.allPhotoCells / 2, "the photo under the help is gone")
            // when: the help closed, then back to the feed
            try terminal.send("Escape")
            try await terminal.screenShowing { $0.allPhotoCells >= post.allPhotoCells * 9 / 10 }
            try terminal.send("Escape")
            let back = try await terminal.screenShowing { thumbnailCells($0) >= 20 }
            // then
            #expect(try thumbnailLikeness(back) > 0.6, "the thumbnail is back")
            // when: the feed's photos large
            try terminal.send("z")
            // A shot taken while kitty was still placing the photo holds part of it: the box is
            // waited for whole, square as it is drawn.
            let large = try await terminal.screenShowing { shot in
                shot.allPhotoCells >= 4 * 32 && squareBoxSides(shot).map { abs($0.width - $0.height) <= 2 * shot.cellHeight } == true
            }
            // then
            #expect(large.allPhotoCells >= 4 * 32, "the feed's photo is larger than four thumbnails")
            #expect(
                squareBoxSides(large).map { abs($0.width - $0.height) <= 2 * large.cellHeight } == true,
                "the photo's box is square on screen")
            // when: compact rows again
            try terminal.send("z")
            let compact = try await terminal.screenShowing { thumbnailCells($0) >= 20 && $0.allPhotoCells <= 2 * 32 }
            // then
            #expect(compact.allPhotoCells <= 2 * 32, "the large photo leaves nothing behind")
            // when: quitting
            try terminal.send("q")
            let quit = try await terminal.screenShowing { $0.allPhotoCells == 0 }
            // then
            #expect(quit.allPhotoCells == 0, "no picture outlives the app")
        }
    }

    @Test func testThatXtermDrawsTheFeedAndThePostInSixelAndLeavesNothingBehind() async throws {
        try await walkThroughPhotos(in: .xtermSixel)
    }

    @Test func testThatKittyDrawsTheFeedAndThePostAsImagesAndLeavesNothingBehind() async throws {
        try await walkThroughPhotos(in: .kitty)
    }

    /// A profile's photos as tiles, drawn by kitty in the list embedded under the header: Alan's own
    /// profile holds photo cells below its header; back in Home, the tiles leave nothing beside
    /// the feed's thumbnails.
    @Test func testThatKittyDrawsAProfilesTilesUnderItsHeaderAndLeavesNothingBehind() async throws {
        try await DemoServer.run { server in
            // given: a photo post of Alan's, his feed open in kitty
            let tintype = try TintypeBinary()
            try tintype.run(
                ["post", "--media", photo, "--alt", "A tabby cat on a sofa", "Chelsea on the sofa again"], instance: server.baseURL,
                token: "alan_token")
            let terminal = try open(.kitty, tintype, on: server)
            defer { terminal.close() }
            try await terminal.screenShowing { thumbnailCells($0) >= 20 }
            // when: his profile, its posts a grid of photos under the header
            try terminal.send("5")
            let profile = try await terminal.screenShowing { Self.photoCellsUnderTheHeader($0) >= 4 * 20 }
            // when: Home again
            try terminal.send("1")
            let home = try await terminal.screenShowing { thumbnailCells($0) >= 20 && Self.photoCellsRightOfThumbnails($0, from: 3) == 0 }
            // then
            #expect(Self.photoCellsUnderTheHeader(profile) >= 4 * 20, "the profile's tile holds no photo")
            #expect(Self.photoCellsRightOfThumbnails(home, from: 3) == 0, "the profile's tiles were left over Home")
        }
    }

    /// The photo cells under a profile's header (the avatar's rows and the counts above): its tiles.
    private static func photoCellsUnderTheHeader(_ shot: WindowShot) -> Int {
        shot.photoCells(row: 7, column: 0, rows: shot.rows - 7, columns: shot.columns)
    }

    /// The photo cells from this row down, right of the feed's thumbnail column: where a grid's
    /// tiles stand and a feed of compact rows has none.
    private static func photoCellsRightOfThumbnails(_ shot: WindowShot, from row: Int) -> Int {
        shot.photoCells(row: row, column: 12, rows: max(0, shot.rows - row), columns: shot.columns - 12)
    }

    /// Waits until a client is attached to the tmux server on this socket, 30 s at the most.
    private static func waitForClient(of socket: String) async throws {
        _ = try await Polling.holds(every: .milliseconds(200)) {
            let clients = try? ChildProcess.run(["tmux", "-L", socket, "list-clients"]).output
            return clients.map { !$0.isEmpty } ?? false
        }
    }

    /// kitty showing a new tmux server (its own socket) whose first window runs `firstCommand`, with
    /// the tmux options given set; `body` gets the terminal, the socket and a script that starts
    /// the app as Alan. The tmux server ends with the body.
    private func withKittyAroundTmux(
        _ tintype: TintypeBinary, on server: DemoServer, firstCommand: (_ appScript: String) -> String, options: [String],
        _ body: (_ terminal: PictureTerminal, _ socket: String, _ appScript: String) async throws -> Void
    ) async throws {
        let socket = "tintype-e2e-\(UUID().uuidString.prefix(8))"
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).sh")
        try tintype.shellLine(instance: server.baseURL, token: "alan_token", adding: ["TERM": "tmux-256color"])
            .write(to: script, atomically: true, encoding: .utf8)
        defer {
            _ = try? ChildProcess.run(["tmux", "-L", socket, "kill-server"])
            try? FileManager.default.removeItem(at: script)
        }
        let settings = options.map { " \\; set -g \($0) on" }.joined()
        let terminal = try PictureTerminal(
            .kitty, command: "tmux -L \(socket) -f /dev/null new-session \(firstCommand(script.path))\(settings)")
        defer { terminal.close() }
        try await body(terminal, socket, script.path)
    }

    /// kitty around tmux with `allow-passthrough` on, the app in the pane on the right: kitty draws
    /// the thumbnail in that pane's cells and nothing in the pane on the left; the tab bar says
    /// tmux tells no focus; quitting takes the thumbnail away.
    @Test func testThatKittyAroundTmuxDrawsThePhotosInTheAppsPane() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            try await withKittyAroundTmux(tintype, on: server, firstCommand: { _ in "" }, options: ["allow-passthrough"]) {
                terminal, socket, appScript in
                // when: the app started in a pane on the right once kitty's tmux client is attached,
                // as a person starts it from a tmux already on the screen
                try await Self.waitForClient(of: socket)
                _ = try ChildProcess.run(["tmux", "-L", socket, "split-window", "-h", "-l", "60", "sh \(appScript)"])
                let paneLeft = try await Polling.value(
                    every: .milliseconds(200),
                    {
                        let panes = try ChildProcess.run(["tmux", "-L", socket, "list-panes", "-F", "#{pane_active} #{pane_left}"]).output
                        return panes.split(separator: "\n").first { $0.hasPrefix("1 ") }.flatMap { Int($0.dropFirst(2)) } ?? 0
                    }, until: { $0 != 0 })
                let appThumbnail = { (shot: WindowShot) in
                    shot.photoCells(
                        row: thumbnail.row, column: paneLeft + thumbnail.column, rows: thumbnail.rows, columns: thumbnail.columns)
                }
                let feed = try await terminal.screenShowing(timeout: 30) { appThumbnail($0) >= 20 }
                // then
                #expect(appThumbnail(feed) >= 20, "the thumbnail is drawn in the app's pane")
                #expect(
                    feed.photoCells(row: 0, column: 0, rows: feed.rows, columns: paneLeft - 1) == 0, "the pane on the left holds no photo")
                let pane = try await Polling.value(
                    every: .milliseconds(200), { try ChildProcess.run(["tmux", "-L", socket, "capture-pane", "-p"]).output },
                    until: { $0.contains("focus-events") })
                #expect(pane.contains("focus-events"), "the tab bar does not say tmux tells no focus:\n\(pane)")
                let title = try ChildProcess.run(["tmux", "-L", socket, "display", "-p", "#{pane_title}"]).output
                #expect(!title.contains("a=q"), "tmux's status line shows the kitty query as the pane's title: \(title)")
                // when
                try terminal.send("q")
                let quit = try await terminal.screenShowing { $0.allPhotoCells == 0 }
                // then
                #expect(quit.allPhotoCells == 0, "no picture outlives the app")
            }
        }
    }

    /// kitty around tmux (`allow-passthrough` and `focus-events` on), the app in the first window:
    /// another window in front shows none of the app's photos, and they are back with the app's.
    @Test func testThatAnotherTmuxWindowInFrontShowsNoneOfTheAppsPhotos() async throws {
        try await DemoServer.run { server in
            // given: the feed's thumbnail drawn in kitty through tmux
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            try await withKittyAroundTmux(
                tintype, on: server, firstCommand: { "sh \($0)" }, options: ["allow-passthrough", "focus-events"]
            ) { terminal, socket, _ in
                let feed = try await terminal.screenShowing(timeout: 30) { thumbnailCells($0) >= 20 }
                #expect(thumbnailCells(feed) >= 20, "the thumbnail is drawn before another window comes in front")
                // when: a new window, in front
                _ = try ChildProcess.run(["tmux", "-L", socket, "new-window", "sleep 600"])
                let other = try await terminal.screenShowing { $0.allPhotoCells == 0 }
                // then
                #expect(other.allPhotoCells == 0, "the app's photo stays over the window in front")
                // when: the app's window in front again
                _ = try ChildProcess.run(["tmux", "-L", socket, "select-window", "-t", ":0"])
                let back = try await terminal.screenShowing { thumbnailCells($0) >= 20 }
                // then
                #expect(thumbnailCells(back) >= 20, "the thumbnail is not back with the app's window")
            }
        }
    }
}
