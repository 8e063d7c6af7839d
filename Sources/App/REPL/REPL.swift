import Foundation
import DI

/// What the REPL does with a line that is not a meta-command.
public protocol MessageHandler: Sendable {
    /// Sends `text` to the coach and streams the reply to the console.
    func send(_ text: String, context: CommandContext) async
}

/// The read-eval-print loop: meta-commands from the table, everything else to the coach.
public struct REPL: Sendable {
    let context: CommandContext
    let reader: any LineReader
    let messages: (any MessageHandler)?
    let prompt: String

    public init(context: CommandContext, reader: any LineReader, messages: (any MessageHandler)?, prompt: String = "> ") {
        self.context = context
        self.reader = reader
        self.messages = messages
        self.prompt = prompt
    }

    /// Runs until `:quit` or the end of input.
    public func run() async {
        defer { reader.close() }
        while let raw = await reader.readLine(prompt: prompt) {
            if context.options.echo { context.console.line(prompt + raw) }
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            reader.remember(raw)
            if line.hasPrefix(":") {
                if await runCommand(line) == .quit { return }
            } else if let messages {
                await messages.send(line, context: context)
            } else {
                context.console.error("no coach is configured; type :help for the commands")
            }
        }
    }

    /// Runs one meta-command line; errors become one line and the loop goes on.
    func runCommand(_ line: String) async -> CommandOutcome {
        let tokens: [String]
        do {
            tokens = try CommandLineSplitter.split(String(line.dropFirst()))
        } catch {
            context.console.error("unclosed quote in \(line)")
            return .proceed
        }
        guard let name = tokens.first else {
            context.console.error("a command name must follow ':'; type :help for the list")
            return .proceed
        }
        guard let command = context.table.command(named: name) else {
            let hint = SessionCommands.hint(context.table.suggestions(for: name))
            context.console.error("unknown command :\(name)\(hint) (type :help for the list)")
            return .proceed
        }
        do {
            let arguments = try command.parse(Array(tokens.dropFirst()))
            return try await command.handler(context, arguments)
        } catch let error as CommandUsageError {
            context.console.error("\(error.message); usage: \(command.synopsis)")
        } catch {
            context.console.error(ErrorText.line(for: error))
        }
        return .proceed
    }
}

extension CommandOutcome: Equatable {}
