import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Turns what SwiftNIO and AsyncHTTPClient throw into a typed ``LLMError``.
enum TransportError {
    /// - Parameters:
    ///   - fired: the watchdog's reason, if it stopped the call (wins over the cancellation it caused).
    ///   - afterHead: whether the response head had arrived (a break then cuts the stream).
    static func typed(_ error: any Error, provider: String, afterHead: Bool, fired: LLMError?) -> LLMError {
        if let fired { return fired }
        if let error = error as? LLMError { return error }
        if error is CancellationError { return .cancelled }
        if let error = error as? LineTooLong { return .replyLimit(provider: provider, limit: .line(bytes: error.limit)) }
        if let error = error as? HTTPClientError {
            switch error {
            case .cancelled, .requestStreamCancelled: return .cancelled
            case .connectTimeout, .getConnectionFromPoolTimeout: return .timeout(provider: provider, phase: .connect)
            case .tlsHandshakeTimeout: return .connection(provider: provider, message: "the TLS handshake timed out")
            case .httpProxyHandshakeTimeout, .socksHandshakeTimeout:
                return .connection(provider: provider, message: "the proxy did not answer in time")
            case .proxyAuthenticationRequired:
                return .connection(provider: provider, message: "the proxy asks for a login (407); put user:password@ in the proxy URL")
            case .invalidProxyResponse:
                return .connection(provider: provider, message: "the proxy refused to open a tunnel")
            case .remoteConnectionClosed, .readTimeout, .uncleanShutdown:
                return afterHead ? .streamCut(provider: provider)
                    : .connection(provider: provider, message: "the server closed the connection")
            case .alreadyShutdown:
                return .connection(provider: provider, message: "the HTTP client was shut down")
            default:
                return afterHead ? .streamCut(provider: provider) : .connection(provider: provider, message: "\(error)")
            }
        }
        if afterHead { return .streamCut(provider: provider) }
        if let error = error as? IOError { return .connection(provider: provider, message: describe(errno: error.errnoCode)) }
        if let error = error as? ChannelError {
            if case .connectTimeout = error { return .timeout(provider: provider, phase: .connect) }
            return .connection(provider: provider, message: "\(error)")
        }
        if error is HTTPParserError {
            return .malformed(provider: provider, detail: "the server's answer is not HTTP")
        }
        return .connection(provider: provider, message: describe(error))
    }

    /// `connection refused`, `no such host`, ...: errno text in lower case.
    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// A short text for an error NIO reports by type name.
    static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        if let range = text.range(of: "errno: ") ?? text.range(of: "errno "),
           let code = Int32(text[range.upperBound...].prefix { $0.isNumber }) {
            return describe(errno: code)
        }
        if text.contains("NXDOMAIN") || text.contains("dnsA") || text.contains("lookup") {
            return "the host name could not be resolved"
        }
        return TextSanitizer.oneLine(text, limit: 200)
    }
}
