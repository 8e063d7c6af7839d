import Foundation
import Logging

/// The program's log: off unless `--log-level LEVEL` or `AIRFIT_LOG=LEVEL` asks for it, then
/// `airfit.log` in the data folder (0600). The HTTP client logs requests, statuses and
/// failures; the orchestrator its retries, fallbacks, cooldowns and trims.
package struct AppLog: Sendable {
    /// The file written to, if logging is on.
    let path: String?
    /// Why logging is off although it was asked for (a bad level, a file that cannot open).
    let problem: String?
    private let file: LogFile?
    private let level: Logger.Level

    /// No log.
    static let off = AppLog(path: nil, problem: nil, file: nil, level: .critical)

    private init(path: String?, problem: String?, file: LogFile?, level: Logger.Level) {
        self.path = path
        self.problem = problem
        self.file = file
        self.level = level
    }

    /// The log `levelText` asks for (nil: off), in `directory`. Never throws: a bad level or
    /// a file that cannot be opened leaves logging off, with the reason in ``problem``.
    static func open(levelText: String?, directory: URL) -> AppLog {
        guard let levelText, !levelText.isEmpty else { return .off }
        do {
            guard let level = try level(levelText) else { return .off }
            let path = directory.appendingPathComponent("airfit.log").path
            return AppLog(path: path, problem: nil, file: try LogFile(path: path), level: level)
        } catch {
            return AppLog(path: nil, problem: "\(error); not logging", file: nil, level: .critical)
        }
    }

    /// A logger named `label` (`airfit.http`) that writes to the file, or nowhere.
    func logger(_ label: String) -> Logger {
        guard let file else { return Logger(label: label, factory: { _ in SwiftLogNoOpLogHandler() }) }
        let level = self.level
        return Logger(label: label, factory: { label in FileLogHandler(label: label, file: file, logLevel: level) })
    }

    /// Reads a level: `trace`, `debug`, `info`, `notice`, `warning`, `error`, `critical`, or
    /// `off` (nil). Throws a one-line error for anything else.
    package static func level(_ text: String) throws -> Logger.Level? {
        let lowered = text.lowercased()
        if lowered == "off" || lowered == "none" { return nil }
        guard let level = Logger.Level(rawValue: lowered) else {
            throw LogLevelError(text: text)
        }
        return level
    }
}

/// An unknown log level.
struct LogLevelError: Error, CustomStringConvertible {
    let text: String
    var description: String {
        "unknown log level \"\(text)\"; use trace, debug, info, notice, warning, error, critical or off"
    }
}
