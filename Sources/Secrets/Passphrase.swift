import Crypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A passphrase held in memory that swift-crypto zeroes when it is freed (`SymmetricKey` is
/// backed by `SecureBytes`). Never printed: `description` is redacted.
///
/// Limits: a passphrase that arrived as a Swift `String` (e.g. from `AIRFIT_PASSPHRASE`)
/// also lives in that `String` and in the process environment, which Swift cannot wipe.
/// Passphrases read from a descriptor or a terminal never become a `String`.
public struct Passphrase: Sendable, CustomStringConvertible {
    let secret: SymmetricKey

    /// A passphrase from a string; empty is refused.
    public init(_ string: String) throws(SecretsError) {
        var bytes = Array(string.utf8)
        try self.init(consuming: &bytes)
    }

    /// Takes the bytes and zeroes the caller's buffer; empty is refused.
    public init(consuming bytes: inout [UInt8]) throws(SecretsError) {
        defer { SecureWipe.wipe(&bytes) }
        guard !bytes.isEmpty else { throw .emptyPassphrase }
        secret = SymmetricKey(data: bytes)
    }

    /// Byte count (for tests and validation).
    public var byteCount: Int { secret.bitCount / 8 }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try secret.withUnsafeBytes(body)
    }

    /// Whether two passphrases are the same bytes (compared without early exit).
    func matches(_ other: Passphrase) -> Bool {
        withUnsafeBytes { a in other.withUnsafeBytes { b in SecureWipe.constantTimeEqual(a, b) } }
    }

    /// Redacted.
    public var description: String { "Passphrase(redacted)" }
}

/// Helpers for buffers holding secrets.
enum SecureWipe {
    /// Overwrites every byte of the array's storage with zero, then empties it.
    static func wipe(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress { memsetZero(base, raw.count) }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Zeroes `count` bytes with `explicit_bzero`, which the optimiser may not remove.
    static func memsetZero(_ pointer: UnsafeMutableRawPointer, _ count: Int) {
        #if canImport(Glibc)
        explicit_bzero(pointer, count)
        #else
        _ = memset_s(pointer, count, 0, count)
        #endif
    }

    /// Compares two byte ranges in time independent of where they differ.
    static func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in 0..<a.count { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
