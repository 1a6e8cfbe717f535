extension Result {
    /// The error, or nil for a success: for checks on what a spy heard.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
