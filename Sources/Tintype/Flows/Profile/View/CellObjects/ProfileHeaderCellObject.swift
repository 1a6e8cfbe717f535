import Imaging

/// The top of a profile with every string ready to draw.
struct ProfileHeaderCellObject: Equatable, Sendable {
    var displayName: String
    /// "@ada@pixelfed.social".
    var handle: String
    /// "locked · bot", or empty.
    var badges: String
    /// "you follow · follows you", "requested", "this is you", or empty while unknown.
    var relationship: String
    var bio: String
    var fields: [Profile.Field]
    /// "12 posts · 3 followers · 2 following".
    var counts: String
    /// A line that matters more than the rest: moved, suspended, not found, offline.
    var notice: String?
    /// The account's picture, or its initials on its colour until it comes (or when it cannot
    /// be drawn, as the default SVG avatars cannot).
    var avatar: PixelImage? = nil
    var initials = ""
    var avatarColor = RGBColor.black
}
