extension String {
    /// The text with its first character lowercased ("Protein" -> "protein"): where a sentence
    /// of its own is put inside another.
    package var lowercasingFirst: String { prefix(1).lowercased() + String(dropFirst()) }

    /// The text with its first character uppercased: where a piece starts a sentence.
    package var uppercasingFirst: String { prefix(1).uppercased() + String(dropFirst()) }
}
