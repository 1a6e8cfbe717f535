import Testing

@testable import MastodonAPI

struct SignInScopesTests {
    @Test func testThatBroadScopesLackNothing() {
        // given
        let granted = "read write follow push"
        // when
        let missing = SignInScopes.missing(granted: granted)
        // then
        #expect(missing.isEmpty)
    }

    @Test func testThatGranularScopesCountAsTheBroadOnes() {
        // given: as Akkoma may grant them
        let granted = "read:statuses read:accounts write:statuses write:favourites"
        // when
        let missing = SignInScopes.missing(granted: granted)
        // then
        #expect(missing.isEmpty)
    }

    @Test func testThatAGrantWithoutWritingNamesWrite() {
        // given
        let granted = "read follow"
        // when
        let missing = SignInScopes.missing(granted: granted)
        // then
        #expect(missing == ["write"])
    }

    @Test func testThatAScopeOnlyStartingLikeANeededOneDoesNotCount() {
        // given
        let granted = "readonly writer"
        // when
        let missing = SignInScopes.missing(granted: granted)
        // then
        #expect(missing == ["read", "write"])
    }
}
