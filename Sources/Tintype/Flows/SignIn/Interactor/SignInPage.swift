/// The instance's page where the person allows Tintype, as the screen shows it.
struct SignInPage: Equatable {
    var instance: String
    var address: String
    /// The browser comes back by itself; otherwise the page shows a code to paste.
    var waitsForBrowser: Bool
    /// Whether a browser was opened on it.
    var opened: Bool
}
