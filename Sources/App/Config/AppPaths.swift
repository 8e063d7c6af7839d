import Foundation

/// Where the program keeps its files.
///
/// With `--home DIR` (or `AIRFIT_HOME`) everything lives under DIR; otherwise the XDG
/// locations: configuration in `$XDG_CONFIG_HOME/airfit` (default `~/.config/airfit`),
/// data in `$XDG_DATA_HOME/airfit` (default `~/.local/share/airfit`).
public struct AppPaths: Sendable, Equatable {
    /// Holds `config.json` and `keys.enc`.
    public let configDirectory: URL
    /// Holds the database and the REPL history.
    public let dataDirectory: URL

    public var configFile: URL { configDirectory.appendingPathComponent("config.json") }
    public var keyFile: URL { configDirectory.appendingPathComponent("keys.enc") }
    public var database: URL { dataDirectory.appendingPathComponent("airfit.sqlite") }
    public var historyFile: URL { dataDirectory.appendingPathComponent("history") }

    public init(configDirectory: URL, dataDirectory: URL) {
        self.configDirectory = configDirectory
        self.dataDirectory = dataDirectory
    }

    /// Resolves the folders from `--home`, then `AIRFIT_HOME`, then the XDG variables.
    public static func resolve(home: String?, environment: [String: String]) -> AppPaths {
        if let home = home ?? environment["AIRFIT_HOME"], !home.isEmpty {
            let url = URL(fileURLWithPath: expand(home, environment), isDirectory: true).standardizedFileURL
            return AppPaths(configDirectory: url, dataDirectory: url)
        }
        let userHome = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? userHome + "/.config"
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? userHome + "/.local/share"
        return AppPaths(
            configDirectory: URL(fileURLWithPath: config, isDirectory: true).appendingPathComponent("airfit"),
            dataDirectory: URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("airfit"))
    }

    /// Creates both folders (0700) if they are missing.
    public func createDirectories() throws {
        for directory in Set([configDirectory, dataDirectory]) {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
    }

    private static func expand(_ path: String, _ environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst()
    }
}
