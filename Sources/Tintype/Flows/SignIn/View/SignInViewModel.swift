/// What the sign-in screen shows: a few lines of explanation, the page's address, a field to type
/// in (the instance, or the code), and what went wrong last.
struct SignInViewModel: Equatable {
    var lines: [String]
    var address: String?
    var field: ComposerViewModel?
    var error: String?
}
