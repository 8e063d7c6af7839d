import Foundation
import Testing

/// The composition root (`Sources/App/Modules`) is the only code that knows the container;
/// of the commands, only the ones that inspect it (`:container`, `:graph`, `:swap`, ...) see it,
/// through `ContainerAccess`. Everything else receives its dependencies.
@Suite("Only the composition root knows the container")
struct ContainerBoundaryTests {
    static let appSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/App")
    static let allowed = ["Modules/", "Commands/ContainerCommands.swift", "Commands/ContainerListing.swift"]

    /// Lines of code (not comments) that use the container: its type, resolving from it or a
    /// scope, opening a scope, building the app's container, or the inspection handle.
    static func uses(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let code = line.drop { $0 == " " }
            guard !code.hasPrefix("//"), line.contains("ontainer") || line.contains("scope.") else { return false }
            return line.contains(/\bContainer\b|\b(container|scope)\.(resolve|makeScope|registrations|binding|alternatives)\(|AppModules\.container\(|ContainerAccess/)
        }.map(String.init)
    }

    @Test("no file outside Modules and the inspection commands uses the container")
    func boundary() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.appSources.path)
            .filter { $0.hasSuffix(".swift") }
        var inRoot = 0
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.appSources.appendingPathComponent(file), encoding: .utf8)
            let found = Self.uses(in: text)
            if Self.allowed.contains(where: { file.hasPrefix($0) }) {
                inRoot += found.count
            } else {
                offenders += found.map { "\(file): \($0.trimmingCharacters(in: .whitespaces))" }
            }
        }
        #expect(offenders.isEmpty, "the container used outside the composition root:\n\(offenders.joined(separator: "\n"))")
        // The scan must see the root's own uses, or a broken pattern would pass anything.
        #expect(inRoot > 10)
    }

    @Test("the scan recognises a use and ignores comments and look-alikes")
    func pattern() {
        #expect(Self.uses(in: "let x = try await container.resolve(KeyStore.self)").count == 1)
        #expect(Self.uses(in: "init(container: Container) {").count == 1)
        #expect(Self.uses(in: "    /// the Container does this").isEmpty)
        #expect(Self.uses(in: "AppPaths.resolve(home: home)").isEmpty)
    }
}
