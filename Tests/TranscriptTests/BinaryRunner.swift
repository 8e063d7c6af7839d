import Foundation

/// Runs the built `airfit` binary with input on a pipe and output and errors merged on
/// another, as a person piping a script into it would see them.
enum BinaryRunner {
    struct Result {
        var output: String
        var status: Int32
    }

    /// The `airfit` binary: `AIRFIT_BIN`, else the one built next to this test bundle.
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["AIRFIT_BIN"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("airfit"))
        }
        let root = packageRoot
        candidates.append(root.appendingPathComponent(".build/debug/airfit"))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw TranscriptError("airfit binary not found (looked at \(candidates.map(\.path))); run `swift build` first")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `arguments` with `input` lines on stdin, in `environment` only (plus PATH).
    static func run(arguments: [String], input: [String], environment: [String: String], timeout: Duration = .seconds(60)) async throws -> Result {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        let stdin = Pipe(), output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        let exited = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { exited.continuation.yield($0.terminationStatus); exited.continuation.finish() }
        try process.run()
        let inputText = input.map { $0 + "\n" }.joined()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(inputText.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let collected = AsyncStream<Data>.makeStream()
        Thread {
            collected.continuation.yield(output.fileHandleForReading.readDataToEndOfFile())
            collected.continuation.finish()
        }.start()
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            process.terminate()
        }
        var data = Data()
        for await chunk in collected.stream { data.append(chunk) }
        var status: Int32 = -1
        for await code in exited.stream { status = code }
        watchdog.cancel()
        return Result(output: String(decoding: data, as: UTF8.self), status: status)
    }
}
