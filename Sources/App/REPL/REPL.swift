import Foundation
import DI

/// The read-eval-print loop: meta-commands from the table, everything else to the coach.
/// It holds the current conversation scope, in which both are resolved.
public struct REPL: Sendable {
    let context: CommandContext
    let reader: any LineReader
    let conversations: Conversations
    let prompt: String
    let interrupts: InterruptMonitor?

    public init(context: CommandContext, reader: any LineReader, conversations: Conversations,
                interrupts: InterruptMonitor? = nil, prompt: String = "> ") {
        self.context = context
        self.reader = reader
        self.conversations = conversations
        self.interrupts = interrupts
        self.prompt = prompt
    }

    /// The largest message sent to the coach, in UTF-8 bytes (100 KB): a bigger one is
    /// refused at the input with one line, before anything is stored or parsed.
    public static let maxMessageBytes = 100_000

    /// `100001` as `100,001`.
    static func grouped(_ count: Int) -> String {
        var digits = String(count)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }

    /// How a run went: inputs read, and how many of them failed (wrote an error line).
    public struct Summary: Sendable, Equatable {
        public var inputs = 0
        public var failed = 0
    }

    /// Runs until `:quit`, the end of input, or standard output closing (`airfit | head -1`).
    @discardableResult
    public func run() async -> Summary {
        defer { reader.close() }
        var summary = Summary()
        while !context.console.isOutputClosed, let line = await nextInput() {
            summary.inputs += 1
            let errorsBefore = context.console.errorCount
            defer { if context.console.errorCount > errorsBefore { summary.failed += 1 } }
            if Self.isQuit(line) { return summary }
            if line.hasPrefix(":") {
                if await runCommand(line) == .quit { return summary }
            } else if line.utf8.count > Self.maxMessageBytes {
                context.console.error("the message is \(Self.grouped(line.utf8.count)) bytes, "
                                      + "over the limit of \(Self.maxMessageBytes / 1000) KB; "
                                      + "it was not sent (send a shorter one)")
            } else {
                await send(line)
            }
        }
        return summary
    }

    /// "quit" or "exit" typed alone, without the colon, leaves like `:quit`: nobody means it as a
    /// message to the coach.
    static func isQuit(_ line: String) -> Bool {
        let word = line.lowercased()
        return word == "quit" || word == "exit"
    }

    /// The next non-empty input: one line, or the lines between two `\"\"\"` lines.
    func nextInput() async -> String? {
        let reader = self.reader
        // In a terminal Ctrl-C at the prompt clears the line; from a pipe it ends the program.
        if reader.clearsLineOnInterrupt {
            interrupts?.onInterrupt { reader.cancelLine() }
        } else {
            interrupts?.onInterrupt(nil)
        }
        defer { interrupts?.onInterrupt(nil) }
        while let raw = await read(prompt) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            guard line == "\"\"\"" else {
                reader.remember(raw)
                return line
            }
            var block: [String] = []
            while let next = await read("... ") {
                if next.trimmingCharacters(in: .whitespaces) == "\"\"\"" { break }
                block.append(next)
            }
            let text = block.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty {
                reader.remember(text)
                return text
            }
        }
        return nil
    }

    private func read(_ prompt: String) async -> String? {
        await context.refreshCompletions()
        let raw = await reader.readLine(prompt: prompt)
        if let raw, context.options.echo { context.console.line(prompt + raw) }
        return raw
    }

    /// Sends a message; Ctrl-C meanwhile cancels the reply, not the program, and so does
    /// standard output closing (nobody would read the rest).
    func send(_ text: String) async {
        let (conversations, console) = (self.conversations, context.console)
        reader.replyStarts()
        defer { reader.replyEnds() }
        let reply = Task { await conversations.send(text, console: console) }
        interrupts?.onInterrupt { reply.cancel() }
        context.console.whenOutputCloses { reply.cancel() }
        await reply.value
        context.console.whenOutputCloses(nil)
        interrupts?.onInterrupt(nil)
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
            let outcome = try await conversations.action(for: command).run(arguments)
            if case .open(let selection) = outcome {
                await conversations.open(selection)
                return .proceed
            }
            return outcome
        } catch let error as CommandUsageError {
            context.console.error("\(error.message); usage: \(command.synopsis)")
        } catch {
            context.console.error(ErrorText.line(for: error))
        }
        return .proceed
    }
}

