/// A word about the whole app, said once in the tab bar's corner until the next key.
public enum RootNotice: Equatable, Sendable {
    /// Photos are drawn in half blocks because tmux is in between and draws no pixels itself.
    case picturesLimitedByTmux
    /// Photos are drawn in half blocks because tmux's `allow-passthrough` keeps the terminal's own
    /// pictures from it.
    case picturesHeldBackByTmux
    /// Photos are drawn by the terminal around tmux, whose `focus-events` is off: tmux does not
    /// say when another window comes in front, so the photos may stay over it.
    case picturesMayOutliveTmuxWindow
}
