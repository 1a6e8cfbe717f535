extension PictureColors {
    /// What the environment says the terminal draws, for output printed without curses:
    /// nothing under NO_COLOR (https://no-color.org) or TERM=dumb, 24-bit where COLORTERM says
    /// truecolor or 24bit, 256 colours where TERM says so, shades otherwise.
    public static func fromEnvironment(_ environment: [String: String]) -> PictureColors {
        if asksForNoColor(environment) { return .none }
        let terminal = environment["TERM"] ?? ""
        if terminal.isEmpty || terminal == "dumb" { return .none }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") { return .trueColor }
        if terminal.contains("256color") || terminal.contains("direct") { return .palette256 }
        return .grayscale
    }

    /// NO_COLOR set to anything but the empty string.
    static func asksForNoColor(_ environment: [String: String]) -> Bool {
        environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }
}
