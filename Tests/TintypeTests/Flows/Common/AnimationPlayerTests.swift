import Imaging
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AnimationPlayerTests {
    static let red = PixelImage(width: 2, height: 2, filledWith: RGBColor(hex: 0xFF0000))
    static let blue = PixelImage(width: 2, height: 2, filledWith: RGBColor(hex: 0x0000FF))

    /// A post whose one picture is of this kind, at `https://x/<id>.gif`.
    private static func post(_ id: String, kind: MediaItem.Kind = .animation, isSensitive: Bool = false) -> Post {
        .fixture(id: id, media: [MediaItem(kind: kind, altText: nil, url: "https://x/\(id).gif", isSensitive: isSensitive)])
    }

    @Test func testThatAnAnimationIsPlayed() {
        // when
        let requests = AnimationPlayer.requests(for: [Self.post("1")])
        // then
        #expect(requests == [AnimationPlayer.Request(rowId: "1", address: "https://x/1.gif")])
    }

    @Test func testThatAVideoIsNotPlayedInAList() {
        // when
        let requests = AnimationPlayer.requests(for: [Self.post("1", kind: .video)])
        // then
        #expect(requests.isEmpty)
    }

    @Test func testThatASensitiveAnimationIsNotPlayed() {
        // when
        let requests = AnimationPlayer.requests(for: [Self.post("1", isSensitive: true)])
        // then
        #expect(requests.isEmpty)
    }

    @Test func testThatEachFrameIsShownForItsRow() async {
        // given
        let media = MediaServiceStub()
        media.loopFrames = ["https://x/1.gif": [Self.red, Self.blue]]
        let work = TaskTracker()
        var shown: [PixelImage] = []
        // when
        AnimationPlayer(mediaService: media, work: work).play(
            [AnimationPlayer.Request(rowId: "1", address: "https://x/1.gif")], show: { shown.append($1) }, ended: { _ in })
        await work.idle()
        // then
        #expect(shown == [Self.red, Self.blue])
    }

    @Test func testThatAnAnimationThatEndedBySelfIsSaidToHaveEnded() async {
        // given: an address with no frames, as one that cannot be played
        let media = MediaServiceStub()
        let work = TaskTracker()
        var endings = 0
        // when
        AnimationPlayer(mediaService: media, work: work).play(
            [AnimationPlayer.Request(rowId: "1", address: "https://x/1.gif")], show: { _, _ in }, ended: { _ in endings += 1 })
        await work.idle()
        // then
        #expect(endings == 1)
    }

    @Test func testThatARowAlreadyPlayingIsNotStartedAgain() async {
        // given: a row playing, asked for again
        let media = MediaServiceStub()
        let work = TaskTracker()
        let player = AnimationPlayer(mediaService: media, work: work)
        let request = AnimationPlayer.Request(rowId: "1", address: "https://x/1.gif")
        player.play([request], show: { _, _ in }, ended: { _ in })
        // when
        player.play([request], show: { _, _ in }, ended: { _ in })
        await work.idle()
        // then
        #expect(media.loopedAddresses == ["https://x/1.gif"])
    }

    @Test func testThatAnAnimationWhoseFileDidNotComeIsAskedForAgainAndPlays() async {
        // given: the first ask fails as a file that did not come
        let media = MediaServiceStub()
        media.loopFrames = ["https://x/1.gif": [Self.red, Self.blue]]
        media.loopFailures = ["https://x/1.gif": 1]
        let work = TaskTracker()
        var shown: [PixelImage] = []
        // when
        AnimationPlayer(mediaService: media, work: work, firstRetry: .milliseconds(1)).play(
            [AnimationPlayer.Request(rowId: "1", address: "https://x/1.gif")], show: { shown.append($1) }, ended: { _ in })
        await work.idle()
        // then
        #expect(shown == [Self.red, Self.blue])
    }

    @Test func testThatAnAnimationWhoseFileDidNotComeIsNotSaidToHaveEnded() async {
        // given
        let media = MediaServiceStub()
        media.loopFrames = ["https://x/1.gif": [Self.red]]
        media.loopFailures = ["https://x/1.gif": 2]
        let work = TaskTracker()
        var endings: [String] = []
        var shownBeforeEnding = 0
        // when
        AnimationPlayer(mediaService: media, work: work, firstRetry: .milliseconds(1)).play(
            [AnimationPlayer.Request(rowId: "1", address: "https://x/1.gif")], show: { _, _ in shownBeforeEnding += 1 },
            ended: { endings.append($0) })
        await work.idle()
        // then: it ended once, after its frame came, not at either failure
        #expect(endings == ["1"] && shownBeforeEnding == 1)
    }
}
