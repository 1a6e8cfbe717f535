/// kitty's pictures through tmux stay on the terminal when another tmux window comes in front:
/// they are the terminal's, not tmux's. tmux tells the pane it lost focus (mode 1004, with its
/// `focus-events` on), the pane asks tmux whether it is still seen, and if not, its pictures are
/// taken off past tmux, which drops what a pane out of sight sends. Focus back, they are placed
/// again.
///
/// Notifications ask for the focus too, for as long as the app runs: one is raised only while the
/// terminal is not in front.
extension NcursesScreen {
    /// Asks the terminal (or tmux) to tell the focus while notifications want it or kitty pictures
    /// go through tmux; stops otherwise.
    func reportFocusWhilePicturesPassTmux() {
        let wanted = reportsFocus || picturesPassTmux
        guard wanted != isReportingFocus else { return }
        isReportingFocus = wanted
        writeToTerminal(wanted ? Self.focusReportingOn : Self.focusReportingOff)
    }

    func stopReportingFocus() {
        guard isReportingFocus else { return }
        isReportingFocus = false
        writeToTerminal(Self.focusReportingOff)
    }

    /// Lost focus may mean another window in front, or only another pane of the same window, or
    /// the terminal itself in the background: tmux says which.
    func takeFocus(isIn: Bool) {
        guard isReportingFocus else { return }
        isFocused = isIn
        guard picturesPassTmux else { return }
        if isIn {
            guard pictureLayer.isPaneHidden else { return }
            pictureLayer.paneIsShownAgain()
            wantsFrame = true
        } else if TmuxPane.isShown(environment: environment) == false {
            let removal = pictureLayer.paneWasHidden()
            if !removal.isEmpty { TmuxPane.writeToClientTerminals(removal, environment: environment) }
        }
    }

    /// Whether a frame is wanted though no key came; asking forgets it.
    public func takeFrameRequest() -> Bool {
        defer { wantsFrame = false }
        return wantsFrame
    }

    private var picturesPassTmux: Bool {
        pictureLayer.pictureProtocol == .kitty && pictureLayer.route != .direct
    }

    private static let focusReportingOn = Array("\u{1B}[?1004h".utf8)
    private static let focusReportingOff = Array("\u{1B}[?1004l".utf8)
}
