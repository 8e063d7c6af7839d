import Foundation
import LLM
import Testing

/// Each provider is described once, in `ProviderCatalog`: no source file spells a provider's
/// key variable itself, and `data/models.json` holds models and prices only, for exactly the
/// catalog's providers.
struct ProviderCatalogSourceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file under `Sources`, with its path relative to the package.
    static func sources() throws -> [(path: String, text: String)] {
        let sources = root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    @Test func noKeyVariableIsSpelledOutsideTheCatalog() throws {
        let variables = ProviderCatalog.allKeyVariables
        #expect(variables == ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "OLLAMA_API_KEY"])
        let files = try Self.sources()
        #expect(files.count > 50)
        var found: [String] = []
        for (path, text) in files where path != "Sources/LLM/Providers/ProviderCatalog.swift" {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Documentation may name a variable; code may not.
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                for variable in variables where line.contains(variable) {
                    found.append("\(path):\(number + 1): \(variable)")
                }
            }
        }
        #expect(found.isEmpty, "key variables spelled outside ProviderCatalog: \(found)")
    }

    @Test func modelsJSONListsTheCatalogsProvidersAndNothingTheCatalogSays() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("data/models.json"))
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let providers = try #require(file["providers"] as? [String: [String: Any]])
        #expect(Set(providers.keys) == Set(ProviderCatalog.ids))
        for (id, entry) in providers {
            #expect(Set(entry.keys) == ["models"], "\(id): the default model and locality are the catalog's")
        }
        let catalog = try ModelCatalog(data: data)
        for descriptor in ProviderCatalog.builtIn {
            #expect(catalog.model(provider: descriptor.id, id: descriptor.defaultModel) != nil,
                    "\(descriptor.id)'s default model \(descriptor.defaultModel) is priced in models.json")
            #expect(catalog.defaultModel(for: descriptor.id) == descriptor.defaultModel)
        }
        let free = Usage(inputTokens: 1_000, outputTokens: 1_000)
        #expect(catalog.cost(provider: "ollama", model: "some-model-not-listed", usage: free) == 0, "local: free")
        #expect(catalog.cost(provider: "openai", model: "some-model-not-listed", usage: free) == nil, "unknown, never a false zero")
    }

    @Test func theHelpAndTheKeyStoreNameEveryKeyVariable() {
        #expect(ProviderCatalog.list(ProviderCatalog.allKeyVariables)
            == "OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or OLLAMA_API_KEY")
        #expect(ProviderCatalog.keyed.map(\.id) == ["openai", "anthropic", "gemini", "ollama"])
        #expect(ProviderCatalog.baseURLDefault == "openai")
    }
}
