import Imaging

/// Keeps the terminal's pictures in step with what the surfaces drew, one turn at a time.
///
/// ncurses knows nothing of pictures, so the layer works beside it: each turn it is given the
/// picture rows every visible surface holds, makes placements of them, and compares them with the
/// last turn's. Only what changed is sent, so moving the selection does not flicker.
/// - kitty: each picture is transmitted once under an image id and placed by id; a placement that
///   goes is deleted by its id, one that moves is placed again under the same id.
/// - Inside tmux, kitty and iTerm2 pictures go through tmux's passthrough (`route`), placed at the
///   cells where the pane sits on the terminal around tmux.
/// - sixel and iTerm2: the pixels are painted into the cells, and ncurses still believes they hold
///   what it wrote. When a picture leaves (or moves), its cells are handed back to ncurses to write
///   again, and what stays on cells that were written again is painted again. Encodings are kept
///   in a bounded cache, so a picture that comes back is not encoded twice.
public final class PictureLayer {
    public let pictureProtocol: PictureProtocol
    /// Colour registers a sixel picture may use.
    public let colorRegisters: Int
    public private(set) var cellSize: CellPixelSize
    /// How the sequences reach the terminal; a new pane origin places every picture again.
    public var route: PictureRoute {
        didSet {
            guard route != oldValue else { return }
            shown.removeAll()
            kittyShown.removeAll()
        }
    }

    private var shown: [PicturePlacement] = []
    private var paintedThisTurn = Set<PicturePlacement>()
    private var scaled = LeastRecentlyUsed<ScaledKey, PixelImage>(limit: 48)
    private var encoded = LeastRecentlyUsed<EncodedKey, [UInt8]>(limit: 96)
    private var kittyImages = LeastRecentlyUsed<ScaledKey, UInt32>(limit: 96)
    private var kittyShown: [KittySlot: PixelLayout] = [:]
    private var nextKittyImage: UInt32 = 1
    /// The terminal was repainted: what it kept of the images is deleted before the next turn's.
    private var kittyImagesToDelete = false

    /// Where kitty is handed pixels in files (it reads them on this machine), else nil.
    private let pixelFiles: KittyPixelFiles?

    public init(
        pictureProtocol: PictureProtocol, colorRegisters: Int = 256, cellSize: CellPixelSize = .fallback, route: PictureRoute = .direct,
        pixelFiles: KittyPixelFiles? = nil
    ) {
        self.pictureProtocol = pictureProtocol
        self.colorRegisters = colorRegisters
        self.cellSize = cellSize
        self.route = route
        self.pixelFiles = pictureProtocol == .kitty ? pixelFiles : nil
    }

    /// Whether surfaces should leave picture cells blank and hand their rows to the layer.
    public var drawsPixels: Bool { pictureProtocol.drawsPixels }

    /// The terminal was repainted from scratch (a resize): every painted picture is gone from it,
    /// so each is sent again; a new cell size gives new pixel sizes. kitty frees the images of
    /// the placements a cleared screen takes away, so they are transmitted again too, after
    /// whatever a terminal kept is deleted.
    public func terminalWasRepainted(cellSize newSize: CellPixelSize) {
        cellSize = newSize
        shown.removeAll()
        if pictureProtocol == .kitty, kittyImages.count > 0 {
            kittyShown.removeAll()
            kittyImages.removeAll()
            kittyImagesToDelete = true
        }
    }

    /// Whether the app's tmux pane is out of sight (another window in front): tmux drops what it
    /// would send, so nothing is sent until the pane is seen again.
    public private(set) var isPaneHidden = false

    /// The app's tmux pane went out of sight, its kitty pictures still on the terminal: answers
    /// with the commands that take them off, to be written past tmux (not through `route`),
    /// and keeps the images for when the pane is seen again.
    public func paneWasHidden() -> [UInt8] {
        guard pictureProtocol == .kitty, !isPaneHidden else { return [] }
        isPaneHidden = true
        let images = Set(kittyShown.keys.map(\.image)).sorted()
        kittyShown.removeAll()
        return images.flatMap { KittyGraphics.deletePlacements(id: $0) }
    }

    /// The app's pane is seen again: the next turn places every picture again.
    public func paneIsShownAgain() {
        isPaneHidden = false
    }

    /// This turn's pictures: `surfaces` are the visible ones from the bottom of the stack up.
    public func update(surfaces: [PictureSurfaceSnapshot], screen: TerminalSize) -> PictureLayerUpdate {
        guard drawsPixels, !isPaneHidden else { return PictureLayerUpdate() }
        let placements = PicturePlacementCollector.placements(in: surfaces, screen: screen)
        switch pictureProtocol {
        case .kitty: return updateKitty(placements)
        default: return updatePainted(placements)
        }
    }

    /// What takes every picture off the terminal as the app leaves it.
    public func finish() -> [UInt8] {
        guard pictureProtocol == .kitty, !kittyShown.isEmpty || kittyImages.count > 0 else { return [] }
        pixelFiles?.removeUnread()
        kittyShown.removeAll()
        kittyImages.removeAll()
        return route.passed(KittyGraphics.deleteEverything)
    }

    // MARK: - Sixel and iTerm2

    private func updatePainted(_ placements: [PicturePlacement]) -> PictureLayerUpdate {
        let current = Set(placements)
        let previous = Set(shown)
        let invalidated = shown.filter { !current.contains($0) }.map(\.shownRect)
        var output: [UInt8] = []
        paintedThisTurn.removeAll()
        for placement in placements {
            let isNew = !previous.contains(placement)
            let wasOverwritten = invalidated.contains { $0.intersects(placement.shownRect) }
            guard isNew || wasOverwritten else { continue }
            output += paint(placement)
            paintedThisTurn.insert(placement)
        }
        shown = placements
        return PictureLayerUpdate(invalidated: invalidated, output: output)
    }

    /// The screen rows that hold painted pictures (sixel, iTerm2), for the screen to check what
    /// the coming update writes over.
    public var paintedRows: [Int] {
        guard pictureProtocol == .sixel || pictureProtocol == .iterm else { return [] }
        return Set(shown.flatMap { $0.shownRect.row..<($0.shownRect.row + $0.shownRect.size.rows) }).sorted()
    }

    /// The update is about to write each row in `firstChanges` from that column on, over whatever
    /// was painted there: the picture rows it reaches are painted again after it. Pictures painted
    /// whole this turn are left alone.
    public func repaint(firstChanges: [Int: Int]) -> [UInt8] {
        var output: [UInt8] = []
        for placement in shown where !paintedThisTurn.contains(placement) {
            let rect = placement.shownRect
            let reached = (rect.row..<(rect.row + rect.size.rows)).filter { row in
                firstChanges[row].map { $0 < rect.column + rect.size.columns } ?? false
            }
            var start = 0
            while start < reached.count {
                var end = start + 1
                while end < reached.count, reached[end] == reached[end - 1] + 1 { end += 1 }
                var band = placement
                band.shownRows = (reached[start] - placement.origin.row)..<(reached[end - 1] + 1 - placement.origin.row)
                output += paint(band)
                start = end
            }
        }
        return output
    }

    /// The placement's shown rows as sixel or an inline image, at its cell.
    private func paint(_ placement: PicturePlacement) -> [UInt8] {
        guard let layout = PixelLayout(placement, cell: cellSize, startsInsideCells: false) else { return [] }
        let key = EncodedKey(
            picture: placement.source.key, width: layout.width, height: layout.height, top: layout.shownTop, rows: layout.shownHeight)
        let bytes: [UInt8]
        if let cached = encoded.value(for: key) {
            bytes = cached
        } else {
            let band = pixels(of: placement.source, layout: layout).rows(from: layout.shownTop, count: layout.shownHeight)
            bytes =
                pictureProtocol == .sixel ? SixelEncoder.encode(band, colorRegisters: colorRegisters) : ITermInlineImage.encode(band)
            encoded.insert(bytes, for: key)
        }
        return route.positioned(row: layout.cellRow, column: layout.cellColumn, bytes)
    }

    // MARK: - kitty

    private func updateKitty(_ placements: [PicturePlacement]) -> PictureLayerUpdate {
        var output: [UInt8] = []
        if kittyImagesToDelete {
            output += route.passed(KittyGraphics.deleteEverything)
            kittyImagesToDelete = false
        }
        var slots: [KittySlot: PixelLayout] = [:]
        var placedPerImage: [UInt32: UInt32] = [:]
        for placement in placements {
            guard let layout = PixelLayout(placement, cell: cellSize, startsInsideCells: true) else { continue }
            let scaledKey = ScaledKey(picture: placement.source.key, width: layout.width, height: layout.height)
            let image: UInt32
            if let known = kittyImages.value(for: scaledKey) {
                image = known
            } else {
                image = nextKittyImage
                nextKittyImage = nextKittyImage == UInt32.max ? 1 : nextKittyImage + 1
                output += route.passed(transmission(of: pixels(of: placement.source, layout: layout), id: image))
                for (_, evicted) in kittyImages.insert(image, for: scaledKey) {
                    output += route.passed(KittyGraphics.deleteImage(id: evicted))
                    kittyShown = kittyShown.filter { $0.key.image != evicted }
                }
            }
            let placementId = (placedPerImage[image] ?? 0) + 1
            placedPerImage[image] = placementId
            let slot = KittySlot(image: image, placement: placementId)
            slots[slot] = layout
            if kittyShown[slot] != layout {
                output += route.positioned(
                    row: layout.cellRow, column: layout.cellColumn,
                    KittyGraphics.place(
                        id: image, placement: placementId, source: (0, layout.shownTop, layout.width, layout.shownHeight),
                        offset: (layout.offsetX, layout.offsetY)))
            }
        }
        for slot in kittyShown.keys.sorted() where slots[slot] == nil {
            output += route.passed(KittyGraphics.deletePlacement(id: slot.image, placement: slot.placement))
        }
        kittyShown = slots
        return PictureLayerUpdate(invalidated: [], output: output)
    }

    /// The pixels in a file where kitty reads them, else (or when the file cannot be written)
    /// through the terminal.
    private func transmission(of image: PixelImage, id: UInt32) -> [UInt8] {
        if let path = pixelFiles?.write(image) {
            return KittyGraphics.transmitFile(path: path, width: image.width, height: image.height, id: id)
        }
        return KittyGraphics.transmit(image, id: id)
    }

    // MARK: - Shared

    /// The picture scaled to its size in the box, kept for the next turns.
    private func pixels(of source: PictureSource, layout: PixelLayout) -> PixelImage {
        let key = ScaledKey(picture: source.key, width: layout.width, height: layout.height)
        if let cached = scaled.value(for: key) { return cached }
        let image =
            source.image.width == layout.width && source.image.height == layout.height
            ? source.image : source.image.scaled(toWidth: layout.width, height: layout.height)
        scaled.insert(image, for: key)
        return image
    }

    private struct ScaledKey: Hashable {
        let picture: PictureKey
        let width: Int
        let height: Int
    }

    private struct EncodedKey: Hashable {
        let picture: PictureKey
        let width: Int
        let height: Int
        let top: Int
        let rows: Int
    }

    private struct KittySlot: Hashable, Comparable {
        let image: UInt32
        let placement: UInt32

        static func < (lhs: KittySlot, rhs: KittySlot) -> Bool {
            (lhs.image, lhs.placement) < (rhs.image, rhs.placement)
        }
    }
}
