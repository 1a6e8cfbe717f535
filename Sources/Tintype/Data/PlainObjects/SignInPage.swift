/// The instance's page where the person allows Tintype, as the screen shows it.
public struct SignInPage: Sendable, Equatable {
    public var instance: String
    public var address: String
    /// The browser comes back by itself; otherwise the page shows a code to paste.
    public var waitsForBrowser: Bool
    /// Whether a browser was opened on it.
    public var opened: Bool

    public init(instance: String, address: String, waitsForBrowser: Bool, opened: Bool) {
        self.instance = instance
        self.address = address
        self.waitsForBrowser = waitsForBrowser
        self.opened = opened
    }
}
