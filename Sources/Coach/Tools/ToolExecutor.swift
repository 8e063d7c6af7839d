import CoachDomain
import LLM

/// Runs the model's tool calls locally, each with the tool built for it. Never throws and never
/// crashes on bad arguments: every problem becomes an error ``ToolResult`` the model (and the
/// user) can read.
public struct ToolExecutor: Sendable {
    /// The tool with a name of ``CoachTools/list``, with what it runs on.
    private let tool: @Sendable (String) async throws -> BoundTool
    private let today: @Sendable () -> CalendarDay

    /// - Parameters:
    ///   - tool: the tool with a name of ``CoachTools/list``, asked for when a call names it (the
    ///     composition root builds it then, with what it runs on).
    ///   - today: the current day (injected; the executor never reads the clock).
    package init(tool: @escaping @Sendable (String) async throws -> BoundTool, today: @escaping @Sendable () -> CalendarDay) {
        self.tool = tool
        self.today = today
    }

    /// Over `tools`, built already.
    package init(tools: [BoundTool], today: @escaping @Sendable () -> CalendarDay) {
        let byName = Dictionary(tools.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(tool: { name in
            guard let tool = byName[name] else { throw UnavailableTool(name: name) }
            return tool
        }, today: today)
    }

    /// Runs `call` and returns its result.
    public func execute(_ call: ToolCall) async -> ToolResult {
        guard CoachTools.names.contains(call.name) else {
            return .failure(call, "unknown tool \"\(call.name)\" (known: \(CoachTools.names.joined(separator: ", ")))")
        }
        let bound: BoundTool
        do { bound = try await tool(call.name) } catch {
            return .failure(call, "\(call.name) cannot run here (\(error))")
        }
        return await bound.execute(call, today())
    }
}

/// A tool of the list that this executor was not given.
struct UnavailableTool: Error, CustomStringConvertible {
    let name: String
    var description: String { "no \(name) tool was given" }
}
