import Localisation

/// `y` on a post, wherever it is shown: its own address on the terminal's clipboard, and the
/// status line's word for what happened.
enum PostAddressCopy {
    static func copy(_ post: Post, with copyToClipboard: (String) -> Bool) -> (text: String, tone: StatusLineViewModel.Tone) {
        guard let address = post.address else { return (Strings.noAddressToCopy, .normal) }
        return copyToClipboard(address) ? (Strings.addressCopied(address), .normal) : (Strings.clipboardKept, .warning)
    }
}
