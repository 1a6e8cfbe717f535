/// What became of a queued comment or message the person took back.
public enum WriteTakeBack<Written: Sendable>: Sendable {
    /// It is back in its draft, with what the draft held before.
    case draft(String)
    /// It had reached the server after all: it stays, as the server has it.
    case alreadySent(Written)
}
