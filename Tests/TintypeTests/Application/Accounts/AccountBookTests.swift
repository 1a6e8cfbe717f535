import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct AccountBookTests {
    private let home = TestFolders.unique("tintype-accounts")

    private var paths: StoragePaths {
        StoragePaths(configDirectory: home, cacheDirectory: home, stateDirectory: home, dataDirectory: home)
    }

    private func account(_ username: String, instance: String = "https://pixelfed.example") -> SignedInAccount {
        SignedInAccount(
            instance: instance, accountId: "id-\(username)", username: username, token: "token-\(username)", clientId: "c",
            clientSecret: "s")
    }

    @Test func testThatAnAddedAccountIsReadBack() throws {
        // given
        let book = AccountBook(paths: paths)
        // when
        try book.add(account("grace"))
        // then
        #expect(try AccountBook(paths: paths).read().accounts == [account("grace")])
    }

    @Test func testThatTheFileIsReadableByItsOwnerAlone() throws {
        // given
        let book = AccountBook(paths: paths)
        // when
        try book.add(account("grace"))
        // then
        let file = home.appendingPathComponent("accounts/signed-in.cache").path
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func testThatTheFirstAccountIsTheDefault() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        // when
        try book.add(account("alan"))
        // then
        #expect(try book.account(named: nil)?.username == "grace")
    }

    @Test func testThatSigningInAgainAsTheSamePersonRenewsTheToken() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        var renewed = account("grace")
        renewed.token = "token-new"
        // when
        try book.add(renewed)
        // then
        #expect(try book.read().accounts.map(\.token) == ["token-new"])
    }

    @Test func testThatAnAccountIsFoundByItsNameWithAnAt() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        try book.add(account("alan"))
        // when
        let found = try book.account(named: "@Alan@pixelfed.example")
        // then
        #expect(found?.username == "alan")
    }

    @Test func testThatAnUnknownNameListsTheAccountsThereAre() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        // when
        let find = { try book.account(named: "ada@pixelfed.example") }
        // then
        #expect(throws: AccountBook.Failure.unknownAccount("ada@pixelfed.example", known: ["grace@pixelfed.example"]), performing: find)
    }

    @Test func testThatTheChosenDefaultIsOpened() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        try book.add(account("alan"))
        // when
        try book.makeDefault("alan@pixelfed.example")
        // then
        #expect(try book.account(named: nil)?.username == "alan")
    }

    @Test func testThatRemovingTheDefaultMakesTheNextOneDefault() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        try book.add(account("alan"))
        // when
        try book.remove(account("grace"))
        // then
        #expect(try book.account(named: nil)?.username == "alan")
    }

    @Test func testThatReadingABookNeverWrittenLeavesNoFolder() throws {
        // given
        let book = AccountBook(paths: paths)
        // when
        _ = try book.read()
        // then
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("accounts").path))
    }

    @Test func testThatADamagedFileIsSetAsideAndSaid() throws {
        // given
        let book = AccountBook(paths: paths)
        try book.add(account("grace"))
        let file = home.appendingPathComponent("accounts/signed-in.cache")
        try Data("not an account book".utf8).write(to: file)
        // when
        let read = { try book.read() }
        // then
        #expect(throws: AccountBook.Failure.self, performing: read)
    }
}
