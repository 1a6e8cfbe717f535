import Localisation

/// The tabs along the top, in their order: a new screen with a tab of its own is a case here and
/// a line in `RootRouter`.
public enum RootTab: Int, CaseIterable, Sendable {
    case home
    case explore
    case likes
    case messages
    case profile

    var title: String {
        switch self {
        case .home: return Strings.homeTitle
        case .explore: return Strings.exploreTitle
        case .likes: return Strings.likesTabTitle
        case .messages: return Strings.messagesTabTitle
        case .profile: return Strings.profileTabTitle
        }
    }
}
