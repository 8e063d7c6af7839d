import Foundation

/// Finds the folder that holds `data/` and `Prompts/`, which the program reads at run time:
/// `AIRFIT_RESOURCES`, else the package folder above the running executable (a `swift build`
/// tree), else the current folder, else `/usr/local/share/airfit` and `/usr/share/airfit`.
public enum ResourceLocator {
    /// The resource root, or an error listing where it looked; `executable` is the running one
    /// unless given.
    public static func root(environment: [String: String], executable: URL? = nil) throws -> URL {
        var candidates: [URL] = []
        if let explicit = environment["AIRFIT_RESOURCES"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        var directory = (executable ?? URL(fileURLWithPath: RunningExecutable.path)).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        candidates.append(URL(fileURLWithPath: "/usr/local/share/airfit", isDirectory: true))
        candidates.append(URL(fileURLWithPath: "/usr/share/airfit", isDirectory: true))
        for candidate in candidates where isResourceRoot(candidate) {
            return candidate.standardizedFileURL
        }
        throw ResourceLookupError(searched: candidates.map(\.path))
    }

    static func isResourceRoot(_ url: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: url.appendingPathComponent("data/models.json").path)
            && manager.fileExists(atPath: url.appendingPathComponent("Prompts").path)
    }
}

/// The data and prompt files were not found.
public struct ResourceLookupError: Error, CustomStringConvertible {
    public let searched: [String]
    public var description: String {
        "cannot find airfit's data/ and Prompts/ folders; set AIRFIT_RESOURCES to the folder that holds them"
    }
}

/// The folder holding `data/` and `Prompts/`, as resolved at start.
public struct AppResources: Sendable {
    public let root: URL
    public var modelsFile: URL { root.appendingPathComponent("data/models.json") }
}
