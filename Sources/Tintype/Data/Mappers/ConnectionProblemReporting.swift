/// An error that says what a screen tells the person of it. The API's errors say it where the
/// app meets the API, so the modules that catch them need not read the API's types.
package protocol ConnectionProblemReporting: Error {
    var connectionProblem: ConnectionProblem { get }
}
