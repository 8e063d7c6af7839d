import Foundation
import LLM
import Testing

@Suite("Usage, cost and the model catalog")
struct UsageAndCostTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modelsPath = packageRoot.appendingPathComponent("data/models.json").path

    @Test("data/models.json loads, with real ids, prices and a listed default per provider")
    func shippedCatalog() throws {
        let catalog = try ModelCatalog.load(from: Self.modelsPath)
        #expect(!catalog.asOf.isEmpty)
        #expect(Set(catalog.providerIDs).isSuperset(of: ["openai", "anthropic", "gemini", "ollama", "offline", "scripted"]))
        for provider in catalog.providerIDs {
            let fallback = try #require(catalog.defaultModel(for: provider))
            #expect(catalog.model(provider: provider, id: fallback) != nil, "\(provider) default \(fallback) is listed")
            #expect(catalog.sources[provider] != nil)
        }
        let mini = try #require(catalog.model(provider: "openai", id: "gpt-4o-mini"))
        #expect(mini.inputPerMillion == 0.15 && mini.outputPerMillion == 0.60 && mini.contextWindow == 128_000)
        for id in ["gpt-4o", "gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano", "o4-mini"] {
            #expect(catalog.model(provider: "openai", id: id) != nil, "openai \(id)")
        }
        for id in ["claude-opus-4-1", "claude-sonnet-4-5", "claude-haiku-4-5", "claude-3-5-haiku"] {
            #expect(catalog.model(provider: "anthropic", id: id) != nil, "anthropic \(id)")
        }
        for id in ["gemini-2.5-pro", "gemini-2.5-flash", "gemini-2.5-flash-lite"] {
            #expect(catalog.model(provider: "gemini", id: id) != nil, "gemini \(id)")
        }
        #expect(catalog.cost(provider: "ollama", model: "qwen2.5", usage: Usage(inputTokens: 10_000, outputTokens: 10_000)) == 0)
    }

    @Test("each call's usage is priced from the catalog, reported and counted in the ledger")
    func usageCosted() async throws {
        let catalog = try ModelCatalog.load(from: Self.modelsPath)
        let openai = TestProvider("openai", [.text("Hi!", usage: Usage(inputTokens: 1000, outputTokens: 500))])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o-mini"], providers: [openai], catalog: catalog)
        let log = await collect(orchestrator.run(.chat, hello))
        let record = try #require(log.usages.first)
        #expect(record.provider == "openai" && record.model == "gpt-4o-mini")
        #expect(record.usage == Usage(inputTokens: 1000, outputTokens: 500))
        let cost = try #require(record.cost)
        #expect(abs(cost - 0.00045) < 1e-12)  // 1000 * 0.15 + 500 * 0.60 per million
        let line = try #require(orchestrator.ledger.snapshot().first)
        #expect(line.calls == 1 && line.usage == record.usage && abs(line.cost - 0.00045) < 1e-12)
        #expect(line.costIsComplete)
    }

    @Test("an unknown model's cost is unknown, not zero")
    func unknownModel() async throws {
        let catalog = try ModelCatalog.load(from: Self.modelsPath)
        #expect(catalog.cost(provider: "openai", model: "gpt-9-turbo", usage: Usage(inputTokens: 5, outputTokens: 5)) == nil)
        #expect(catalog.cost(provider: "nobody", model: "x", usage: .zero) == nil)
        let openai = TestProvider("openai", [.text("Hi", usage: Usage(inputTokens: 10, outputTokens: 2))])
        let orchestrator = try makeOrchestrator(["openai:gpt-9-turbo"], providers: [openai], catalog: catalog)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.usages.first?.cost == nil)
        let line = try #require(orchestrator.ledger.snapshot().first)
        #expect(line.unpricedCalls == 1 && line.cost == 0 && !line.costIsComplete)
    }

    @Test("dated and tagged ids match their family; long prompts use the long-context price")
    func lookups() throws {
        let catalog = try ModelCatalog.load(from: Self.modelsPath)
        #expect(catalog.model(provider: "anthropic", id: "claude-sonnet-4-5-20250929")?.id == "claude-sonnet-4-5")
        #expect(catalog.model(provider: "openai", id: "gpt-4o-mini-2024-07-18")?.id == "gpt-4o-mini")
        #expect(catalog.model(provider: "openai", id: "gpt-4o-2024-08-06")?.id == "gpt-4o")
        #expect(catalog.model(provider: "ollama", id: "llama3.2:3b")?.contextWindow == 131_072)
        #expect(catalog.model(provider: "openai", id: "gpt-4ox") == nil)
        let long = try #require(catalog.cost(provider: "gemini", model: "gemini-2.5-pro", usage: Usage(inputTokens: 300_000, outputTokens: 0)))
        #expect(abs(long - 0.75) < 1e-9)
        let short = try #require(catalog.cost(provider: "gemini", model: "gemini-2.5-pro", usage: Usage(inputTokens: 100_000, outputTokens: 0)))
        #expect(abs(short - 0.125) < 1e-9)
    }

    @Test("the ledger sums per provider and model and says when a cost is unknown")
    func ledger() {
        let ledger = UsageLedger()
        ledger.record(UsageRecord(provider: "openai", model: "gpt-4o", usage: Usage(inputTokens: 10, outputTokens: 5), cost: 0.0125))
        ledger.record(UsageRecord(provider: "openai", model: "gpt-4o", usage: Usage(inputTokens: 1, outputTokens: 1), cost: nil))
        ledger.record(UsageRecord(provider: "anthropic", model: "x", usage: Usage(inputTokens: 2, outputTokens: 2), cost: nil))
        let lines = ledger.snapshot()
        #expect(lines.map(\.provider) == ["anthropic", "openai"])
        #expect(lines[0].costText == "unknown")
        #expect(lines[1].usage == Usage(inputTokens: 11, outputTokens: 6))
        #expect(lines[1].costText == "$0.0125 + 1 call unpriced")
        #expect(ledger.total().calls == 3)
        ledger.reset()
        #expect(ledger.snapshot().isEmpty)
    }

    @Test("a failed call that reported usage is still counted")
    func failedCallCounted() async throws {
        let openai = TestProvider("openai", [.partialThenFail([.usage(Usage(inputTokens: 7, outputTokens: 0))],
                                                              .server(provider: "openai", status: 500, retryAfter: nil, message: "")),
                                             .text("ok", usage: Usage(inputTokens: 7, outputTokens: 1))])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.usages.count == 2)
        #expect(orchestrator.ledger.total().usage == Usage(inputTokens: 14, outputTokens: 1))
        #expect(orchestrator.ledger.total().calls == 2)
    }

    @Test("a bad catalog gives one line naming the file and the place", arguments: [
        (#"{"providers": {"openai": {"models": [{"id": "gpt-4o", "output_per_mtok": 1}]}}}"#,
         #"models.json: at providers.openai.models[0]: missing "input_per_mtok""#),
        (#"{"providers": {"openai": {"models": [{"id": "gpt-4o", "input_per_mtok": -1, "output_per_mtok": 1}]}}}"#,
         "models.json: providers.openai.models[0]: gpt-4o has a negative or invalid price"),
        (#"{"providers": {"openai": {"models": [{"id": "gpt-4o", "input_per_mtok": "2.5", "output_per_mtok": 1}]}}}"#,
         "models.json: at providers.openai.models[0].input_per_mtok: expected a number"),
        ("{not json", "models.json: not valid JSON"),
    ])
    func badCatalog(text: String, expected: String) {
        #expect(throws: CatalogError(expected)) { try ModelCatalog(data: Data(text.utf8), name: "models.json") }
    }

    @Test("a missing catalog file names the path")
    func missingCatalog() {
        #expect(throws: CatalogError("models.json: cannot read /nonexistent/models.json")) {
            try ModelCatalog.load(from: "/nonexistent/models.json")
        }
    }
}
