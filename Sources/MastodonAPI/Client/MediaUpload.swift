import FoundationEssentials

/// A file to attach to a new status.
public struct MediaUpload: Sendable {
    public var data: Data
    public var filename: String
    public var mimeType: String
    public var description: String?

    public init(data: Data, filename: String, mimeType: String, description: String? = nil) {
        self.data = data
        self.filename = filename
        self.mimeType = mimeType
        self.description = description
    }

    /// The MIME type for a file name, from its extension.
    public static func mimeType(forFilename filename: String) -> String {
        switch URL(fileURLWithPath: filename).pathExtension.lowercased() {
        case "jpg", "jpeg": return "image/jpeg"
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "mp4": return "video/mp4"
        case "m4v": return "video/x-m4v"
        case "mov": return "video/quicktime"
        case "webm": return "video/webm"
        default: return "application/octet-stream"
        }
    }
}
