/// Made-up JSON of every kind of value, the same for every run.
struct RandomJSON {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func text(depth: Int = 0) -> String {
        switch next(depth > 3 ? 6 : 8) {
        case 0: return "null"
        case 1: return next(2) == 0 ? "true" : "false"
        case 2: return String(next(2_000_000) - 1_000_000)
        case 3: return ["0.5", "-12.25", "1e3", "2.0", "-0.0", "6.02e23", "1E-7", "9223372036854775807"][next(8)]
        case 4, 5: return string()
        case 6: return "[" + (0..<next(5)).map { _ in text(depth: depth + 1) }.joined(separator: ", ") + "]"
        default:
            let names = Set((0..<next(5)).map { _ in string() })
            return "{" + names.map { "\($0): \(text(depth: depth + 1))" }.joined(separator: ",") + "}"
        }
    }

    private mutating func string() -> String {
        let pieces = ["a", "Grace", " ", "東京", "🌷", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u00e9", "\\ud83c\\udf37", "\\u0000", "<p>"]
        return "\"" + (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
    }
}
