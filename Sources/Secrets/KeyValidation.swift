/// Rules for an API key given to ``KeyStore/set(_:for:)``.
enum KeyValidation {
    static let maxLength = 4096

    /// The key, or an error: empty, too long, or containing whitespace or control characters.
    static func validated(_ key: String) throws(SecretsError) -> String {
        guard !key.isEmpty else { throw .emptyKey }
        guard key.utf8.count <= maxLength else { throw .invalidKey("longer than \(maxLength) bytes") }
        guard key.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace && $0.value >= 0x20 && $0.value != 0x7F })
        else { throw .invalidKey("it contains spaces or control characters") }
        return key
    }
}
