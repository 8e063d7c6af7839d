import DI
import Foundation
import LLM

/// What must hold before the REPL starts: usable folders, a routing the command line did not
/// break, a readable `--script`. Each failure is one line in the user's words (no container
/// wording, no Foundation error domains), and the program stops with status 2.
enum StartupCheck {
    /// A start-up problem that is not another type's error.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ container: Container, options: AppOptions) async throws {
        _ = try await container.resolve(AppPaths.self)
        _ = try await container.resolve(RoutingTable.self)
        if let script = options.script {
            guard FileManager.default.fileExists(atPath: script) else {
                throw Problem(description: "--script \(script): there is no such file")
            }
            _ = try ScriptedProvider(contentsOf: script)
        }
    }

    /// The line to print: a factory's own error rather than the container's wrapping of it.
    static func line(for error: any Error) -> String {
        if case ResolutionError.factoryFailed(_, _, let underlying) = error { return line(for: underlying) }
        return ErrorText.line(for: error)
    }
}
