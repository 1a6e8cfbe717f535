import Localisation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ComposeViewTests {
    let output = ComposeViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 20, columns: 80))
    let view = ComposeView()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 20, columns: 80), navigator: NavigatorSpy())
        view.update(with: Self.viewModel)
    }

    static let viewModel = ComposeViewModel(
        photosTitle: "Photos · 2 of 4",
        photos: [
            .init(name: "cat.jpg", altText: "A tabby cat asleep", isMissingAltText: false),
            .init(name: "coffee.jpg", altText: "no alt text yet: Enter writes one", isMissingAltText: true),
        ],
        captionCount: "6/500", isCaptionOver: false, options: "everyone · not sensitive · language: en", poll: nil, pollOptions: "",
        quote: nil,
        isSending: false)

    private func type(_ text: String) {
        for character in text { view.handle(.character(character)) }
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatEscapeIsABackEvent() {
        // given
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTypingInTheCaptionIsTold() {
        // given
        // when
        type("Hi")
        // then
        #expect(output.captions == ["H", "Hi"])
    }

    @Test func testThatALockedFormTakesNoText() {
        // given
        view.setFormLocked(true)
        // when
        type("Hi")
        // then
        #expect(output.captions.isEmpty && view.caption.text.isEmpty)
    }

    @Test func testThatALockedFormStillCloses() {
        // given
        view.setFormLocked(true)
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatAnUnlockedFormTakesTextAgain() {
        // given
        view.setFormLocked(true)
        view.setFormLocked(false)
        // when
        type("Hi")
        // then
        #expect(output.captions == ["H", "Hi"])
    }

    @Test func testThatEnterInTheCaptionIsALineBreak() {
        // given
        type("a")
        // when
        view.handle(.enter)
        // then
        #expect(output.captions.last == "a\n" && output.postEvents == 0)
    }

    @Test func testThatControlSPostsFromAnyField() {
        // given
        view.handle(.tab)
        // when
        view.handle(.control("s"))
        // then
        #expect(output.postEvents == 1)
    }

    @Test func testThatAPathTypedInThePhotosFieldIsAskedToBeAdded() {
        // given
        view.handle(.backTab)
        view.handle(.character("a"))
        type("~/cat.jpg")
        // when
        view.handle(.enter)
        // then
        #expect(output.addedPaths == ["~/cat.jpg"])
    }

    @Test func testThatTabInThePathAsksForItsCompletion() {
        // given
        view.handle(.backTab)
        view.handle(.character("a"))
        type("~/ca")
        // when
        view.handle(.tab)
        // then
        #expect(output.completedPaths == ["~/ca"])
    }

    @Test func testThatACompletedPathIsWhatEnterAdds() {
        // given
        view.handle(.backTab)
        view.handle(.character("a"))
        view.showPathCompletion("~/cat.jpg", candidates: [])
        // when
        view.handle(.enter)
        // then
        #expect(output.addedPaths == ["~/cat.jpg"])
    }

    @Test func testThatEnterOnAPhotoWritesItsAltText() {
        // given
        view.handle(.backTab)
        view.handle(.character("j"))
        view.handle(.enter)
        type("A cup")
        // when
        view.handle(.enter)
        // then
        #expect(output.altTexts.map { "\($0.index) \($0.text)" } == ["1 A cup"])
    }

    @Test func testThatLettersInTheCaptionAreNotCommands() {
        // given
        // when
        type("ad")
        // then
        #expect(output.removedPhotos.isEmpty && output.captions.last == "ad")
    }

    @Test func testThatQuestionMarkInThePhotosFieldShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 40, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 40, columns: 80), navigator: NavigatorSpy())
        view.handle(.backTab)
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains(Strings.keysComposeAddPhoto))
    }

    @Test func testThatAPhotoOnItsWayShowsItsProgress() {
        // given
        var sending = Self.viewModel
        sending.photos[0].upload = 0.5
        sending.isSending = true
        view.update(with: sending)
        // when
        view.drawIfNeeded()
        // then
        let line = screen.renderedText().split(separator: "\n").first { $0.contains("1. cat.jpg") } ?? ""
        #expect(line.contains("▕█") && line.hasSuffix("▏ 50%"), "line was: \(line)")
    }

    @Test func testThatAProgressBarFillsInProportion() {
        // given
        // when
        let bar = ComposeView.progressBar(0.5, width: 16)
        // then
        #expect(bar == "▕█████░░░░░▏ 50%")
    }

    @Test func testThatTheFormAt80ColumnsIsDrawnAsDesigned() {
        // given
        view.showTitle("New post", trailing: "Ctrl-S post · Esc keep the draft")
        view.showText(caption: "Sunday", contentWarning: "")
        // when
        view.drawIfNeeded()
        // then
        let expected = """
             New post                                      Ctrl-S post · Esc keep the draft
              Photos · 2 of 4
              1. cat.jpg  A tabby cat asleep
              2. coffee.jpg  no alt text yet: Enter writes one

            ▸ Caption                                                                 6/500
              Sunday



              Content warning (empty for none)


              Who sees it and how
              everyone · not sensitive · language: en
            """
        #expect(screen.renderedText().hasPrefix(expected), "screen was:\n\(screen.renderedText())")
    }

    @Test func testThatTheFormAt40ColumnsFitsItsLines() {
        // given
        let narrow = MemoryScreen(size: TerminalSize(rows: 20, columns: 40))
        view.attach(to: narrow, frame: Rect(row: 0, column: 0, rows: 20, columns: 40), navigator: NavigatorSpy())
        view.showTitle("New post", trailing: "Esc")
        view.showText(caption: "Sunday", contentWarning: "")
        // when
        view.drawIfNeeded()
        // then
        let expected = """
             New post                           Esc
              Photos · 2 of 4
              1. cat.jpg  A tabby cat asleep
              2. coffee.jpg  no alt text yet: Ent…

            ▸ Caption                         6/500
              Sunday



              Content warning (empty for none)


              Who sees it and how
              everyone · not sensitive · language…
            """
        #expect(narrow.renderedText().hasPrefix(expected), "screen was:\n\(narrow.renderedText())")
    }

    @Test func testThatPInThePhotosFieldOpensThePicker() {
        // given
        view.handle(.backTab)
        // when
        view.handle(.character("p"))
        // then
        #expect(output.pickEvents == 1)
    }

    @Test func testThatPInTheCaptionIsText() {
        // given
        // when
        view.handle(.character("p"))
        // then
        #expect(output.pickEvents == 0 && output.captions.last == "p")
    }

    @Test func testThatTheOptionsHintIsCutRatherThanDrawnOverTheTitle() {
        // given: the options field in use, its hint longer than the room the title leaves at 40 columns
        let narrow = MemoryScreen(size: TerminalSize(rows: 20, columns: 40))
        view.attach(to: narrow, frame: Rect(row: 0, column: 0, rows: 20, columns: 40), navigator: NavigatorSpy())
        view.handle(.tab)
        view.handle(.tab)
        // when
        view.drawIfNeeded()
        // then
        let line = narrow.renderedText().split(separator: "\n").first { $0.contains(Strings.composeOptionsLabel) } ?? ""
        #expect(line.contains(Strings.composeOptionsLabel + "  "), "line was: \(line)")
    }
}
