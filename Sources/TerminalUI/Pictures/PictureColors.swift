/// How this terminal can draw a picture.
public enum PictureColors: Sendable, Equatable {
    /// Any colour, as 24-bit RGB.
    case trueColor
    /// The 256-colour palette: its 6x6x6 cube and its gray ramp.
    case palette256
    /// Eight colours: shades of one gray, drawn with shade characters.
    case grayscale
    /// No pictures at all (NO_COLOR, TERM=dumb, a monochrome terminal): alt text alone.
    case none
}
