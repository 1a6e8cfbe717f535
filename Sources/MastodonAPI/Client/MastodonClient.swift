import FoundationEssentials
import NIOCore

/// The Mastodon client REST API, as Pixelfed, Mastodon, GoToSocial and Akkoma serve it.
///
/// The only place that knows URLs and JSON. Every method throws `MastodonError`.
public struct MastodonClient: Sendable {
    public let instance: InstanceAddress
    private let token: String
    private let transport: any HTTPTransport
    private let userAgent: String

    public init(instance: InstanceAddress, token: String, transport: any HTTPTransport, userAgent: String) {
        self.instance = instance
        self.token = token
        self.transport = transport
        self.userAgent = userAgent
    }

    // MARK: - Timelines

    public func homeTimeline(_ page: PageRequest) async throws -> Page<StatusEntity> {
        var query = [URLQueryItem(name: "limit", value: String(page.limit))]
        if let maxId = page.maxId { query.append(URLQueryItem(name: "max_id", value: maxId)) }
        if let minId = page.minId { query.append(URLQueryItem(name: "min_id", value: minId)) }
        let response = try await perform(.get, "/api/v1/timelines/home", query: query)
        let statuses = try decode(LenientList<StatusEntity>.self, from: response).elements
        return Page(items: statuses, linkHeader: response.header("Link"), limit: page.limit)
    }

    /// One status, as the account sees it now (counts, whether it is liked).
    public func status(id: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.get, "/api/v1/statuses/\(Self.pathSegment(id))"))
    }

    /// The replies to a status, and the statuses it replies to.
    public func context(ofStatusId id: String) async throws -> ContextEntity {
        try decode(ContextEntity.self, from: await perform(.get, "/api/v1/statuses/\(Self.pathSegment(id))/context"))
    }

    // MARK: - Accounts and instance

    public func verifyCredentials() async throws -> AccountEntity {
        try decode(AccountEntity.self, from: await perform(.get, "/api/v1/accounts/verify_credentials"))
    }

    /// The instance's title and limits, from v2 and, on older servers, v1.
    public func instanceInformation() async throws -> InstanceEntity {
        do {
            return try decode(InstanceEntity.self, from: await perform(.get, "/api/v2/instance"))
        } catch MastodonError.notFound {
            return try decode(InstanceEntity.self, from: await perform(.get, "/api/v1/instance"))
        }
    }

    public func account(id: String) async throws -> AccountEntity {
        try decode(AccountEntity.self, from: await perform(.get, "/api/v1/accounts/\(Self.pathSegment(id))"))
    }

    /// Finds an account by its handle: "grace" on this instance, "grace@pixelfed.social" elsewhere.
    public func lookupAccount(handle: String) async throws -> AccountEntity {
        let acct = handle.hasPrefix("@") ? String(handle.dropFirst()) : handle
        return try decode(
            AccountEntity.self,
            from: await perform(
                .get, "/api/v1/accounts/lookup",
                query: [URLQueryItem(name: "acct", value: acct)]))
    }

    /// The posts of an account, newest first, without the ones it boosted.
    /// `onlyMedia`: only posts with photos or other attachments, as a profile's grid shows them.
    /// The filter is sent with every page: some servers drop it from their next links.
    public func accountStatuses(accountId: String, _ page: PageRequest, onlyMedia: Bool = false) async throws -> Page<StatusEntity> {
        var query = [URLQueryItem(name: "exclude_reblogs", value: "true")]
        if onlyMedia { query.append(URLQueryItem(name: "only_media", value: "true")) }
        return try await paged("/api/v1/accounts/\(Self.pathSegment(accountId))/statuses", page, query: query)
    }

    /// How the signed-in account and another stand to each other.
    public func relationship(accountId: String) async throws -> RelationshipEntity {
        let response = try await perform(.get, "/api/v1/accounts/relationships", query: [URLQueryItem(name: "id[]", value: accountId)])
        guard
            let relationship = try decode(LenientList<RelationshipEntity>.self, from: response).elements.first(where: { $0.id == accountId }
            )
        else { throw MastodonError.malformedResponse("the server sent no relationship for that account") }
        return relationship
    }

    public func followers(accountId: String, _ page: PageRequest) async throws -> Page<AccountEntity> {
        try await accounts("/api/v1/accounts/\(Self.pathSegment(accountId))/followers", page)
    }

    public func following(accountId: String, _ page: PageRequest) async throws -> Page<AccountEntity> {
        try await accounts("/api/v1/accounts/\(Self.pathSegment(accountId))/following", page)
    }

    /// Who liked a status, newest first where the server pages it (some send everyone at once).
    public func favouritedBy(statusId: String, _ page: PageRequest) async throws -> Page<AccountEntity> {
        try await accounts("/api/v1/statuses/\(Self.pathSegment(statusId))/favourited_by", page)
    }

    private func accounts(_ path: String, _ page: PageRequest) async throws -> Page<AccountEntity> {
        try await paged(path, page)
    }

    /// A page of a list that pages backwards by `max_id`, its older page taken from the Link header.
    func paged<Item: Decodable & Sendable>(
        _ path: String, _ page: PageRequest, query extra: [URLQueryItem] = []
    ) async throws -> Page<Item> {
        var query = [URLQueryItem(name: "limit", value: String(page.limit))] + extra
        if let maxId = page.maxId { query.append(URLQueryItem(name: "max_id", value: maxId)) }
        let response = try await perform(.get, path, query: query)
        return Page(
            items: try decode(LenientList<Item>.self, from: response).elements,
            linkHeader: response.header("Link"), limit: page.limit)
    }

    /// The statuses the signed-in account liked, the latest like first. The older page's cursor
    /// is the server's own (Mastodon's counts likes, not statuses), so only the Link header knows it.
    public func favourites(_ page: PageRequest) async throws -> Page<StatusEntity> {
        try await paged("/api/v1/favourites", page)
    }

    // MARK: - Direct conversations

    /// The direct statuses the account can see, the newest first. Mastodon no longer serves it
    /// (404); Pleroma, Akkoma and the demo do.
    public func directTimeline(_ page: PageRequest) async throws -> Page<StatusEntity> {
        try await paged("/api/v1/timelines/direct", page)
    }

    /// The direct conversations, the latest message first.
    public func conversations(_ page: PageRequest) async throws -> Page<ConversationEntity> {
        try await paged("/api/v1/conversations", page)
    }

    /// Marks a conversation read, for every client of the account. (Never DELETE a conversation
    /// here: some servers delete the status with that id for everyone.)
    public func markConversationRead(id: String) async throws {
        _ = try await perform(.post, "/api/v1/conversations/\(Self.pathSegment(id))/read")
    }

    // MARK: - Notifications

    /// Notifications of the given types (all when none), newest first. The next page asks with
    /// the same types: some servers' Link headers drop the filter.
    public func notifications(types: [String], _ page: PageRequest) async throws -> Page<NotificationEntity> {
        let response = try await perform(.get, "/api/v1/notifications", query: Self.notificationQuery(types: types, page))
        return Page(
            items: try decode(LenientList<NotificationEntity>.self, from: response).elements,
            linkHeader: response.header("Link"), limit: page.limit)
    }

    /// Notifications grouped by the server (`/api/v2/notifications`); a server without it
    /// answers 404, and the caller groups `notifications(types:_:)` itself.
    public func groupedNotifications(types: [String], _ page: PageRequest) async throws -> GroupedNotificationsEntity {
        let response = try await perform(.get, "/api/v2/notifications", query: Self.notificationQuery(types: types, page))
        var grouped = try decode(GroupedNotificationsEntity.self, from: response)
        grouped.older = Page<GroupedNotificationsEntity.Group>(items: [], linkHeader: response.header("Link"), limit: page.limit).older
        return grouped
    }

    private static func notificationQuery(types: [String], _ page: PageRequest) -> [URLQueryItem] {
        var query = [URLQueryItem(name: "limit", value: String(page.limit))]
        query += types.map { URLQueryItem(name: "types[]", value: $0) }
        if let maxId = page.maxId { query.append(URLQueryItem(name: "max_id", value: maxId)) }
        if let minId = page.minId { query.append(URLQueryItem(name: "min_id", value: minId)) }
        return query
    }

    // MARK: - Writing

    /// Publishes a status. The idempotency key makes a repeated call with the same key publish
    /// it once, so a retry after a lost answer cannot double a post.
    public func publishStatus(_ draft: StatusDraft, idempotencyKey: String) async throws -> StatusEntity {
        let body = try JSONEncoder().encode(draft)
        let response = try await perform(
            .post, "/api/v1/statuses", body: body, contentType: "application/json",
            extraHeaders: [("Idempotency-Key", idempotencyKey)]
        )
        return try decode(StatusEntity.self, from: response)
    }

    /// Uploads a picture; `progress` hears the bytes sent of the whole request as they go. Mastodon
    /// answers 202 with no `url` while it still processes a large one: see `media(id:)`.
    public func uploadMedia(
        _ upload: MediaUpload, progress: (@Sendable (_ sent: Int, _ total: Int) -> Void)? = nil
    ) async throws -> MediaAttachmentEntity {
        var form = MultipartFormBody(reservingCapacity: upload.data.count)
        form.appendFile(named: "file", filename: upload.filename, mimeType: upload.mimeType, contents: upload.data)
        if let description = upload.description { form.appendText(named: "description", description) }
        let response = try await perform(
            .post, "/api/v2/media", body: form.finished(), contentType: form.contentType, bodyProgress: progress)
        return try decode(MediaAttachmentEntity.self, from: response)
    }

    /// An uploaded attachment as the server has it now: its `url` is nil while it is processed
    /// (Mastodon answers 206 then).
    public func media(id: String) async throws -> MediaAttachmentEntity {
        try decode(MediaAttachmentEntity.self, from: await perform(.get, "/api/v1/media/\(Self.pathSegment(id))"))
    }

    /// The status translated into `language` (ISO 639) by the server's translation service, where
    /// it has one; nil leaves the language to the account's own.
    public func translate(statusId: String, into language: String?) async throws -> TranslationEntity {
        let body = language.map { Self.form([("lang", $0)]) }
        return try decode(
            TranslationEntity.self,
            from: await perform(
                .post, "/api/v1/statuses/\(Self.pathSegment(statusId))/translate", body: body,
                contentType: body == nil ? nil : Self.formContentType))
    }

    /// Votes in a poll for the options at these places (0-based); answers with the poll as it now
    /// stands, my votes in it.
    public func vote(pollId: String, choices: [Int]) async throws -> PollEntity {
        let body = Self.form(choices.map { ("choices[]", String($0)) })
        return try decode(
            PollEntity.self,
            from: await perform(.post, "/api/v1/polls/\(Self.pathSegment(pollId))/votes", body: body, contentType: Self.formContentType))
    }

    public func favourite(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.post, "/api/v1/statuses/\(Self.pathSegment(statusId))/favourite"))
    }

    public func unfavourite(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.post, "/api/v1/statuses/\(Self.pathSegment(statusId))/unfavourite"))
    }

    /// Boosts a status; the answer is the boost, with the status inside it as `reblog`.
    public func reblog(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.post, "/api/v1/statuses/\(Self.pathSegment(statusId))/reblog"))
    }

    /// Takes a boost back; the answer is the status itself.
    public func unreblog(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.post, "/api/v1/statuses/\(Self.pathSegment(statusId))/unreblog"))
    }

    /// My status as I wrote it, to edit.
    public func statusSource(statusId: String) async throws -> StatusSourceEntity {
        try decode(StatusSourceEntity.self, from: await perform(.get, "/api/v1/statuses/\(Self.pathSegment(statusId))/source"))
    }

    /// Every version of a status, oldest (as posted) first; one entry for a status never edited.
    public func statusHistory(statusId: String) async throws -> [StatusEditEntity] {
        try decode([StatusEditEntity].self, from: await perform(.get, "/api/v1/statuses/\(Self.pathSegment(statusId))/history"))
    }

    /// Edits my status; each photo's alt text goes as `media_attributes` (Mastodon 4.1 and later).
    public func editStatus(statusId: String, _ edit: StatusEdit) async throws -> StatusEntity {
        let body = try JSONEncoder().encode(edit)
        let response = try await perform(
            .put, "/api/v1/statuses/\(Self.pathSegment(statusId))", body: body, contentType: "application/json")
        return try decode(StatusEntity.self, from: response)
    }

    /// Sets a photo's alt text by its own address: what servers that do not read `media_attributes`
    /// take instead.
    /// Sent as a form, which every server reads here (some take no JSON at this address).
    public func updateMediaDescription(mediaId: String, description: String) async throws -> MediaAttachmentEntity {
        let response = try await perform(
            .put, "/api/v1/media/\(Self.pathSegment(mediaId))", body: Self.form([("description", description)]),
            contentType: Self.formContentType)
        return try decode(MediaAttachmentEntity.self, from: response)
    }

    /// Deletes my status; the answer is the status as it was, with its `text` to write it again
    /// and its photos, which the server keeps a while for that.
    public func deleteStatus(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.delete, "/api/v1/statuses/\(Self.pathSegment(statusId))"))
    }

    public func bookmark(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.post, "/api/v1/statuses/\(Self.pathSegment(statusId))/bookmark"))
    }

    public func unbookmark(statusId: String) async throws -> StatusEntity {
        try decode(StatusEntity.self, from: await perform(.post, "/api/v1/statuses/\(Self.pathSegment(statusId))/unbookmark"))
    }

    /// The statuses the account saved, the latest saved first.
    public func bookmarks(_ page: PageRequest) async throws -> Page<StatusEntity> {
        try await paged("/api/v1/bookmarks", page)
    }

    /// Follows an account; a locked one answers with a request that waits for its owner.
    public func follow(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/follow"))
    }

    public func unfollow(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/unfollow"))
    }

    // MARK: - Media

    /// The bytes of a photo or avatar the server named. Photos may live on another host (a CDN):
    /// they are fetched without the token there, and over plain http only from this machine.
    public func mediaBytes(at address: String, maximumBytes: Int) async throws -> [UInt8] {
        let request = try mediaRequest(for: address)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as TransportError {
            throw MastodonError.transport(error)
        }
        guard (200..<300).contains(response.status) else { throw MastodonError(response: response) }
        guard response.body.count <= maximumBytes else {
            throw MastodonError.malformedResponse("the picture is \(response.body.count) bytes, over \(maximumBytes)")
        }
        return Array(response.body)
    }

    /// Saves a video the server named into the file at `path`, as it arrives rather than whole in
    /// memory where the transport streams; at most `maximumBytes`. The file is whole or absent:
    /// the bytes go to a file beside it, renamed over it at the end.
    public func downloadMedia(at address: String, to path: String, maximumBytes: Int) async throws {
        let request = try mediaRequest(for: address, accepting: "video/*, image/*")
        // Two plays of one video may fetch it at once: each writes a file of its own.
        let partial = path + "." + UUID().uuidString + ".partial"
        do {
            let file = try MediaFileWriter(path: partial, maximumBytes: maximumBytes)
            if let streaming = transport as? any StreamingTransport {
                let response = try await streaming.open(request)
                guard (200..<300).contains(response.status) else {
                    throw MastodonError(response: HTTPResponse(status: response.status, headers: response.headers, body: Data()))
                }
                for try await chunk in response.body {
                    try Task.checkCancellation()
                    try file.append(chunk)
                }
                // A stream's loop ends without an error when its task is cancelled: what came is
                // then part of the file, and must not be kept as the whole.
                try Task.checkCancellation()
            } else {
                let response = try await transport.send(request)
                guard (200..<300).contains(response.status) else { throw MastodonError(response: response) }
                try file.append(Array(response.body))
            }
            try file.finish(into: path)
        } catch let error as TransportError {
            try? FileManager.default.removeItem(atPath: partial)
            throw MastodonError.transport(error)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
    }

    /// A GET of a media file: the token only to the instance itself, plain http only to this machine.
    private func mediaRequest(for address: String, accepting accept: String = "image/*") throws -> HTTPRequest {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), let host = url.host,
            scheme == "https" || (scheme == "http" && InstanceAddress.isLoopback(host))
        else { throw MastodonError.insecureInstance("\(address) is not an https address") }
        var headers: [(name: String, value: String)] = [("User-Agent", userAgent), ("Accept", accept)]
        if host.lowercased() == instance.baseURL.host?.lowercased(), url.port == instance.baseURL.port {
            headers.append(("Authorization", "Bearer \(token)"))
        }
        return HTTPRequest(method: .get, url: url, headers: headers)
    }

    // MARK: - Plumbing

    func perform(
        _ method: HTTPRequest.Method, _ path: String, query: [URLQueryItem] = [], body: Data? = nil,
        contentType: String? = nil, extraHeaders: [(String, String)] = [],
        bodyProgress: (@Sendable (_ sent: Int, _ total: Int) -> Void)? = nil
    ) async throws -> HTTPResponse {
        guard var components = URLComponents(url: instance.baseURL, resolvingAgainstBaseURL: false) else {
            throw MastodonError.insecureInstance(instance.description)
        }
        components.path += path
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw MastodonError.insecureInstance(instance.description) }
        var headers: [(name: String, value: String)] = [("User-Agent", userAgent), ("Accept", "application/json")]
        // Before sign-in there is no token: registering the app and exchanging a code go without.
        if !token.isEmpty { headers.append(("Authorization", "Bearer \(token)")) }
        if let contentType { headers.append(("Content-Type", contentType)) }
        headers += extraHeaders.map { (name: $0.0, value: $0.1) }
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(method: method, url: url, headers: headers, body: body, bodyProgress: bodyProgress))
        } catch let error as TransportError {
            throw MastodonError.transport(error)
        }
        guard (200..<300).contains(response.status) else {
            throw MastodonError(response: response)
        }
        return response
    }

    func decode<Value: Decodable>(_ type: Value.Type, from response: HTTPResponse) throws -> Value {
        do {
            return try FlatJSONDecoder().decode(type, from: response.body)
        } catch {
            let contentType = response.header("Content-Type") ?? "no content type"
            throw MastodonError.malformedResponse(
                contentType.contains("json") ? "the server sent JSON that cannot be read" : "the server sent \(contentType), not JSON"
            )
        }
    }
}
