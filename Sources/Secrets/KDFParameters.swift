/// scrypt cost parameters. The file records them; the reader uses what the file says.
public struct KDFParameters: Sendable, Hashable {
    /// The largest accepted logN, on read and on write (2^22 × r 8 is 4 GiB of memory).
    public static let maxLogN = 22
    /// The default for new files: logN 18, r 8, p 1 (256 MiB, about a second).
    public static let `default` = KDFParameters(uncheckedLogN: 18, r: 8, p: 1)

    /// log2 of scrypt's N (cost).
    public let logN: Int
    /// scrypt block size.
    public let r: Int
    /// scrypt parallelism.
    public let p: Int

    /// Validated parameters: logN 1...22, r 1...16, p 1...16. Tests may use a low logN for speed.
    /// (r is capped at 16 because swift-crypto sizes scrypt's memory limit as 128·N·r·p plus
    /// one page, which BoringSSL finds too small for r > 16 at p = 1.)
    public init(logN: Int, r: Int = 8, p: Int = 1) throws(SecretsError) {
        guard logN <= Self.maxLogN else { throw .kdfTooExpensive(logN: logN) }
        guard logN >= 1 else { throw .invalidKDFParameters("logN \(logN) must be at least 1") }
        guard (1...16).contains(r) else { throw .invalidKDFParameters("r \(r) must be 1...16") }
        guard (1...16).contains(p) else { throw .invalidKDFParameters("p \(p) must be 1...16") }
        self.init(uncheckedLogN: logN, r: r, p: p)
    }

    private init(uncheckedLogN logN: Int, r: Int, p: Int) {
        self.logN = logN
        self.r = r
        self.p = p
    }

    /// scrypt's N = 2^logN.
    public var n: Int { 1 << logN }
}
