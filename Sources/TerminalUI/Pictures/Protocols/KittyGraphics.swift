import Imaging

/// The escape sequences of kitty's graphics protocol (APC `ESC _ G keys ; payload ESC \`): an
/// image is transmitted once under an id, placed by that id as often as it is shown, each placement
/// with an id of its own, and deleted by id. Every command carries `q=2`, so the terminal answers
/// nothing that could be read as a key.
public enum KittyGraphics {
    /// The most base64 one chunk may carry.
    public static let chunkLimit = 4096

    /// Transmits the picture's pixels, deflated (`f=24`, `o=z`), in chunks of at most 4096 base64
    /// bytes: the first with the keys and `m=1`, the next with `m=1`, the last with `m=0`.
    public static func transmit(_ image: PixelImage, id: UInt32) -> [UInt8] {
        let compressed = PictureEncoder.deflate(image.bytes)
        let keys =
            "a=t,f=24,s=\(image.width),v=\(image.height),i=\(id),q=2" + (compressed == nil ? "" : ",o=z")
        let payload = Base64.encode(compressed ?? image.bytes)
        let first = Array((keys + ",").utf8)
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + payload.count / chunkLimit * 16 + first.count + 16)
        var start = 0
        repeat {
            let end = min(payload.count, start + chunkLimit)
            output += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
            if start == 0 { output += first }
            output += [
                UInt8(ascii: "m"), UInt8(ascii: "="), end < payload.count ? UInt8(ascii: "1") : UInt8(ascii: "0"), UInt8(ascii: ";"),
            ]
            output += payload[start..<end]
            output += terminator
            start = end
        } while start < payload.count
        return output
    }

    /// Transmits the picture in a temporary file at `path` holding its RGB bytes (`t=t`): the
    /// terminal reads the file and deletes it.
    public static func transmitFile(path: String, width: Int, height: Int, id: UInt32) -> [UInt8] {
        [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
            + Array("a=t,f=24,t=t,s=\(width),v=\(height),i=\(id),q=2;".utf8) + Base64.encode(Array(path.utf8)) + terminator
    }

    /// Shows a transmitted image at the cursor, the part of it `source` names (in its pixels), at
    /// one pixel to one, `offset` pixels into the cell; the cursor stays where it is. Placing the
    /// same image and placement id again moves that placement.
    public static func place(
        id: UInt32, placement: UInt32, source: (x: Int, y: Int, width: Int, height: Int), offset: (x: Int, y: Int) = (0, 0)
    ) -> [UInt8] {
        command(
            "a=p,i=\(id),p=\(placement),x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),X=\(offset.x),Y=\(offset.y),C=1,q=2"
        )
    }

    /// Takes one placement off the screen and keeps the image for the next.
    public static func deletePlacement(id: UInt32, placement: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Takes every placement of an image off the screen and keeps the image.
    public static func deletePlacements(id: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),q=2")
    }

    /// Forgets an image and every placement of it.
    public static func deleteImage(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Takes every picture off the screen and frees them, as when the app quits.
    public static let deleteEverything: [UInt8] = command("a=d,d=A,q=2")

    /// The query `auto` sends: a one-pixel image under `id` that is checked, not kept. A terminal
    /// that speaks the protocol answers `ESC _ G i=<id>;OK ESC \`.
    public static func query(id: UInt32) -> [UInt8] {
        [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array("i=\(id),s=1,v=1,a=q,t=d,f=24;AAAA".utf8) + terminator
    }

    /// The query for temporary files: a one-pixel image in the file at `path`. A terminal on
    /// this machine that takes such files answers OK, and deletes the file.
    public static func fileQuery(id: UInt32, path: String) -> [UInt8] {
        [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array("i=\(id),s=1,v=1,a=q,t=t,f=24;".utf8) + Base64.encode(Array(path.utf8))
            + terminator
    }

    private static let terminator: [UInt8] = [0x1B, UInt8(ascii: "\\")]

    private static func command(_ keys: String) -> [UInt8] {
        [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8) + terminator
    }
}
