/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
public protocol ActivityModuleInput: AnyObject {
    /// The module is the first of its tab: it tells the tab bar how many likes arrived since the
    /// tab was last shown, from now on, before it is ever shown.
    func configure(withBadgeOutput output: any TabBadgeModuleOutput)
}
