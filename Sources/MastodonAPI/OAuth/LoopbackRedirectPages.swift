/// What the browser shows when it comes back: the app words these in the person's language,
/// since this module knows no catalogue.
public struct LoopbackRedirectPages: Sendable {
    public var signedIn: String
    public var refused: String
    public var foreign: String
    public var notFound: String

    public init(signedIn: String, refused: String, foreign: String, notFound: String) {
        self.signedIn = signedIn
        self.refused = refused
        self.foreign = foreign
        self.notFound = notFound
    }
}
