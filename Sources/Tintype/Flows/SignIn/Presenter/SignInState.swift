/// Everything the sign in presenter remembers.
struct SignInState: Equatable {
    enum Stage: Equatable {
        /// The instance is asked for.
        case instance
        /// Tintype is registering with it.
        case starting(String)
        /// The page is open; the browser comes back by itself, or the code is pasted.
        case page(SignInPage)
        /// The code is being exchanged, or the browser came back and the account is checked.
        case finishing(SignInPage)
    }

    var stage = Stage.instance
    /// What was typed for the instance, kept when a try fails.
    var instanceText = ""
    var error: String?
}
