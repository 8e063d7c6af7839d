import Foundation
import LLM
import Synchronization

/// A client of our own for `airfit mcp`: starts the binary, writes JSON-RPC requests one per
/// line and reads the answers. Every line the server writes to standard output must be a
/// JSON-RPC message; anything else is recorded in ``strayLines`` (nothing but protocol).
final class MCPStdioClient: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private struct State {
        var nextID = 1
        /// Answers by request id, and who waits for which.
        var answers: [Int: JSONValue] = [:]
        var waiting: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
        var ended = false
        var strayLines: [String] = []
        var notifications: [JSONValue] = []
        var errorText = Data()
    }

    private let input: FileHandle
    private let state = Mutex(State())
    private let exit = AsyncStream<Int32>.makeStream()
    private let errorsRead = AsyncStream<Void>.makeStream()
    /// The server's process (kept so that its termination handler runs).
    private let process: Process
    /// The server's process id.
    let pid: Int32

    /// Starts `airfit mcp` with `arguments` after `mcp`, and `HOME` at `home`, in `home` as an
    /// assistant would (not in the package, so the server must find its data from its binary).
    init(home: URL, arguments: [String] = [], environment: [String: String] = [:]) throws {
        process = Process()
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = ["mcp", "--home", home.path] + arguments
        process.currentDirectoryURL = home
        var env = ["HOME": home.path, "LANG": "C.UTF-8", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let exit = self.exit
        process.terminationHandler = { exit.continuation.yield($0.terminationStatus); exit.continuation.finish() }
        try process.run()
        pid = process.processIdentifier
        self.input = input.fileHandleForWriting
        let outputHandle = output.fileHandleForReading, errorHandle = errors.fileHandleForReading
        Thread { [self] in readLines(outputHandle) }.start()
        let errorsRead = self.errorsRead
        Thread { [self] in
            let data = errorHandle.readDataToEndOfFile()
            state.withLock { $0.errorText = data }
            errorsRead.continuation.finish()
        }.start()
    }

    /// What the server wrote to standard error (complete once ``finish()`` returned).
    var standardError: String { state.withLock { String(decoding: $0.errorText, as: UTF8.self) } }
    /// Standard output lines that were not JSON-RPC messages.
    var strayLines: [String] { state.withLock { $0.strayLines } }
    /// Notifications and requests from the server.
    var notifications: [JSONValue] { state.withLock { $0.notifications } }

    /// Sends a request and returns its whole answer (`result` or `error`).
    func request(_ method: String, _ params: JSONValue = [:]) async throws -> JSONValue {
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try send(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params])
        return try await answer(id)
    }

    /// The `result` of a request; fails with the error's message when it has none.
    func result(_ method: String, _ params: JSONValue = [:]) async throws -> JSONValue {
        let answer = try await request(method, params)
        guard let result = answer["result"] else { throw Failure("\(method) failed: \(answer.jsonString)") }
        return result
    }

    /// The handshake: `initialize` at `revision`, then `notifications/initialized`.
    @discardableResult
    func initialize(revision: String = "2025-06-18") async throws -> JSONValue {
        let result = try await result("initialize", [
            "protocolVersion": .string(revision), "capabilities": [:],
            "clientInfo": ["name": "airfit-tests", "version": "1.0"],
        ])
        try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return result
    }

    /// Calls a tool; returns its result (`content`, `isError`, `structuredContent`).
    func call(_ tool: String, _ arguments: JSONValue = [:]) async throws -> JSONValue {
        try await result("tools/call", ["name": .string(tool), "arguments": arguments])
    }

    /// Writes one message (or any text) as a line.
    func send(_ message: JSONValue) throws { try sendLine(message.jsonString) }

    func sendLine(_ line: String) throws {
        try input.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes the server's input and returns its exit status.
    func finish() async throws -> Int32 {
        try input.close()
        var status: Int32 = -1
        for await code in exit.stream { status = code }
        for await _ in errorsRead.stream {}
        return status
    }

    /// Waits for the answer to request `id`.
    /// A test that runs out of time (its suite's time limit) stops waiting.
    func answer(_ id: Int) async throws -> JSONValue {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready: Result<JSONValue, any Error>? = state.withLock { state in
                    if let answer = state.answers.removeValue(forKey: id) { return .success(answer) }
                    if state.ended { return .failure(Failure("the server ended before answering request \(id)")) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waiting[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: Failure("no answer to request \(id)"))
        }
    }

    private func readLines(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                received(line)
            }
        }
        if !pending.isEmpty { received(String(decoding: pending, as: UTF8.self)) }
        let orphans = state.withLock { state -> [CheckedContinuation<JSONValue, any Error>] in
            state.ended = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in orphans { continuation.resume(throwing: Failure("the server ended before answering")) }
    }

    private func received(_ line: String) {
        guard let message = try? JSONValue(parsing: line), message["jsonrpc"]?.stringValue == "2.0" else {
            // Not protocol: the test fails now rather than wait for an answer that broke.
            let waiting = state.withLock { state in
                state.strayLines.append(line)
                defer { state.waiting = [:] }
                return Array(state.waiting.values)
            }
            for continuation in waiting { continuation.resume(throwing: Failure("stdout had a line that is not JSON-RPC: \(line.prefix(200))")) }
            return
        }
        guard let id = message["id"]?.numberValue.map(Int.init), message["method"] == nil else {
            state.withLock { $0.notifications.append(message) }
            return
        }
        let continuation = state.withLock { state -> CheckedContinuation<JSONValue, any Error>? in
            if let continuation = state.waiting.removeValue(forKey: id) { return continuation }
            state.answers[id] = message
            return nil
        }
        continuation?.resume(returning: message)
    }
}

