import Imaging

/// A picture reduced to a few colours: median cut over a histogram of 15-bit colours, each box of
/// the cut standing for the mean of the pixels in it. Pixels then take their box's colour through
/// a table, so the cost is one pass over the picture whatever the number of colours.
struct MedianCutPalette {
    let colors: [RGBColor]
    /// The palette index of each pixel, row after row.
    let indices: [UInt8]

    private static let binCount = 1 << 15

    /// The pixels are counted in at most `parts` parts of rows side by side.
    init(_ image: PixelImage, maximumColors: Int, parts maximumParts: Int = RowParts.cores) {
        let limit = min(256, max(1, maximumColors))
        let pixelCount = image.width * image.height
        let parts = RowParts.split(rows: image.height, width: image.width, parts: maximumParts)
        var bins = [UInt16](repeating: 0, count: pixelCount)
        let histograms = bins.withUnsafeMutableBufferPointer { bins in
            image.bytes.withUnsafeBufferPointer { pixels in
                RowParts.map(parts) { rows in
                    Histogram(of: pixels, pixels: rows.lowerBound * image.width..<rows.upperBound * image.width, bins: bins)
                }
            }
        }
        var counts = histograms[0].counts
        var sums = histograms[0].sums
        for histogram in histograms.dropFirst() {
            for bin in 0..<Self.binCount { counts[bin] += histogram.counts[bin] }
            for slot in 0..<(Self.binCount * 3) { sums[slot] += histogram.sums[slot] }
        }
        var occupied = (0..<Self.binCount).filter { counts[$0] > 0 }
        var boxes = [Box(range: 0..<occupied.count, pixels: pixelCount, occupied: occupied)]
        var sorting = [Int](repeating: 0, count: occupied.count)
        while boxes.count < limit {
            guard let widest = boxes.indices.max(by: { boxes[$0].priority < boxes[$1].priority }), boxes[widest].priority > 0
            else { break }
            let (low, high) = boxes[widest].split(&occupied, counts: counts, sorting: &sorting)
            boxes[widest] = low
            boxes.append(high)
        }
        var table = [UInt8](repeating: 0, count: Self.binCount)
        var colors: [RGBColor] = []
        for (index, box) in boxes.enumerated() {
            var red = 0
            var green = 0
            var blue = 0
            var count = 0
            for position in box.range {
                let bin = occupied[position]
                table[bin] = UInt8(index)
                red += sums[bin * 3]
                green += sums[bin * 3 + 1]
                blue += sums[bin * 3 + 2]
                count += counts[bin]
            }
            let half = max(1, count) / 2
            colors.append(
                RGBColor(
                    red: UInt8((red + half) / max(1, count)), green: UInt8((green + half) / max(1, count)),
                    blue: UInt8((blue + half) / max(1, count))))
        }
        self.colors = colors
        var indices = [UInt8](repeating: 0, count: pixelCount)
        indices.withUnsafeMutableBufferPointer { indices in
            bins.withUnsafeBufferPointer { bins in
                _ = RowParts.map(parts) { rows in
                    for pixel in rows.lowerBound * image.width..<rows.upperBound * image.width {
                        indices[pixel] = table[Int(bins[pixel])]
                    }
                }
            }
        }
        self.indices = indices
    }

    /// How many pixels of a part fall in each 15-bit bin (the top five bits of each channel) and
    /// the sums of their channels; each pixel's bin is written to `bins`.
    private struct Histogram {
        let counts: [Int]
        let sums: [Int]

        init(of pixels: UnsafeBufferPointer<UInt8>, pixels range: Range<Int>, bins: UnsafeMutableBufferPointer<UInt16>) {
            var counts = [Int](repeating: 0, count: binCount)
            var sums = [Int](repeating: 0, count: binCount * 3)
            for pixel in range {
                let red = Int(pixels[pixel * 3])
                let green = Int(pixels[pixel * 3 + 1])
                let blue = Int(pixels[pixel * 3 + 2])
                let bin = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
                bins[pixel] = UInt16(bin)
                counts[bin] += 1
                sums[bin * 3] += red
                sums[bin * 3 + 1] += green
                sums[bin * 3 + 2] += blue
            }
            self.counts = counts
            self.sums = sums
        }
    }

    /// A run of occupied bins and the span of each channel over them.
    private struct Box {
        var range: Range<Int>
        var pixels: Int
        var lows = SIMD3<Int32>(repeating: 31)
        var highs = SIMD3<Int32>(repeating: 0)
        /// Which box is cut next: the one with the most pixels times its widest span, so large
        /// smooth areas (a sky) get as many tones as small busy ones.
        private(set) var priority = 0

        init(range: Range<Int>, pixels: Int, occupied: [Int]) {
            self.range = range
            self.pixels = pixels
            for position in range {
                let value = Self.channels(of: occupied[position])
                lows = pointwiseMin(lows, value)
                highs = pointwiseMax(highs, value)
            }
            priority = range.count < 2 ? 0 : pixels * (Int(longestChannel.span) + 1)
        }

        var longestChannel: (channel: Int, span: Int32) {
            let spans = highs &- lows
            if spans.x >= spans.y && spans.x >= spans.z { return (0, spans.x) }
            return spans.y >= spans.z ? (1, spans.y) : (2, spans.z)
        }

        static func channel(_ channel: Int, of bin: Int) -> Int {
            (bin >> (10 - 5 * channel)) & 31
        }

        static func channels(of bin: Int) -> SIMD3<Int32> {
            SIMD3(Int32(bin >> 10 & 31), Int32(bin >> 5 & 31), Int32(bin & 31))
        }

        /// Cuts the box across its widest channel where half of its pixels lie on each side. The
        /// bins are put in that channel's order by counting: it has only 32 values.
        func split(_ occupied: inout [Int], counts: [Int], sorting: inout [Int]) -> (Box, Box) {
            let channel = longestChannel.channel
            var starts = [Int](repeating: 0, count: 33)
            for position in range { starts[Self.channel(channel, of: occupied[position]) + 1] += 1 }
            for value in 0..<32 { starts[value + 1] += starts[value] }
            for position in range {
                let bin = occupied[position]
                let value = Self.channel(channel, of: bin)
                sorting[range.lowerBound + starts[value]] = bin
                starts[value] += 1
            }
            occupied.replaceSubrange(range, with: sorting[range])
            var seen = 0
            var cut = range.lowerBound + 1
            for position in range {
                seen += counts[occupied[position]]
                if seen * 2 >= pixels {
                    cut = position + 1
                    break
                }
            }
            cut = min(max(cut, range.lowerBound + 1), range.upperBound - 1)
            let lowRange = range.lowerBound..<cut
            let lowPixels = lowRange.reduce(0) { $0 + counts[occupied[$1]] }
            return (
                Box(range: lowRange, pixels: lowPixels, occupied: occupied),
                Box(range: cut..<range.upperBound, pixels: pixels - lowPixels, occupied: occupied)
            )
        }
    }
}
