import Foundation
import MastodonAPI

/// The demo instance's sign-in page, used as a browser would: the page at the address the app
/// printed is fetched, and its form sent as the person choosing an account on it.
enum AuthorisationPage {
    /// The address the app printed on a line of its own, or nil while it has not.
    static func address(in screen: String) -> URL? {
        screen.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("http") && $0.contains("/oauth/authorize?") }
            .flatMap { URL(string: $0) }
    }

    /// The address as the app's sign-in screen draws it: cut at the panel's width over several
    /// lines, up to the blank line under it.
    static func addressDrawnOverLines(in screen: String) -> URL? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("http") && $0.contains("/oauth/authorize?") }) else { return nil }
        return URL(string: lines[start...].prefix { !$0.isEmpty }.joined())
    }

    /// Allows the app as `username`, and returns what the instance answered: a page showing the
    /// code, or a redirect to the app's listener (followed here, as a browser does).
    @discardableResult
    static func allow(_ address: URL, as username: String) async throws -> String {
        let transport = AsyncHTTPClientTransport()
        let page = String(decoding: try await transport.send(HTTPRequest(method: .get, url: address)).body, as: UTF8.self)
        var fields = hiddenFields(of: page)
        fields["username"] = username
        var components = URLComponents()
        components.queryItems = fields.map { URLQueryItem(name: $0.key, value: $0.value) }
        let body = (components.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        var form = URLComponents(url: address, resolvingAgainstBaseURL: false)
        form?.query = nil
        guard let formAddress = form?.url else { throw URLError(.badURL) }
        let answer = try await transport.send(
            HTTPRequest(
                method: .post, url: formAddress, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Data(body.utf8)))
        if let location = answer.header("Location"), let redirect = URL(string: location) {
            return String(decoding: try await transport.send(HTTPRequest(method: .get, url: redirect)).body, as: UTF8.self)
        }
        return String(decoding: answer.body, as: UTF8.self)
    }

    /// The code on a page that shows one (`Authorization code: …`).
    static func code(in page: String) -> String? {
        guard let range = page.range(of: "Authorization code: ") else { return nil }
        return String(page[range.upperBound...].prefix { !$0.isWhitespace && $0 != "<" })
    }

    private static func hiddenFields(of page: String) -> [String: String] {
        let pattern = /<input type="hidden" name="([^"]+)" value="([^"]*)">/
        return Dictionary(page.matches(of: pattern).map { (String($0.1), String($0.2)) }, uniquingKeysWith: { first, _ in first })
    }
}
