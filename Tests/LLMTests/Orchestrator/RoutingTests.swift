import Foundation
import LLM
import Testing

@Suite("Routing: provider/model choices per task")
struct RoutingTests {
    @Test("a choice is provider or provider:model; the model keeps its own colons")
    func parseChoice() throws {
        #expect(try RouteChoice(parsing: "openai:gpt-4o-mini") == RouteChoice(provider: "openai", model: "gpt-4o-mini"))
        #expect(try RouteChoice(parsing: " offline ") == RouteChoice(provider: "offline"))
        #expect(try RouteChoice(parsing: "ollama:llama3.2:3b") == RouteChoice(provider: "ollama", model: "llama3.2:3b"))
        #expect(try RouteChoice(parsing: "OpenAI:gpt-4o").provider == "openai")
        #expect(RouteChoice(provider: "openai", model: "gpt-4o").description == "openai:gpt-4o")
    }

    @Test("bad choices give one clear line", arguments: [
        ("openai:", "missing model after ':' in \"openai:\""),
        (":gpt-4o", "missing provider before ':' in \":gpt-4o\""),
        ("open ai", "invalid provider id \"open ai\" in \"open ai\""),
        ("", "empty provider choice"),
    ])
    func badChoice(text: String, message: String) {
        #expect(throws: RoutingError(message)) { try RouteChoice(parsing: text) }
    }

    @Test("--fallback lists are comma-separated; an empty item is an error")
    func parseList() throws {
        let list = try RoutingTable.parseList("openai:gpt-4o-mini, offline")
        #expect(list == [RouteChoice(provider: "openai", model: "gpt-4o-mini"), RouteChoice(provider: "offline")])
        #expect(throws: RoutingError("--fallback: empty choice in \"openai,,offline\" (write e.g. openai:gpt-4o-mini,offline)")) {
            try RoutingTable.parseList("openai,,offline")
        }
        #expect(throws: RoutingError("--fallback: missing model after ':' in \"gemini:\"")) {
            try RoutingTable.parseList("gemini:,offline")
        }
    }

    @Test("the config object lists choices per task; a task without a list uses chat's")
    func configJSON() throws {
        let text = #"{"tasks": {"chat": ["anthropic:claude-sonnet-4-5", "offline"], "extraction": [{"provider": "openai", "model": "gpt-4.1-nano"}, "offline"]}}"#
        let table = try RoutingTable(data: Data(text.utf8), origin: "config.json")
        #expect(table.choices(for: .chat) == [RouteChoice(provider: "anthropic", model: "claude-sonnet-4-5"), RouteChoice(provider: "offline")])
        #expect(table.choices(for: .extraction).first == RouteChoice(provider: "openai", model: "gpt-4.1-nano"))
        #expect(table.choices(for: .persona) == table.choices(for: .chat))
    }

    @Test("bad config gives one line naming the file and the place", arguments: [
        (#"{"tasks": {"chatt": ["offline"]}}"#, #"config.json: unknown task "chatt" (expected chat, extraction, persona)"#),
        (#"{"tasks": {"chat": "offline"}}"#, #"config.json: tasks.chat must be a list of "provider:model" strings"#),
        (#"{"tasks": {"chat": ["openai:"]}}"#, #"config.json: tasks.chat[0]: missing model after ':' in "openai:""#),
        (#"{"tasks": {"chat": [42]}}"#, #"config.json: tasks.chat[0]: expected "provider:model" or {"provider": ..., "model": ...}"#),
        (#"{"task": {}}"#, #"config.json: unknown routing key "task" (expected "tasks")"#),
        ("[1,", "config.json: not valid JSON"),
    ])
    func badConfig(text: String, message: String) {
        #expect(throws: RoutingError(message)) { try RoutingTable(data: Data(text.utf8), origin: "config.json") }
    }

    @Test("--provider/--model set the first chat choice and --fallback the rest")
    func commandLine() throws {
        let config = RoutingTable([.chat: [RouteChoice(provider: "anthropic", model: "claude-sonnet-4-5"), RouteChoice(provider: "offline")]])
        let both = try config.applyingCommandLine(provider: "openai", model: "gpt-4o", fallback: "gemini:gemini-2.5-flash,offline")
        #expect(both.choices(for: .chat).map(\.description) == ["openai:gpt-4o", "gemini:gemini-2.5-flash", "offline"])
        let modelOnly = try config.applyingCommandLine(provider: nil, model: "claude-haiku-4-5", fallback: nil)
        #expect(modelOnly.choices(for: .chat).map(\.description) == ["anthropic:claude-haiku-4-5", "offline"])
        let providerOnly = try config.applyingCommandLine(provider: "ollama", model: nil, fallback: nil)
        #expect(providerOnly.choices(for: .chat).map(\.description) == ["ollama", "offline"])
        #expect(throws: RoutingError("--model gpt-4o: no provider to apply it to (add --provider)")) {
            try RoutingTable().applyingCommandLine(provider: nil, model: "gpt-4o", fallback: nil)
        }
    }

    @Test("unknown provider ids are caught with the list of known ones")
    func validate() throws {
        let table = try RoutingTable().applyingCommandLine(provider: "opnai", model: nil, fallback: "offline")
        #expect(throws: RoutingError("unknown provider \"opnai\" for chat (known: offline, openai)")) {
            try table.validate(knownProviders: ["openai", "offline"])
        }
    }

    @Test("setPrimary changes the first choice and keeps the fallbacks")
    func setPrimary() async throws {
        let orchestrator = try makeOrchestrator(["openai:gpt-4o", "offline"], providers: [])
        orchestrator.setPrimary(RouteChoice(provider: "anthropic"))
        #expect(orchestrator.routing.choices(for: .chat).map(\.description) == ["anthropic", "offline"])
    }

    @Test("a task with no choice fails with a clear error")
    func noChoices() async throws {
        let orchestrator = Orchestrator(routing: RoutingTable(), providers: ProviderLookup(providers: []))
        let log = await collect(orchestrator.run(.persona, hello))
        #expect(log.turnError == .noChoices(task: .persona))
        #expect(log.turnError?.userMessage == "No provider is set for persona; choose one with --provider or :provider.")
    }
}
