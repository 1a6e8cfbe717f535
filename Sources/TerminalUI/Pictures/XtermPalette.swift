import FoundationEssentials
import Imaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The 240 fixed colours of the xterm 256-colour palette (the 6x6x6 cube from 16, the gray ramp
/// from 232), and the nearest of them to any colour, judged in the OKLab space where distances
/// follow what eyes see. The first 16 are left out: each terminal sets them differently.
public enum XtermPalette {
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour an index from 16 to 255 stands for.
    public static func color(ofIndex index: UInt8) -> RGBColor {
        if index >= 232 {
            let level = UInt8(8 + 10 * Int(index - 232))
            return RGBColor(red: level, green: level, blue: level)
        }
        let cube = Int(max(16, index)) - 16
        return RGBColor(
            red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]), blue: UInt8(cubeLevels[cube % 6]))
    }

    /// The palette index from 16 to 255 that looks most like `color`: among the cube corners
    /// around it and the grays beside its lightness, the closest in OKLab.
    public static func nearestIndex(to color: RGBColor) -> UInt8 {
        let target = OKLab(color)
        var best: UInt8 = 16
        var bestDistance = Double.infinity
        func consider(_ index: UInt8) {
            let distance = target.squaredDistance(to: paletteLab[Int(index)])
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        let reds = neighbouringLevels(Int(color.red))
        let greens = neighbouringLevels(Int(color.green))
        let blues = neighbouringLevels(Int(color.blue))
        for red in reds {
            for green in greens {
                for blue in blues { consider(UInt8(16 + 36 * red + 6 * green + blue)) }
            }
        }
        let gray = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(23, max(0, (gray - 8) / 10))
        consider(UInt8(232 + step))
        consider(UInt8(232 + min(23, step + 1)))
        return best
    }

    /// The cube levels on either side of a channel's value.
    private static func neighbouringLevels(_ value: Int) -> [Int] {
        let above = cubeLevels.firstIndex { $0 >= value } ?? 5
        return above == 0 ? [0] : [above - 1, above]
    }

    private static let paletteLab: [OKLab] = (0...255).map { OKLab(color(ofIndex: UInt8($0))) }
}

/// A colour in OKLab (Björn Ottosson, 2020): lightness and two opponent axes.
struct OKLab {
    let lightness: Double
    let a: Double
    let b: Double

    init(_ color: RGBColor) {
        let red = Self.linear[Int(color.red)]
        let green = Self.linear[Int(color.green)]
        let blue = Self.linear[Int(color.blue)]
        let l = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let m = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let s = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    func squaredDistance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// sRGB channel values in linear light.
    private static let linear: [Double] = (0...255).map { value in
        let fraction = Double(value) / 255
        return fraction <= 0.04045 ? fraction / 12.92 : pow((fraction + 0.055) / 1.055, 2.4)
    }
}
