import Foundation
import LLM
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A request as the fake server received it.
struct RecordedRequest: Sendable {
    var method: String
    /// Path with query, as on the request line.
    var target: String
    /// Header fields with lower-cased names.
    var headers: [String: String]
    var body: Data

    var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }
    var query: String { target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? "" }
    var json: JSONValue? { try? JSONDecoder().decode(JSONValue.self, from: body) }
}

/// One step of a scripted response body.
enum ResponseStep: Sendable {
    /// Send these bytes (one chunk in chunked framing).
    case send([UInt8])
    /// Wait before the next step (simulates a slow server).
    case pause(Duration)
    /// Close the connection now, without ending the body properly.
    case cut
    /// Block until the client closes the connection, then report it.
    case awaitClientClose
}

/// A scripted response.
struct FakeResponse: Sendable {
    enum Framing: Sendable { case chunked, close, contentLength }

    var status: Int
    var headers: [(String, String)]
    var steps: [ResponseStep]
    var framing: Framing
    /// Silence before the status line (slow first byte).
    var delayBeforeHead: Duration?

    init(status: Int = 200, headers: [(String, String)] = [], steps: [ResponseStep], framing: Framing = .chunked,
         delayBeforeHead: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.steps = steps
        self.framing = framing
        self.delayBeforeHead = delayBeforeHead
    }

    /// A whole JSON body with Content-Length.
    static func json(status: Int, _ text: String, headers: [(String, String)] = []) -> FakeResponse {
        FakeResponse(status: status, headers: [("Content-Type", "application/json")] + headers,
                     steps: [.send(Array(text.utf8))], framing: .contentLength)
    }

    /// A stream of `chunks`, each sent as its own chunk.
    static func stream(_ chunks: [String], contentType: String, framing: Framing = .chunked) -> FakeResponse {
        FakeResponse(headers: [("Content-Type", contentType)], steps: chunks.map { .send(Array($0.utf8)) }, framing: framing)
    }
}

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, over POSIX sockets and
/// one thread per connection. It records requests, answers each with a scripted
/// response (chunked, close-delimited or fixed length, with pauses and cuts) and
/// reports when a client closes a connection it was told to watch.
final class LoopbackServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (RecordedRequest) -> FakeResponse
    private let recorded = Mutex<[RecordedRequest]>([])
    private let accepted = Mutex(0)
    private let closeSignal: AsyncStream<Void>.Continuation
    /// One element each time a client closed a connection held by `.awaitClientClose`.
    let clientCloses: AsyncStream<Void>

    init(handler: @escaping @Sendable (RecordedRequest) -> FakeResponse) throws {
        self.handler = handler
        (clientCloses, closeSignal) = AsyncStream<Void>.makeStream()
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// `http://127.0.0.1:PORT` plus `path`.
    func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request received so far.
    var requests: [RecordedRequest] { recorded.withLock { $0 } }

    /// How many connections were accepted so far.
    var acceptedConnections: Int { accepted.withLock { $0 } }

    /// Stops accepting connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            accepted.withLock { $0 += 1 }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        var reader = SocketReader(fd: fd)
        defer { close(fd) }
        while let request = reader.readRequest() {
            recorded.withLock { $0.append(request) }
            let response = handler(request)
            if !write(response, to: fd) { return }
        }
    }

    /// Writes `response`; false when the connection must not be reused.
    private func write(_ response: FakeResponse, to fd: Int32) -> Bool {
        if let delay = response.delayBeforeHead { Thread.sleep(forTimeInterval: Self.seconds(delay)) }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        switch response.framing {
        case .chunked: head += "Transfer-Encoding: chunked\r\n"
        case .close: head += "Connection: close\r\n"
        case .contentLength:
            let total = response.steps.reduce(0) { sum, step in
                if case .send(let bytes) = step { sum + bytes.count } else { sum }
            }
            head += "Content-Length: \(total)\r\n"
        }
        head += "\r\n"
        guard sendAll(fd, Array(head.utf8)) else { return false }
        for step in response.steps {
            switch step {
            case .send(let bytes):
                let framed = response.framing == .chunked
                    ? Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Array("\r\n".utf8)
                    : bytes
                guard sendAll(fd, framed) else { return false }
            case .pause(let duration):
                Thread.sleep(forTimeInterval: Self.seconds(duration))
            case .cut:
                return false
            case .awaitClientClose:
                var byte: UInt8 = 0
                while recv(fd, &byte, 1, 0) > 0 {}
                closeSignal.yield()
                return false
            }
        }
        switch response.framing {
        case .chunked: return sendAll(fd, Array("0\r\n\r\n".utf8))
        case .close: return false
        case .contentLength: return true
        }
    }

    private func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 529: "Overloaded"
        default: "Status"
        }
    }
}

/// Reads HTTP/1.1 requests (Content-Length bodies) from a socket.
private struct SocketReader {
    let fd: Int32
    var buffer: [UInt8] = []

    init(fd: Int32) {
        self.fd = fd
    }

    mutating func readRequest() -> RecordedRequest? {
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            headEnd = find(separator)
            if headEnd == nil, !fill() { return nil }
        }
        guard let end = headEnd else { return nil }
        let headText = String(decoding: buffer[0..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            if !fill() { return nil }
        }
        let body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return RecordedRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private func find(_ pattern: [UInt8]) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        for index in 0...(buffer.count - pattern.count) where buffer[index..<(index + pattern.count)].elementsEqual(pattern) {
            return index
        }
        return nil
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }
}
