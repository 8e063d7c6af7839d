import CoachLanguage
import Foundation

/// Why a prompt template could not be used.
public enum PromptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template file is not in the prompts folder.
    case missingTemplate(name: String, path: String)
    /// The file exists but could not be read as UTF-8 text.
    case unreadable(path: String, detail: String)
    /// The template uses a placeholder nobody supplied a value for.
    case unresolvedPlaceholder(template: String, name: String)

    public var description: String {
        switch self {
        case .missingTemplate(let name, let path): "Prompt template \"\(name)\" is missing (looked for \(path))."
        case .unreadable(let path, let detail): "Prompt template \(path) could not be read: \(detail)."
        case .unresolvedPlaceholder(let template, let name):
            "Prompt template \"\(template)\" uses {{\(name)}}, which has no value."
        }
    }
}

/// A Markdown template with `{{placeholders}}` (letters, digits and `_`; spaces inside the braces allowed).
public struct PromptTemplate: Sendable, Hashable {
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The placeholder names in order of first appearance.
    public var placeholders: [String] {
        var seen: [String] = []
        for piece in pieces() { if case .placeholder(let name) = piece, !seen.contains(name) { seen.append(name) } }
        return seen
    }

    /// The text with every placeholder replaced. Throws ``PromptError/unresolvedPlaceholder(template:name:)``
    /// when `values` lacks one; values are inserted as they are (never re-expanded).
    public func render(_ values: [String: String]) throws -> String {
        var out = ""
        for piece in pieces() {
            switch piece {
            case .literal(let text): out += text
            case .placeholder(let name):
                guard let value = values[name] else { throw PromptError.unresolvedPlaceholder(template: self.name, name: name) }
                out += value
            }
        }
        return out
    }

    enum Piece: Hashable { case literal(String), placeholder(String) }

    // Searched in the UTF-8 bytes (`firstIndex(ofBytes:from:)`): Foundation's `range(of:)` went
    // through CFString, 0.5 M instructions a render of the offline persona.
    func pieces() -> [Piece] {
        let bytes = Array(self.text.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let opening = Array("{{".utf8), closing = Array("}}".utf8)
        var pieces: [Piece] = []
        var rest = 0
        while let open = bytes.firstIndex(ofBytes: opening, from: rest), let close = bytes.firstIndex(ofBytes: closing, from: open + 2) {
            let name = Self.trimmed(Substring(text(open + 2..<close)))
            if !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                pieces.append(.literal(text(rest..<open)))
                pieces.append(.placeholder(name))
            } else {
                pieces.append(.literal(text(rest..<(close + 2))))
            }
            rest = close + 2
        }
        pieces.append(.literal(text(rest..<bytes.count)))
        return pieces
    }

    /// `text` without the spaces and tabs at its ends (what Foundation's `.whitespaces` trims).
    static func trimmed(_ text: Substring) -> String {
        func isBlank(_ character: Character) -> Bool {
            character == "\t" || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[first...last])
    }
}

/// Reads templates from a folder at run time (`<name>.md`), so prompts can be edited without a rebuild.
public struct PromptLibrary: Sendable {
    public let directory: URL

    /// Templates are `<directory>/<name>.md`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The template `name` (without `.md`), read now.
    public func template(named name: String) throws -> PromptTemplate {
        let url = directory.appendingPathComponent(name + ".md")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw PromptError.missingTemplate(name: name, path: url.path)
        }
        do {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else {
                throw PromptError.unreadable(path: url.path, detail: "not UTF-8 text")
            }
            return PromptTemplate(name: name, text: text)
        } catch let error as PromptError {
            throw error
        } catch {
            throw PromptError.unreadable(path: url.path, detail: error.localizedDescription)
        }
    }
}
