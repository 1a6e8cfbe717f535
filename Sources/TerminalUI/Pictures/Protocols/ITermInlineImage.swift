import Imaging

/// iTerm2's inline image (OSC 1337 `File=`): a whole PNG file in base64, drawn at the cursor at
/// the size in pixels given, the cursor left where it was where the terminal honours that.
public enum ITermInlineImage {
    public static func encode(_ image: PixelImage) -> [UInt8] {
        guard let file = PictureEncoder.png(image) else { return [] }
        let header =
            "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(image.width)px;height=\(image.height)px;preserveAspectRatio=0;doNotMoveCursor=1:"
        return Array(header.utf8) + Base64.encode(file) + [0x07]
    }
}
