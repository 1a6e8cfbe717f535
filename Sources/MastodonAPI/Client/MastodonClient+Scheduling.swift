import FoundationEssentials

extension MastodonClient {
    /// Sends a status with the time to publish it (`draft.scheduledAt`). The idempotency key keeps
    /// a repeated call from holding back two.
    public func scheduleStatus(_ draft: StatusDraft, idempotencyKey: String) async throws -> ScheduledAnswer {
        let response = try await perform(
            .post, "/api/v1/statuses", body: try JSONEncoder().encode(draft), contentType: "application/json",
            extraHeaders: [("Idempotency-Key", idempotencyKey)])
        if let scheduled = try? FlatJSONDecoder().decode(ScheduledStatusEntity.self, from: response.body) {
            return .scheduled(scheduled)
        }
        return .published(try decode(StatusEntity.self, from: response))
    }

    /// My statuses waiting for their time, the soonest first.
    public func scheduledStatuses() async throws -> [ScheduledStatusEntity] {
        let response = try await perform(
            .get, "/api/v1/scheduled_statuses", query: [URLQueryItem(name: "limit", value: String(PageRequest.fullPage))])
        return try decode(LenientList<ScheduledStatusEntity>.self, from: response).elements.sorted { $0.scheduledAt < $1.scheduledAt }
    }

    /// Moves a scheduled status to another time.
    public func reschedule(scheduledId: String, to date: Date) async throws -> ScheduledStatusEntity {
        let body = try JSONEncoder().encode(["scheduled_at": MastodonDate.format(date)])
        return try decode(
            ScheduledStatusEntity.self,
            from: await perform(
                .put, "/api/v1/scheduled_statuses/\(Self.pathSegment(scheduledId))", body: body, contentType: "application/json"))
    }

    /// Cancels a scheduled status: it will not be published.
    public func cancelScheduled(scheduledId: String) async throws {
        _ = try await perform(.delete, "/api/v1/scheduled_statuses/\(Self.pathSegment(scheduledId))")
    }
}
