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

    /// Creates both folders (0700) if they are missing, and checks that they can be used.
    /// - Throws: ``FolderError``, naming the folder and the reason in the user's words.
    public func createDirectories() throws(FolderError) {
        for directory in Set([configDirectory, dataDirectory]).sorted(by: { $0.path < $1.path }) {
            try Self.prepare(directory.path)
        }
    }

    private static func prepare(_ path: String) throws(FolderError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FolderError(path: path, reason: "it is a file, not a folder") }
            guard access(path, R_OK | W_OK | X_OK) == 0 else {
                throw FolderError(path: path, reason: "no permission to read and write in it")
            }
            return
        }
        guard errno == ENOENT || errno == ENOTDIR else { throw FolderError(path: path, reason: String(cString: strerror(errno))) }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, stat(parent, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
            if stat(parent, &info) == 0 {
                throw FolderError(path: path, reason: "\(parent) is a file, not a folder")
            }
            try prepare(parent)
        }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            let reason = errno == EACCES ? "no permission to create it" : String(cString: strerror(errno))
            throw FolderError(path: path, reason: reason)
        }
    }

    private static func expand(_ path: String, _ environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst()
    }
}

/// A folder airfit cannot use: one line with the path and the reason.
public struct FolderError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String {
        "cannot use \(path) for airfit's files: \(reason) (choose another with --home DIR)"
    }
}
