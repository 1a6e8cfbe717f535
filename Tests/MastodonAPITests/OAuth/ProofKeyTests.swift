import Testing

@testable import MastodonAPI

struct ProofKeyTests {
    @Test func testThatTheChallengeIsTheOneOfRFC7636AppendixB() {
        // given
        let key = ProofKey(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        // when
        let challenge = key.challenge
        // then
        #expect(challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test func testThatARandomVerifierIsFortyThreeCharactersSafeInAnAddress() {
        // given
        let key = ProofKey.random()
        // when
        let verifier = key.verifier
        // then
        #expect(verifier.count == 43 && verifier.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    @Test func testThatTwoRandomVerifiersDiffer() {
        // given
        let first = ProofKey.random()
        // when
        let second = ProofKey.random()
        // then
        #expect(first != second)
    }
}
