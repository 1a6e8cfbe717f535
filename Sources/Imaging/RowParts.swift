import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rows of a large picture cut into parts that are worked on at once, one a core, so that
/// scaling and encoding the photo a person is waiting for uses the whole machine. A thumbnail
/// stays in one part: handing it to another core would cost more than it saves.
public enum RowParts {
    /// Below this many pixels a part is not worth a core of its own (256x256).
    static let smallestPart = 1 << 16

    public static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `rows` rows of `width` pixels as at most `parts` ranges that cover them in order, each
    /// starting on a multiple of `step` (six rows make a sixel band).
    public static func split(rows: Int, width: Int, step: Int = 1, parts: Int = cores) -> [Range<Int>] {
        let steps = (max(0, rows) + step - 1) / step
        let worthwhile = max(1, rows * width / smallestPart)
        let count = max(1, min(parts, worthwhile, steps))
        return (0..<count).map { part in
            (part * steps / count * step)..<min(rows, (part + 1) * steps / count * step)
        }
    }

    /// `transform` of every part, the parts worked on at the same time; returns once all are done.
    public static func map<Result>(_ parts: [Range<Int>], _ transform: (Range<Int>) -> Result) -> [Result] {
        guard parts.count > 1 else { return parts.map(transform) }
        var results = [Result?](repeating: nil, count: parts.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each part writes its own slot only, and every part is done before this returns, so
            // neither the closure nor the slots are shared beyond the call.
            nonisolated(unsafe) let transform = transform
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: parts.count) { part in
                slots[part] = transform(parts[part])
            }
        }
        return results.compactMap { $0 }
    }
}
