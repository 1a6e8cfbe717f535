import FoundationEssentials
import Tintype

extension OutboxDelivery {
    /// How long the outbox waits between tries, and the clock it reads: tests give their own.
    public struct Timing: Sendable {
        public var retryDelays: [Duration]
        /// How long what was left for later waits before it is tried again by itself, one wait after
        /// another while the server stays away (the last one repeats); none: only on request.
        public var resendDelays: [Duration]
        /// The pause after a 429 that gave no time.
        public var defaultRateLimitPause: TimeInterval
        /// How often to look whether another process has finished sending an item.
        public var lockPollInterval: Duration
        public var now: @Sendable () -> Date
        public var sleep: @Sendable (Duration) async throws -> Void

        public init(
            retryDelays: [Duration] = [.seconds(1), .seconds(3)], resendDelays: [Duration] = [], defaultRateLimitPause: TimeInterval = 60,
            lockPollInterval: Duration = .milliseconds(200), now: @escaping @Sendable () -> Date = Date.init,
            sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
        ) {
            self.retryDelays = retryDelays
            self.resendDelays = resendDelays
            self.defaultRateLimitPause = defaultRateLimitPause
            self.lockPollInterval = lockPollInterval
            self.now = now
            self.sleep = sleep
        }
    }
}
