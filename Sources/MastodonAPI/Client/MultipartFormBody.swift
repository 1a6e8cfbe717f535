import FoundationEssentials

/// A `multipart/form-data` body (RFC 7578): each field a part with its headers, between lines
/// of the boundary, which is chosen fresh for every body so no photo's bytes can hold it.
struct MultipartFormBody {
    let boundary = "tintype-" + UUID().uuidString
    private(set) var bytes = Data()

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity + 512)
    }

    /// A file field: its name, the file's name (quotes and line breaks left out) and its type.
    mutating func appendFile(named name: String, filename: String, mimeType: String, contents: Data) {
        // By code point: "\r\n" is one Character, equal to neither "\r" nor "\n".
        var safeFilename = String.UnicodeScalarView()
        safeFilename.append(contentsOf: filename.unicodeScalars.filter { $0 != "\"" && $0 != "\r" && $0 != "\n" })
        appendPart(
            headers: [
                "Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(String(safeFilename))\"", "Content-Type: \(mimeType)",
            ],
            contents: contents)
    }

    mutating func appendText(named name: String, _ text: String) {
        appendPart(headers: ["Content-Disposition: form-data; name=\"\(name)\""], contents: Data(text.utf8))
    }

    /// The body with its closing boundary.
    func finished() -> Data {
        bytes + Data("--\(boundary)--\r\n".utf8)
    }

    private mutating func appendPart(headers: [String], contents: Data) {
        bytes.append(contentsOf: "--\(boundary)\r\n".utf8)
        for header in headers { bytes.append(contentsOf: "\(header)\r\n".utf8) }
        bytes.append(contentsOf: "\r\n".utf8)
        bytes.append(contents)
        bytes.append(contentsOf: "\r\n".utf8)
    }
}
