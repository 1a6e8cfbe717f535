import FoundationEssentials
import Imaging
import TextBasics

/// A colour as a person gives it in a theme: one of the terminal's eight named colours, an index
/// of the 256-colour palette, or `#rrggbb`; the screen takes the nearest its terminal has.
public enum TerminalColor: Sendable, Equatable {
    /// The terminal's own foreground or background.
    case terminalDefault
    /// One of the eight basic colours, 0 (black) to 7 (white).
    case basic(Int)
    case index(Int)
    case rgb(RGBColor)

    public static let basicNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Reads "cyan", "default", "208" or "#5fafff"; nil for anything else.
    public init?(_ text: String) {
        let word = text.trimmed().lowercased()
        if word == "default" {
            self = .terminalDefault
        } else if let basic = Self.basicNames.firstIndex(of: word) {
            self = .basic(basic)
        } else if let index = Int(word), (0...255).contains(index) {
            self = .index(index)
        } else if word.hasPrefix("#"), word.count == 7, let value = UInt32(word.dropFirst(), radix: 16) {
            self = .rgb(RGBColor(hex: value))
        } else {
            return nil
        }
    }

    /// As a 256-colour palette index (-1 for the terminal's own).
    var paletteIndex: Int16 {
        switch self {
        case .terminalDefault: return -1
        case .basic(let number): return Int16(number)
        case .index(let index): return Int16(index)
        case .rgb(let color): return Int16(XtermPalette.nearestIndex(to: color))
        }
    }

    /// As one of the eight basic colours (-1 for the terminal's own): the nearest of them.
    var basicIndex: Int16 {
        switch self {
        case .terminalDefault: return -1
        case .basic(let number): return Int16(number)
        case .index(let index) where index < 8: return Int16(index)
        case .index(let index) where index < 16: return Int16(index - 8)
        case .index(let index): return Self.nearestBasic(to: XtermPalette.color(ofIndex: UInt8(index)))
        case .rgb(let color): return Self.nearestBasic(to: color)
        }
    }

    /// As 0xRRGGBB for a terminal of direct colour; a basic colour stays a number.
    var directValue: Int32 {
        switch self {
        case .terminalDefault: return -1
        case .basic(let number): return Int32(number)
        case .index(let index) where index < 16: return Int32(index)
        case .index(let index): return Int32(XtermPalette.color(ofIndex: UInt8(index)).hex)
        case .rgb(let color): return Int32(color.hex)
        }
    }

    /// xterm's basic colours as it draws them by default.
    private static let basicColors: [RGBColor] = [
        RGBColor(hex: 0x000000), RGBColor(hex: 0xCD0000), RGBColor(hex: 0x00CD00), RGBColor(hex: 0xCDCD00),
        RGBColor(hex: 0x0000EE), RGBColor(hex: 0xCD00CD), RGBColor(hex: 0x00CDCD), RGBColor(hex: 0xE5E5E5),
    ]

    private static func nearestBasic(to color: RGBColor) -> Int16 {
        func distance(_ other: RGBColor) -> Int {
            let red = Int(color.red) - Int(other.red)
            let green = Int(color.green) - Int(other.green)
            let blue = Int(color.blue) - Int(other.blue)
            return red * red + green * green + blue * blue
        }
        return Int16(basicColors.indices.min { distance(basicColors[$0]) < distance(basicColors[$1]) } ?? 7)
    }
}
