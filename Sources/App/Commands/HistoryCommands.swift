import Foundation
import Storage

/// `:history`, `:sessions`, `:resume`, `:new`, `:export`.
enum HistoryCommands {
    static let all: [MetaCommand] = [
        MetaCommand("history", usage: "[N]", summary: "show the last N messages of this conversation (default 20)", arity: 0...1) {
            (arguments: CommandArguments, handle: StoreHandle, state: ConversationState, console: Console) in
            let limit = try arguments[0].map(positiveNumber) ?? 20
            let store = try await handle.store()
            guard let id = await state.current else {
                console.line("no messages yet in this conversation")
                return .proceed
            }
            let messages = try await store.messages.last(limit, in: id)
            for message in messages { console.write(render(message, console: console) + "\n") }
            return .proceed
        },
        MetaCommand("sessions", summary: "list your conversations, newest first") {
            (_: CommandArguments, handle: StoreHandle, state: ConversationState, console: Console) in
            let store = try await handle.store()
            let current = await state.current
            let summaries = try await store.conversations.list(limit: 20)
            if summaries.isEmpty { console.line("no conversations yet") }
            for summary in summaries {
                let mark = summary.conversation.id == current ? "*" : " "
                let count = summary.messageCount == 1 ? "1 message" : "\(summary.messageCount) messages"
                let title = ControlSanitizer.sanitize(summary.conversation.title ?? "(untitled)")
                console.line("\(mark) \(summary.conversation.shortID)  \(DateText.minute(summary.lastActivity))  \(count.padded(to: 12))  \(title)")
            }
            return .proceed
        },
        MetaCommand("resume", usage: "[ID]", summary: "continue an earlier conversation (an id prefix from :sessions; none: the latest)",
                    arity: 0...1, completer: { context, prefix in
                        context.conversations().filter { $0.id.hasPrefix(prefix) }.map { "\($0.id)\t\($0.title)" }
                    }) { (arguments: CommandArguments, handle: StoreHandle, console: Console) in
            let store = try await handle.store()
            let conversation: ConversationRecord
            if let id = arguments[0] {
                conversation = try await store.conversations.find(id)
            } else if let latest = try await store.conversations.mostRecent() {
                conversation = latest
            } else {
                throw CommandUsageError("there is no conversation to resume yet")
            }
            let count = try await store.messages.count(in: conversation.id)
            let title = ControlSanitizer.sanitize(conversation.title ?? "(untitled)")
            console.line("resumed \(conversation.shortID) \"\(title)\" (\(count) message\(count == 1 ? "" : "s"))")
            for message in try await store.messages.last(2, in: conversation.id) {
                console.write(render(message, console: console) + "\n")
            }
            return .open(.resume(conversation.id))
        },
        MetaCommand("new", summary: "start a new conversation") { (_: CommandArguments, console: Console) in
            console.line("started a new conversation")
            return .open(.new)
        },
        MetaCommand("export", usage: "[FILE]", summary: "this conversation as Markdown, to FILE or the screen", arity: 0...1) {
            (arguments: CommandArguments, handle: StoreHandle, state: ConversationState, console: Console) in
            let store = try await handle.store()
            guard let id = await state.current else {
                throw CommandUsageError("nothing to export yet: this conversation has no messages")
            }
            // Stored text is never trusted: a file gets no raw escape byte either (`cat` would run it).
            let markdown = ControlSanitizer.sanitize(try await store.conversations.exportMarkdown(id))
            guard let file = arguments[0] else {
                console.received(markdown)
                return .proceed
            }
            let url = URL(fileURLWithPath: file)
            // Never overwrite: an export is a new file.
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw CommandUsageError("\(file) already exists; choose another name")
            }
            do {
                try Data(markdown.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw CommandUsageError("could not write \(file): \(error.localizedDescription)")
            }
            console.line("wrote \(markdown.split(separator: "\n").count) lines to \(file)")
            return .proceed
        },
    ]

    static func positiveNumber(_ text: String) throws -> Int {
        guard let value = Int(text), value > 0 else { throw CommandUsageError("N must be a positive whole number, not '\(text)'") }
        return value
    }

    /// `who: the message`, its Markdown laid out as replies are (wrapped on a terminal),
    /// and its status when it did not complete. Stored text is never trusted: the message
    /// goes through the renderer, the rest through `ControlSanitizer`.
    static func render(_ message: MessageRecord, console: Console) -> String {
        let (name, detail): (String, String)
        switch message.role {
        case .user: (name, detail) = ("you", "")
        case .assistant: (name, detail) = ("coach", message.provider.map { " (\(ControlSanitizer.sanitize($0)))" } ?? "")
        default: (name, detail) = (message.role.rawValue, "")
        }
        let who = (message.role == .user || message.role == .assistant ? console.style(name, .bold) : name) + detail
        let mark: String
        switch message.status {
        case .interrupted: mark = " [interrupted]"
        case .failed: mark = " [failed\(message.errorText.map { ": \(ControlSanitizer.sanitize($0))" } ?? "")]"
        case .streaming: mark = " [streaming]"
        default: mark = ""
        }
        guard !message.content.isEmpty else { return "\(who):\(mark)" }
        let text = MarkdownRenderer.render(message.content, style: console.markdownStyle, width: console.width,
                                           startColumn: TextWidth.of(name + detail + ": "))
        // A reply opening with a heading, a list or code starts on the line below.
        return text.hasPrefix("\n") ? "\(who):\(text)\(mark)" : "\(who): \(text)\(mark)"
    }
}
