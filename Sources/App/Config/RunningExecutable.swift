import Foundation

/// The binary this process runs.
enum RunningExecutable {
    /// Its path, links resolved (`/proc/self/exe`); else its name as run, made absolute.
    /// Not `argv[0]` alone: a binary started through `PATH` (an assistant's `airfit mcp`, or
    /// `airfit-mcp`, which it runs) gets only its name there.
    static var path: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let name = CommandLine.arguments.first ?? "airfit"
        return URL(fileURLWithPath: name).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
