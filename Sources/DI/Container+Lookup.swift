import Foundation

extension Container {
    /// The key written as text: `ChatProvider` or `ChatProvider[openai]`, type names
    /// matched without regard to case. Throws `notRegistered` with near misses otherwise.
    public func key(parsing text: String) throws -> ServiceKey {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var typeName = Substring(trimmed)
        var name: String?
        if let open = trimmed.firstIndex(of: "["), trimmed.hasSuffix("]") {
            typeName = trimmed[..<open]
            name = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        }
        let known = knownKeys
        if let exact = known.first(where: { $0.typeName == typeName && $0.name == name }) { return exact }
        if let folded = known.first(where: { $0.typeName.lowercased() == typeName.lowercased() && $0.name == name }) {
            return folded
        }
        // An unknown key has no type to point at; suggest from the text alone.
        let probe = ServiceKey(raw: RawKey(typeID: ObjectIdentifier(UnknownType.self), name: name), typeName: String(typeName))
        throw ResolutionError.notRegistered(key: probe, path: [], suggestions: NearMiss.suggestions(for: probe, among: known))
    }
}

private enum UnknownType {}
