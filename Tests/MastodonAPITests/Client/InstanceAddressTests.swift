import Testing

@testable import MastodonAPI

struct InstanceAddressTests {
    @Test func testThatBareHostBecomesHttps() throws {
        // given
        let text = "pixelfed.social"
        // when
        let address = try InstanceAddress(text)
        // then
        #expect(address.baseURL.absoluteString == "https://pixelfed.social")
    }

    @Test func testThatPlainHttpToLoopbackIsAllowed() throws {
        // given
        let text = "http://127.0.0.1:3000/"
        // when
        let address = try InstanceAddress(text)
        // then
        #expect(address.description == "127.0.0.1:3000")
    }

    @Test func testThatPlainHttpToAnotherHostIsRefused() {
        // given
        let text = "http://pixelfed.social"
        // when
        let make = { try InstanceAddress(text) }
        // then
        #expect(throws: MastodonError.self, performing: make)
    }

    @Test func testThatLocalhostNameCountsAsLoopback() throws {
        // given
        let text = "http://localhost:8080"
        // when
        let address = try InstanceAddress(text)
        // then
        #expect(address.baseURL.host == "localhost")
    }

    @Test func testThatLookalikeOfLoopbackIsRefused() {
        // given
        let text = "http://127.0.0.1.evil.example"
        // when
        let make = { try InstanceAddress(text) }
        // then
        #expect(throws: MastodonError.self, performing: make)
    }

    @Test func testThatTheCaseOfTheHostDoesNotChangeTheInstance() throws {
        // given, when
        let address = try InstanceAddress("Pixelfed.Social")
        // then
        #expect(address.normalized == "pixelfed.social")
    }

    @Test func testThatTheSchemesOwnPortDoesNotChangeTheInstance() throws {
        // given, when
        let address = try InstanceAddress("https://pixelfed.social:443/")
        // then
        #expect(address.normalized == "pixelfed.social")
    }

    @Test func testThatAnotherPortIsPartOfTheInstance() throws {
        // given, when
        let address = try InstanceAddress("http://127.0.0.1:8080")
        // then
        #expect(address.normalized == "127.0.0.1:8080")
    }
}
