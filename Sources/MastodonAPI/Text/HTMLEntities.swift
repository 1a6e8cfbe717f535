/// Decodes HTML character references the way HTML5 does.
enum HTMLEntities {
    /// The named references that occur in post HTML; an unknown name stays as written.
    static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "hellip": "\u{2026}", "mdash": "\u{2014}", "ndash": "\u{2013}", "lsquo": "\u{2018}",
        "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "laquo": "\u{00AB}",
        "raquo": "\u{00BB}", "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}",
        "middot": "\u{00B7}", "bull": "\u{2022}", "deg": "\u{00B0}", "times": "\u{00D7}",
        "euro": "\u{20AC}", "pound": "\u{00A3}", "yen": "\u{00A5}", "cent": "\u{00A2}",
        "shy": "\u{00AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "lrm": "\u{200E}", "rlm": "\u{200F}",
    ]

    /// HTML5 reads &#128; to &#159; as Windows-1252, not as C1 controls.
    private static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
        0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018,
        0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC,
        0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    /// The scalar for a numeric reference; NUL, surrogates and values past U+10FFFF become U+FFFD.
    static func scalar(forCodePoint value: UInt32) -> Unicode.Scalar {
        if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return "\u{FFFD}" }
        if let mapped = windows1252[value], let scalar = Unicode.Scalar(mapped) { return scalar }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
