import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `HTTPS_PROXY` is honoured: with it set, a request to a provider's https URL arrives at the
/// proxy as `CONNECT host:443`. The proxy here is a loopback listener that records the
/// request line and closes; nothing leaves the machine.
struct ProxyTests {
    @Test func httpsProxyCarriesProviderRequests() async throws {
        let proxy = try RecordingListener()
        defer { proxy.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-proxy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }

        let result = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--provider", "anthropic"],
            input: ["hello"],
            // A host under .invalid never resolves, so even a regression sends nothing out.
            environment: ["HOME": home.path, "LANG": "C.UTF-8", "ANTHROPIC_API_KEY": "sk-ant-test-0000",
                          "ANTHROPIC_BASE_URL": "https://api.airfit-test.invalid",
                          "HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
        let first = try #require(proxy.requestLines.first, "nothing reached the proxy; output: \(result.output)")
        #expect(first.hasPrefix("CONNECT api.airfit-test.invalid:443 "), "\(first)")
        #expect(result.output.contains("error:"), "the refused tunnel is reported: \(result.output)")
        #expect(result.status == 1, "the REPL goes on to the end of its input, and its status says a message failed")
    }
}

/// A TCP listener on 127.0.0.1 that records the first line of each connection and closes it.
final class RecordingListener: Sendable {
    let port: UInt16
    private let socketFD: Int32
    private let lines = Mutex<[String]>([])

    var requestLines: [String] { lines.withLock { $0 } }

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TranscriptError("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw TranscriptError("bind/listen failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        socketFD = fd
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 { return }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(client, &buffer, buffer.count)
                if count > 0 {
                    let text = String(decoding: buffer[..<count], as: UTF8.self)
                    let line = text.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? text
                    self.lines.withLock { $0.append(line) }
                }
                close(client)
            }
        }
    }

    func stop() {
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }
}
