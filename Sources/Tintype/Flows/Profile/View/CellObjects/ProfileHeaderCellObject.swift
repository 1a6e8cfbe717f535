import Imaging
import TextBasics

/// The top of a profile with every string ready to draw.
package struct ProfileHeaderCellObject: Equatable, Sendable {
    package var displayName: String
    /// "@ada@pixelfed.social".
    package var handle: String
    /// "locked · bot", or empty.
    package var badges: String
    /// "you follow · follows you", "requested", "this is you", or empty while unknown.
    package var relationship: String
    package var bio: String
    package var bioLinks: [TextLink] = []
    package var fields: [Profile.Field]
    /// "12 posts · 3 followers · 2 following".
    var counts: String
    /// A line that matters more than the rest: moved, suspended, not found, offline.
    package var notice: String?
    /// The account's picture, or its initials on its colour until it comes (or when it cannot
    /// be drawn, as the default SVG avatars cannot).
    var avatar: PixelImage? = nil
    var initials = ""
    var avatarColor = RGBColor.black
}
