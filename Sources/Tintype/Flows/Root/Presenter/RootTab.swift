/// The tabs along the top, in their order: a new screen with a tab of its own is a case here and
/// a line in `RootRouter`.
public enum RootTab: Int, CaseIterable, Sendable {
    case home
    case profile

    var title: String {
        switch self {
        case .home: return Strings.homeTitle
        case .profile: return Strings.profileTabTitle
        }
    }
}
