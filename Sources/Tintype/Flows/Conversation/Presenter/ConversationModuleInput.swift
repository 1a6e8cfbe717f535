/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
public protocol ConversationModuleInput: AnyObject {
    /// The conversation to show, or a new one with the people to write to, before it is shown.
    func configure(with conversation: Conversation)

    /// Who hears that the conversation was read.
    func setModuleOutput(_ moduleOutput: any ConversationModuleOutput)
}
