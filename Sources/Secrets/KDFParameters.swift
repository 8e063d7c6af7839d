/// scrypt cost parameters. The file records them; the reader uses what the file says, within
/// limits: a header anyone can forge (its checksum is public) must not make a reader spend
/// gigabytes or minutes before the passphrase is even checked.
public struct KDFParameters: Sendable, Hashable {
    /// The largest accepted logN, on read and on write (2^20 × 128 × r 8 is 1 GiB of memory).
    public static let maxLogN = 20
    /// The only accepted block size (the value every scrypt user writes).
    public static let requiredR = 8
    /// The largest accepted parallelism.
    public static let maxP = 4
    /// The most work accepted, N × p: 2^20, four times the default's.
    public static let maxWork = 1 << 20
    /// The default for new files: logN 18, r 8, p 1 (256 MiB, about a second).
    public static let `default` = KDFParameters(uncheckedLogN: 18, r: 8, p: 1)
    /// The accepted range, as the error messages state it.
    static let limits = "logN 1...\(maxLogN), r \(requiredR), p 1...\(maxP), N × p at most 2^20 (1 GiB of memory)"

    /// log2 of scrypt's N (cost).
    public let logN: Int
    /// scrypt block size.
    public let r: Int
    /// scrypt parallelism.
    public let p: Int

    /// Validated parameters: logN 1...20, r 8, p 1...4, and N × p at most 2^20, so memory
    /// (128 × r × N × p bytes, as swift-crypto reserves it) stays at or under 1 GiB and work
    /// at or under four times the default. Tests may use a low logN for speed.
    public init(logN: Int, r: Int = 8, p: Int = 1) throws(SecretsError) {
        let asked = Self.describe(logN: logN, r: r, p: p)
        guard logN >= 1, (1...Self.maxP).contains(p), r == Self.requiredR,
              logN <= Self.maxLogN, (1 << logN) * p <= Self.maxWork
        else { throw .kdfRefused(path: nil, detail: asked) }
        self.init(uncheckedLogN: logN, r: r, p: p)
    }

    private init(uncheckedLogN logN: Int, r: Int, p: Int) {
        self.logN = logN
        self.r = r
        self.p = p
    }

    /// scrypt's N = 2^logN.
    public var n: Int { 1 << logN }

    /// "logN 22 r 16 p 16 (64 GiB)": the parameters and the memory they would reserve.
    static func describe(logN: Int, r: Int, p: Int) -> String {
        let text = "logN \(logN) r \(r) p \(p)"
        guard (0...40).contains(logN), (0...1 << 16).contains(r), (0...1 << 16).contains(p) else { return text }
        let bytes = Double(128) * Double(r) * Double(p) * Double(1 << logN)
        let kib = bytes / 1024
        let size = switch kib {
        case ..<1024: "\(Int(kib.rounded())) KiB"
        case ..<1_048_576: "\(Int((kib / 1024).rounded())) MiB"
        default: "\(Int((kib / 1_048_576).rounded())) GiB"
        }
        return text + " (\(size))"
    }
}
