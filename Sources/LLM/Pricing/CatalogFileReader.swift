import JSONCore

/// `data/models.json` read by hand over a ``JSONValue`` (``JSONReader``): what `JSONDecoder`
/// read, with its rules (unknown keys ignored, a missing or null optional is nil, a required
/// key must be there and not null, an integer must be whole) and its messages
/// (`at providers.openai.models[0]: missing "input_per_mtok"`), at a small part of its cost
/// at every start (the decoder asked the runtime about five types of its own on the way).
struct CatalogFileReader {
    /// One line saying where and what, worded as the decoder worded its errors.
    struct Problem: Error {
        let line: String
    }

    let value: JSONValue
    /// The keys and indices from the top (`providers.openai.models[0]`), written only for an error.
    let path: [String]

    /// The catalog in `data` (UTF-8 JSON).
    static func catalog(_ data: [UInt8]) throws(Problem) -> ModelCatalog {
        let top: CatalogFileReader
        do { top = CatalogFileReader(value: try JSONReader.read(data), path: []) } catch { throw Problem(line: "not valid JSON") }
        let asOf = try top.optional("as_of") { (value) throws(Problem) in try value.string() }
        let sources = try top.optional("sources") { (value) throws(Problem) in try value.members { (value) throws(Problem) in try value.string() } }
        let providers = try top.required("providers").members { (provider) throws(Problem) in
            ProviderModels(models: try provider.required("models").elements { (model) throws(Problem) in try model.modelInfo() })
        }
        return ModelCatalog(asOf: asOf ?? "", sources: sources ?? [:], providers: providers)
    }

    private func modelInfo() throws(Problem) -> ModelInfo {
        ModelInfo(id: try required("id").string(), contextWindow: try optional("context_window") { (value) throws(Problem) in try value.integer() },
                  inputPerMillion: try required("input_per_mtok").number(), outputPerMillion: try required("output_per_mtok").number(),
                  longContext: try optional("long_context") { (value) throws(Problem) in
                      LongContextPrice(aboveInputTokens: try value.required("above_input_tokens").integer(),
                                       inputPerMillion: try value.required("input_per_mtok").number(),
                                       outputPerMillion: try value.required("output_per_mtok").number())
                  },
                  maxTokens: try optional("max_tokens") { (value) throws(Problem) in try value.integer() })
    }

    private func object() throws(Problem) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw expected("an object") }
        return members
    }

    private func required(_ key: String) throws(Problem) -> CatalogFileReader {
        guard let member = try object()[key] else { throw Problem(line: "\(place)missing \"\(key)\"") }
        return CatalogFileReader(value: member, path: path + [key])
    }

    private func optional<T>(_ key: String, _ read: (CatalogFileReader) throws(Problem) -> T) throws(Problem) -> T? {
        guard let member = try object()[key] else { return nil }
        if case .null = member { return nil }
        return try read(CatalogFileReader(value: member, path: path + [key]))
    }

    private func members<T>(_ read: (CatalogFileReader) throws(Problem) -> T) throws(Problem) -> [String: T] {
        var result: [String: T] = [:]
        for (key, member) in try object() { result[key] = try read(CatalogFileReader(value: member, path: path + [key])) }
        return result
    }

    private func elements<T>(_ read: (CatalogFileReader) throws(Problem) -> T) throws(Problem) -> [T] {
        guard case .array(let elements) = value else { throw expected("a list") }
        var result: [T] = []
        for (index, element) in elements.enumerated() {
            result.append(try read(CatalogFileReader(value: element, path: path + ["[\(index)]"])))
        }
        return result
    }

    private func string() throws(Problem) -> String {
        guard case .string(let text) = value else { throw expected("a string") }
        return text
    }

    private func number() throws(Problem) -> Double {
        guard case .number(let number) = value else { throw expected("a number") }
        return number
    }

    private func integer() throws(Problem) -> Int {
        guard case .number(let number) = value, number.rounded() == number, let integer = Int(exactly: number) else {
            throw expected("an integer")
        }
        return integer
    }

    private func expected(_ what: String) -> Problem {
        if case .null = value { return Problem(line: "\(place)expected \(what), found null") }
        return Problem(line: "\(place)expected \(what)")
    }

    /// `at providers.openai.models[2]: `, or nothing at the top.
    private var place: String {
        guard !path.isEmpty else { return "" }
        var text = ""
        for key in path { text += key.hasPrefix("[") || text.isEmpty ? key : "." + key }
        return "at \(text): "
    }
}
