/// Every word and phrase the coach understands, compiled for matching: the entries of the
/// lexicon files (`data/lexicon/*.lexicon`), indexed by their first token, longest first.
///
/// Compiling is one pass over the entries (the phrases were tokenized as they were read); a
/// lookup is one dictionary access per token of a line.
public struct Lexicon: Sendable {
    /// Every entry, in file order. Entries read from their compiled file are decoded when
    /// asked for: matching a line decodes those its tokens start (``entry(_:)``), not all.
    public var entries: [LexiconEntry] { list.all }
    private let list: LazyRecords<LexiconEntry>
    /// Entry indices by the phrase's first token, longest phrase first.
    let byFirstToken: [String: [Int]]
    /// Entry indices by slot.
    let bySlot: [String: [Int]]

    /// The longest phrase, in tokens.
    public var longestPhrase: Int { entries.reduce(1) { max($0, $1.phrase.count) } }

    public init(entries: [LexiconEntry]) {
        list = LazyRecords(entries)
        var first: [String: [Int]] = [:]
        first.reserveCapacity(entries.count)
        var slots: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            first[entry.phrase[0], default: []].append(index)
            for (position, meaning) in entry.meanings.enumerated()
            where !entry.meanings[..<position].contains(where: { $0.slot == meaning.slot }) {
                slots[meaning.slot, default: []].append(index)
            }
        }
        let lengths = entries.map { $0.phrase.count }
        for (token, indices) in first where indices.count > 1 {
            first[token] = indices.sorted { lengths[$0] > lengths[$1] }
        }
        byFirstToken = first
        bySlot = slots
    }

    /// The lexicon of `entries` with the index ``keys`` gave for them (kept compiled: read back,
    /// nothing is hashed twice). `keys` must come from a lexicon of these entries
    /// (``LexiconKey/fit(_:entryCount:)`` tells one that cannot).
    package init(entries: LazyRecords<LexiconEntry>, keys: [LexiconKey]) {
        list = entries
        var first: [String: [Int]] = [:]
        var slots: [String: [Int]] = [:]
        first.reserveCapacity(keys.count)
        for key in keys {
            if key.isSlot { slots[key.key] = key.entries } else { first[key.key] = key.entries }
        }
        byFirstToken = first
        bySlot = slots
    }

    /// Entry `index`, decoded now if it was not yet (one that cannot be, the list damaged past
    /// repair, has no phrase and matches nothing).
    func entry(_ index: Int) -> LexiconEntry { list.record(at: index) ?? Self.nothing }

    private static let nothing = LexiconEntry(phrase: [], meanings: [])

    /// The index, as the keys ``init(entries:keys:)`` takes.
    package var keys: [LexiconKey] {
        byFirstToken.map { LexiconKey(isSlot: false, key: $0.key, entries: $0.value) }
            + bySlot.map { LexiconKey(isSlot: true, key: $0.key, entries: $0.value) }
    }

    /// The lexicon of several files' texts, each named for its messages.
    public init(files: [(name: String, text: String)]) throws(LexiconError) {
        var entries: [LexiconEntry] = []
        for file in files { entries += try LexiconEntry.parse(file.text, file: file.name) }
        self.init(entries: entries)
    }

    /// The entries meaning some value of `slot`.
    public func entries(slot: String) -> [LexiconEntry] {
        (bySlot[slot] ?? []).map { entry($0) }
    }

    /// Every value `slot` takes, in file order, each once.
    public func values(of slot: String) -> [String] {
        var seen = Set<String>()
        return entries(slot: slot).compactMap { $0.value(of: slot) }.filter { seen.insert($0).inserted }
    }

    /// The values of `slot` that `phrase` (as a user would write it) means exactly.
    public func values(of slot: String, for phrase: String) -> [String] {
        let key = Tokenizer.texts(phrase)
        guard let first = key.first else { return [] }
        return (byFirstToken[first] ?? []).map { entry($0) }.filter { $0.phrase == key }.compactMap { $0.value(of: slot) }
    }

    /// The entries whose phrase is exactly `phrase` (as a user would write it) and that give
    /// `slot` a value, whatever their cues: for reading a table's words (a CSV header's names)
    /// outside a line.
    public func entries(named phrase: String, slot: String) -> [LexiconEntry] {
        let key = Tokenizer.texts(phrase)
        guard let first = key.first else { return [] }
        return (byFirstToken[first] ?? []).map { entry($0) }.filter { $0.phrase == key && $0.value(of: slot) != nil }
    }

    /// Whether `word` (one token's text) means some value of `slot` on its own, whatever its cues.
    public func word(_ word: String, means slot: String) -> Bool {
        (byFirstToken[word] ?? []).contains { entry($0).phrase.count == 1 && entry($0).value(of: slot) != nil }
    }

    /// The entries whose phrase starts at `position` of `tokens`, longest first.
    func entries(startingAt position: Int, in texts: [String]) -> [Int] {
        guard let candidates = byFirstToken[texts[position]] else { return [] }
        return candidates.filter { index in
            let phrase = entry(index).phrase
            guard !phrase.isEmpty, position + phrase.count <= texts.count else { return false }
            for offset in 1..<max(phrase.count, 1) where texts[position + offset] != phrase[offset] { return false }
            return true
        }
    }
}

/// One key of a lexicon's index: a first token (or a slot) and its entries' positions, in the
/// order the lexicon keeps them (longest phrase first).
package struct LexiconKey: Sendable, Hashable {
    package let isSlot: Bool
    package let key: String
    package let entries: [Int]

    package init(isSlot: Bool, key: String, entries: [Int]) {
        self.isSlot = isSlot
        self.key = key
        self.entries = entries
    }

    /// Whether `keys` can be the index of `entryCount` entries: each position one of the entries
    /// (a key given twice is only the later one).
    package static func fit(_ keys: [LexiconKey], entryCount: Int) -> Bool {
        keys.allSatisfy { key in key.entries.allSatisfy { (0..<entryCount).contains($0) } }
    }
}
