import Foundation

/// Renders a conversation as Markdown (`:export`).
///
/// ```
/// # Title
///
/// Conversation `3f2a…` · started 2026-11-21 07:40 · 2 messages
///
/// ## You · 07:40
///
/// text
///
/// ## Coach · openai / gpt-4o · 07:40 · interrupted
///
/// partial text
///
/// > *This reply was interrupted before it ended.*
/// ```
public struct MarkdownExporter: Sendable {
    public var timeZone: TimeZone

    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    public func render(conversation: ConversationRecord, messages: [MessageRecord]) -> String {
        let dateTime = formatter("yyyy-MM-dd HH:mm")
        let time = formatter("HH:mm")
        let title = conversation.title.map { $0.isEmpty ? "Untitled conversation" : $0 } ?? "Untitled conversation"
        var out = "# \(title)\n\n"
        let count = messages.count == 1 ? "1 message" : "\(messages.count) messages"
        out += "Conversation `\(conversation.id)` · started \(dateTime.string(from: conversation.createdAt)) · \(count)\n"
        for message in messages {
            var heading = [Self.roleName(message.role)]
            if let provider = message.provider {
                heading.append(message.model.map { "\(provider) / \($0)" } ?? provider)
            } else if let model = message.model {
                heading.append(model)
            }
            heading.append(time.string(from: message.createdAt))
            if message.status != .complete { heading.append(message.status.rawValue) }
            out += "\n## \(heading.joined(separator: " · "))\n\n"
            if !message.content.isEmpty {
                out += message.content
                if !message.content.hasSuffix("\n") { out += "\n" }
            }
            switch message.status {
            case .complete:
                break
            case .interrupted:
                out += (message.content.isEmpty ? "" : "\n") + "> *This reply was interrupted before it ended.*\n"
            case .streaming:
                out += (message.content.isEmpty ? "" : "\n") + "> *This reply was still arriving.*\n"
            case .failed:
                let reason = message.errorText.map { ": \($0)" } ?? "."
                out += (message.content.isEmpty ? "" : "\n") + "> *This reply failed\(reason)*\n"
            }
        }
        return out
    }

    static func roleName(_ role: MessageRole) -> String {
        switch role {
        case .user: "You"
        case .assistant: "Coach"
        case .system: "System"
        case .tool: "Tool"
        }
    }

    private func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }
}
