import Imaging

/// One cell of a picture: two pixels, one above the other, drawn as an upper half block in the
/// top pixel's colour over the bottom pixel's colour.
public struct PictureCell: Equatable, Sendable {
    public var top: RGBColor
    public var bottom: RGBColor
    /// The nearest colours of the 256-colour palette, worked out once when the picture is made.
    public var topIndex: UInt8
    public var bottomIndex: UInt8

    public init(top: RGBColor, bottom: RGBColor) {
        self.top = top
        self.bottom = bottom
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
