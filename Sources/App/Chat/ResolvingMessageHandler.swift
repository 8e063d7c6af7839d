import DI

/// Hands each message to the container's current `ChatController`. Resolving per message
/// (a cached-singleton lookup) matters: after `:provider` or `:swap` the controller and
/// everything under it are rebuilt, and holding the old one would keep talking to the old
/// provider.
struct ResolvingMessageHandler: MessageHandler {
    let container: Container

    func send(_ text: String, context: CommandContext) async {
        do {
            try await container.resolve(ChatController.self).send(text, context: context)
        } catch {
            context.console.error("the coach is not available: \(ErrorText.line(for: error))")
        }
    }
}
