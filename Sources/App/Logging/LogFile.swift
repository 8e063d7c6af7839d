import Foundation
import Logging
import Synchronization

/// `airfit.log` in the data folder: created 0600, appended to, one `write` per line so
/// two processes never interleave inside a line.
final class LogFile: Sendable {
    /// The file's path.
    let path: String
    private let descriptor: Mutex<Int32>

    /// Opens (or creates, mode 0600) the file at `path` for appending.
    init(path: String) throws {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw LogFileError(path: path, reason: String(cString: strerror(errno))) }
        self.path = path
        descriptor = Mutex(fd)
    }

    deinit {
        descriptor.withLock { fd in
            if fd >= 0 { close(fd) }
        }
    }

    /// Appends `line` and a newline.
    func append(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        descriptor.withLock { fd in
            guard fd >= 0 else { return }
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
    }
}

/// The log file could not be opened.
struct LogFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot open the log file \(path): \(reason)" }
}

/// A swift-log handler that writes to a ``LogFile``: `2026-11-24T07:30:22.123Z info airfit.http: request provider=openai`.
/// What reaches it is what the HTTP client and the orchestrator log: events, providers,
/// URLs (passwords masked), statuses and errors, never headers, bodies, keys or passphrases.
struct FileLogHandler: LogHandler {
    let label: String
    let file: LogFile
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let stamp = Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        let text = "\(stamp) \(event.level) \(label): \(event.message)" + (fields.isEmpty ? "" : " " + fields)
        file.append(text.replacingOccurrences(of: "\n", with: " "))
    }
}
