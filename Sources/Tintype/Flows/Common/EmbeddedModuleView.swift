import TerminalUI

/// A module view shown inside another module's panel, such as the thread under a post. It is
/// offered each key first and says whether it took it; the rest are the host's.
@MainActor
public protocol EmbeddedModuleView: ModuleView {
    func handleIfOwned(_ key: KeyEvent) -> Bool
    /// Its keys, for the host's help, which lists them before its own.
    var keyHelpEntries: [KeyHelpEntry] { get }
    /// Whether it is in use (a row chosen, text being written): the host then gives it more of
    /// the panel, and takes it back when it is left.
    var isInUse: Bool { get }
    /// The rows it would fill at this width, counted no further than `limit`: a short thread in
    /// use needs only these, and leaves its host the rest.
    func wantedRows(columns: Int, upTo limit: Int) -> Int
}

/// What a router drives when its module shows another inside its own panel.
@MainActor
public protocol EmbeddingTransitionHandler: TransitionHandler {
    func embedModule(_ view: any EmbeddedModuleView)
}
