import Coach
import DI
import Foundation
import Logging

/// The composition root of `airfit mcp` (run by the `airfit-mcp` binary, which holds the MCP
/// SDK): the app's container with a console on standard error (standard output carries the
/// protocol and nothing else), one conversation scope for the session, and the ``MCPBackend``
/// the server sees: the chat's tool list, each call run by the chat's ``ToolExecutor`` in a
/// turn scope of its own, and the REPL's commands.
package enum MCPRoot {
    /// Runs `serve` with the backend and the log until it returns (the end of input); 0 then,
    /// 2 when the folders cannot be used.
    package static func run(options: AppOptions,
                            serve: (MCPBackend, Logger) async throws -> Void) async -> Int32 {
        let console = Console(color: false, output: STDERR_FILENO, error: STDERR_FILENO)
        let container = AppModules.container(options: options, console: console)
        do {
            try await StartupCheck.run(container, options: options)
        } catch {
            console.error(StartupCheck.line(for: error))
            await container.shutdown()
            return 2
        }
        let log = try? await container.resolve(AppLog.self)
        if options.logLevel != nil, let problem = log?.problem { console.warning(problem) }
        let logger = log?.logger("airfit.mcp") ?? AppLog.off.logger("airfit.mcp")
        // A damaged store does not stop the server: each call that needs it says why it cannot.
        if let handle = try? await container.resolve(StoreHandle.self), let failure = await handle.failureToReport() {
            console.warning("\(failure); tools and records that need it will answer with this error")
        }
        if isatty(STDIN_FILENO) == 1 {
            console.note("airfit mcp speaks the Model Context Protocol on standard input and output, for an assistant "
                + "to start (`airfit mcp --print-config` prints its settings). Ctrl-D ends it.")
        }
        let conversations = Conversations(container: container)
        let backend = backend(conversations, table: ChatSession.commands, container: container)
        logger.info("serving", metadata: ["tools": "\(backend.tools.count)", "data": "\(options.paths.dataDirectory.path)"])
        do {
            try await serve(backend, logger)
        } catch {
            console.error("airfit mcp: \(ErrorText.line(for: error))")
        }
        await conversations.end()
        await container.shutdown()
        return 0
    }

    static func backend(_ conversations: Conversations, table commands: [MetaCommand], container: Container) -> MCPBackend {
        let table = CommandTable(commands)
        return MCPBackend(
            tools: CoachTools.all,
            call: { call in
                // A call is a unit of work like a message: its reads share one snapshot of the store.
                let turn = conversations.scope.makeScope(tag: AppScope.turn)
                do {
                    let executor = try await turn.resolve(ToolExecutor.self)
                    let result = await conversations.unit { await executor.execute(call) }
                    await turn.end()
                    return result
                } catch {
                    await turn.end()
                    throw error
                }
            },
            commandText: { name in
                guard let command = table.command(named: name) else { throw CommandUsageError("no command :\(name)") }
                let action = try await conversations.action(for: command)
                return try await ConsoleCapture.text { _ = try await action.run(try command.parse([])) }
            },
            hasCommand: { table.command(named: $0) != nil },
            template: { name in try await container.resolve(PromptLibrary.self).template(named: name) })
    }
}
