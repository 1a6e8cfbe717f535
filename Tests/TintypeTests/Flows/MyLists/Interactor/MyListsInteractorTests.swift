import Foundation
import Testing

@testable import Tintype

@MainActor
struct MyListsInteractorTests {
    let service = ListServiceSpy()
    let output = MyListsInteractorOutputSpy()
    let interactor: MyListsInteractor

    init() {
        interactor = MyListsInteractor(listService: service)
        interactor.output = output
    }

    @Test func testThatPuttingAnAccountInAListAddsItThere() async {
        // when
        interactor.changeMembership(ofAccountId: "g", inListWithId: "1", to: true)
        await interactor.work.idle()
        // then
        #expect(service.calls == ["add g to 1"] && output.events == ["in 1"])
    }

    @Test func testThatTakingAnAccountOutRemovesItFromTheList() async {
        // when
        interactor.changeMembership(ofAccountId: "g", inListWithId: "1", to: false)
        await interactor.work.idle()
        // then
        #expect(service.calls == ["remove g from 1"] && output.events == ["out 1"])
    }

    @Test func testThatARefusedChangeIsTold() async {
        // given
        service.refusal = .forbidden(nil)
        // when
        interactor.changeMembership(ofAccountId: "g", inListWithId: "1", to: true)
        await interactor.work.idle()
        // then
        #expect(output.events == ["membership refused in 1"])
    }

    @Test func testThatAListMadeIsTold() async {
        // when
        interactor.makeList(titled: "Friends")
        await interactor.work.idle()
        // then
        #expect(output.events == ["made Friends"])
    }
}

@MainActor
final class MyListsInteractorOutputSpy: MyListsInteractorOutput {
    var events: [String] = []

    func didObtainLists(_ lists: [MyList]) { events.append("lists \(lists.count)") }
    func didFailToObtainLists(_ problem: ConnectionProblem) { events.append("lists failed") }
    func didMakeList(_ list: MyList) { events.append("made \(list.title)") }
    func didRenameList(_ list: MyList) { events.append("renamed \(list.title)") }
    func didDeleteList(withId listId: String) { events.append("deleted \(listId)") }
    func didFailToChangeLists(_ problem: ConnectionProblem) { events.append("refused") }
    func didChangeMembership(inListWithId listId: String, to isIn: Bool) { events.append("\(isIn ? "in" : "out") \(listId)") }
    func didFailToChangeMembership(inListWithId listId: String, problem: ConnectionProblem) {
        events.append("membership refused in \(listId)")
    }
}
