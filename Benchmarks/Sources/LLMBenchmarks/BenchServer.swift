import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A one-connection-at-a-time HTTP/1.1 server on 127.0.0.1 for the benchmarks: it reads
/// a request, sends chunked headers, then hands the socket to `respond`.
final class BenchServer: Sendable {
    let port: UInt16
    private let listener: Int32

    init(respond: @escaping @Sendable (Int32) -> Void) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        listen(fd, 16)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
        Thread {
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 { return }
                var one: Int32 = 1
                setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
                Thread {
                    Self.readRequest(client)
                    Self.send(client, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
                    respond(client)
                    close(client)
                }.start()
            }
        }.start()
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Sends `text` as one HTTP chunk.
    static func sendChunk(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        send(fd, String(bytes.count, radix: 16) + "\r\n" + text + "\r\n")
    }

    static func send(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private static func readRequest(_ fd: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            received += buffer[0..<count]
            if let text = String(bytes: received, encoding: .utf8), let range = text.range(of: "\r\n\r\n") {
                let head = text[..<range.lowerBound].lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.count - text[..<range.upperBound].utf8.count >= length { return }
            }
        }
    }
}
