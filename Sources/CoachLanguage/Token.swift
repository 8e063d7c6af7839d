/// One piece of a line as the ``Tokenizer`` cut it: a word, a number or a symbol.
///
/// Every part of the coach that reads words reads these, and the lexicon's phrases are cut by
/// the same tokenizer, so a phrase matches a line exactly when their tokens agree.
public struct Token: Sendable, Hashable {
    /// What a token is.
    public enum Kind: Sendable, Hashable {
        /// Letters (apostrophes dropped: "didn't" is `didnt`).
        case word
        /// Digits, a decimal point, a fraction ("1/2", "½"), thousands separators dropped.
        case number
        /// One character of punctuation or a sign: `,` `.` `?` `-` `%` `@` `:` `/` ...
        case symbol
    }

    public let kind: Kind
    /// The normalised text: lowercased, typographic quotes made plain, apostrophes dropped. For a
    /// number, its digits as written (`1.5`, `1/2`, `1200` for `1,200`).
    public let text: String
    /// The value of a number.
    public let number: Double?
    /// Where it was in the line (for the user's own casing and words).
    public let range: Range<String.Index>
    /// Whether it touches the token before it, with no space between ("kg" in "82kg", "x" and
    /// "5" in "5x5", "ups" in "pull-ups", "," after a word).
    public let isAttached: Bool

    public init(kind: Kind, text: String, number: Double? = nil, range: Range<String.Index>, isAttached: Bool) {
        self.kind = kind
        self.text = text
        self.number = number
        self.range = range
        self.isAttached = isAttached
    }

    /// Whether it is the symbol `character`.
    public func isSymbol(_ character: Character) -> Bool {
        kind == .symbol && text.count == 1 && text.first == character
    }

    /// Whether it is a whole number written in digits.
    public var isInteger: Bool {
        guard kind == .number, let number else { return false }
        return number == number.rounded() && !text.contains(".") && !text.contains("/")
    }
}
