import Imaging

/// One cell of a picture: two pixels, one above the other, drawn as an upper half block in the
/// top pixel's colour over the bottom pixel's colour; or a letter in the top colour over the
/// bottom one (an avatar's initials).
public struct PictureCell: Equatable, Sendable {
    public var top: RGBColor
    public var bottom: RGBColor
    /// Drawn in place of the half block: one column wide, never a control character.
    public var letter: Unicode.Scalar?
    /// The nearest colours of the 256-colour palette, worked out once when the picture is made.
    public var topIndex: UInt8
    public var bottomIndex: UInt8

    public init(top: RGBColor, bottom: RGBColor, letter: Unicode.Scalar? = nil) {
        self.top = top
        self.bottom = bottom
        self.letter = letter.flatMap { DisplayWidth.of(String($0)) == 1 && !$0.properties.isWhitespace ? $0 : nil }
        self.topIndex = XtermPalette.nearestIndex(to: top)
        self.bottomIndex = XtermPalette.nearestIndex(to: bottom)
    }

    /// How light the cell is, 0 to 255, for terminals that can only draw shades.
    public var lightness: Int {
        (Self.luma(top) + Self.luma(bottom)) / 2
    }

    private static func luma(_ color: RGBColor) -> Int {
        (Int(color.red) * 299 + Int(color.green) * 587 + Int(color.blue) * 114) / 1000
    }
}
