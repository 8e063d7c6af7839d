/// URLs as they may be shown or logged: the password of a `user:password@` part is masked.
public enum URLRedaction {
    /// `http://user:***@host/v1` for `http://user:secret@host/v1`; a user part without a
    /// password (it may be a token) becomes `***@`. Text without one is returned as it is.
    public static func redacted(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let authorityStart = schemeEnd.upperBound
        let rest = text[authorityStart...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return text }
        let userInfo = authority[..<at]
        let masked = userInfo.firstIndex(of: ":").map { "\(userInfo[..<$0]):***" } ?? "***"
        return String(text[..<authorityStart]) + masked + String(text[at...])
    }
}
