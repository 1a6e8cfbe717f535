import CNcursesw

/// Hands out ncurses colour pairs for the foreground and background of picture cells.
///
/// With the 256-colour palette and the 65,536 pairs xterm-256color declares, every pair of
/// palette colours from 16 to 255 has a fixed number of its own (foreground × 256 + background,
/// above the few pairs the interface's roles use), so pairs never run out and never change.
/// Elsewhere (24-bit colour, fewer pairs) they come from a cache that starts over when full.
@MainActor
final class PicturePairs {
    private let firstFree: Int
    private let count: Int
    private let isFixed: Bool
    private var defined = Set<Int>()
    private var cached: [UInt64: Int] = [:]
    private var next: Int

    init(firstFree: Int, pairCount: Int, colors: PictureColors) {
        self.firstFree = firstFree
        self.count = pairCount
        self.isFixed = colors == .palette256 && pairCount >= 256 * 256
        self.next = firstFree
    }

    /// The pair drawing `foreground` on `background` (palette indices or 0xRRGGBB).
    func pair(foreground: Int, background: Int) -> Int32 {
        if isFixed {
            let number = foreground * 256 + background
            if defined.insert(number).inserted { init_extended_pair(Int32(number), Int32(foreground), Int32(background)) }
            return Int32(number)
        }
        let key = UInt64(foreground) << 32 | UInt64(background)
        if let number = cached[key] { return Int32(number) }
        if next >= count {
            // A picture already drawn with a reused pair may show wrong colours until it is drawn again.
            cached.removeAll(keepingCapacity: true)
            next = firstFree
        }
        let number = next
        next += 1
        cached[key] = number
        init_extended_pair(Int32(number), Int32(foreground), Int32(background))
        return Int32(number)
    }
}
