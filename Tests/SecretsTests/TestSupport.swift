import Foundation
import Synchronization
import Testing
@testable import Secrets

#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under the system temp dir, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("airfit-secrets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The airfit home inside the temporary directory: created by the key file itself (0700).
    var home: String { (path as NSString).appendingPathComponent("home") }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Fast scrypt parameters for tests (the default, logN 18, has its own test).
let fastKDF: KDFParameters = {
    do { return try KDFParameters(logN: 10) } catch { fatalError("logN 10 must be valid") }
}()

func passphrase(_ text: String) throws -> Passphrase { try Passphrase(text) }

func bytes(of path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

func permissions(of path: String) throws -> mode_t {
    var info = stat()
    try #require(stat(path, &info) == 0)
    return info.st_mode & 0o777
}

func directoryNames(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// Expects `body` to throw exactly `expected`.
func expectError<T>(
    _ expected: SecretsError, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(SecretsError) -> T
) {
    do {
        _ = try body()
        Issue.record("expected \(expected), got success", sourceLocation: sourceLocation)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
    }
}

/// Expects the async `body` to throw exactly `expected`.
func expectError<T>(
    _ expected: SecretsError, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws(SecretsError) -> T
) async {
    do {
        _ = try await body()
        Issue.record("expected \(expected), got success", sourceLocation: sourceLocation)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
    }
}

/// A prompter that answers from a script and records the prompts it showed.
final class ScriptedPrompter: PassphrasePrompter {
    private let state: Mutex<(answers: [String], prompts: [String])>

    init(_ answers: [String]) {
        state = Mutex((answers, []))
    }

    var prompts: [String] { state.withLock { $0.prompts } }

    func readSecret(prompt: String) throws(SecretsError) -> [UInt8]? {
        state.withLock { state in
            state.prompts.append(prompt)
            guard !state.answers.isEmpty else { return nil }
            return Array(state.answers.removeFirst().utf8)
        }
    }
}

/// Rewrites the header line of a key file and recomputes its checksum, so that the file
/// passes the damage checks and reaches the field being tested.
func rewriteHeader(_ file: [UInt8], _ transform: (String) -> String) throws -> [UInt8] {
    let newline = try #require(file.firstIndex(of: 0x0A))
    let line = try #require(String(bytes: file[..<newline], encoding: .ascii))
    let fields = String(line[..<(try #require(line.range(of: " sum="))).lowerBound])
    let changed = transform(fields)
    let header = changed + " sum=" + KeyFileHeader.checksum(of: changed)
    return Array(header.utf8) + file[newline...]
}

/// The variables the app passes (from the LLM layer's provider catalog).
let testKeyVariables = [
    "openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY", "gemini": "GEMINI_API_KEY", "ollama": "OLLAMA_API_KEY",
]

/// A store over a key file in `directory` with fast scrypt.
func makeStore(
    _ directory: TemporaryDirectory, environment: [String: String] = [:],
    prompter: (any PassphrasePrompter)? = nil
) -> KeyStore {
    KeyStore(
        file: KeyFile(directory: directory.home, parameters: fastKDF),
        environment: environment, keyVariables: testKeyVariables,
        passphrases: PassphraseSource(environment: environment, prompter: prompter)
    )
}
