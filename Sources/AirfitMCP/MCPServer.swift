import App
import Foundation
import LLM
import Logging
import MCP

/// `airfit mcp`'s server on the official SDK: the coach's tools, its records as resources,
/// and its prompts, over one transport (stdio), until the input ends and every request read
/// has been answered.
enum MCPServer {
    /// What clients may pass on to their model about this server.
    static let instructions = """
        AirFit Coach keeps the user's food, workout and weight log, their profile and their daily \
        targets. Log what the user says they ate with log_food (their own words, with amounts), \
        workouts with log_workout, weigh-ins with log_weight. Read airfit://today or call \
        today_summary before advising on what is left for the day.
        """

    /// Serves `backend` over `transport` until the input ends and all is answered.
    static func serve(_ backend: MCPBackend, over transport: any Transport, logger: Logger) async throws {
        let answering = AnsweringTransport(transport, logger: logger)
        let server = Server(
            name: "airfit", version: AirfitVersion.current, title: "AirFit Coach", instructions: instructions,
            capabilities: .init(prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                                tools: .init(listChanged: false)))
        await register(backend, on: server, transport: answering, logger: logger)
        try await server.start(transport: answering) { client, _ in
            logger.info("client connected", metadata: ["client": "\(client.name) \(client.version)"])
        }
        await server.waitUntilCompleted()
        await server.stop()
    }

    private static func register(_ backend: MCPBackend, on server: Server, transport: AnsweringTransport, logger: Logger) async {
        let tools = MCPTools.list(backend.tools)
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools) }
        await server.withMethodHandler(CallTool.self) { parameters in
            let call = MCPTools.call(parameters, id: "mcp-" + UUID().uuidString)
            do {
                let result = try await backend.call(call)
                logger.info("tool call", metadata: ["tool": "\(call.name)", "ok": "\(!result.isError)"])
                return MCPTools.result(result, revision: await transport.revision)
            } catch {
                logger.error("tool call failed", metadata: ["tool": "\(call.name)", "error": "\(ErrorText.line(for: error))"])
                return MCPTools.failure(call, reason: ErrorText.line(for: error))
            }
        }
        await server.withMethodHandler(ListResources.self) { _ in ListResources.Result(resources: MCPRecord.list(backend)) }
        await server.withMethodHandler(ReadResource.self) { parameters in try await MCPRecord.read(parameters.uri, backend) }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in ListResourceTemplates.Result(templates: []) }
        await server.withMethodHandler(ListPrompts.self) { _ in ListPrompts.Result(prompts: MCPPrompt.list) }
        await server.withMethodHandler(GetPrompt.self) { parameters in
            try await MCPPrompt.get(parameters.name, arguments: parameters.arguments, backend)
        }
    }
}
