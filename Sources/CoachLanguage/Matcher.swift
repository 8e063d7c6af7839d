/// A lexicon phrase found in a line: which tokens it covers and what it means there.
public struct Span: Sendable, Hashable {
    /// The tokens it covers.
    public let range: Range<Int>
    /// The lexicon line it matched.
    public let entry: LexiconEntry
    /// A negation came just before it in its clause, and its entry is negatable.
    public let negated: Bool

    public init(range: Range<Int>, entry: LexiconEntry, negated: Bool = false) {
        self.range = range
        self.entry = entry
        self.negated = negated
    }

    /// The value it gives `slot`, when it gives one.
    public func value(of slot: String) -> String? { entry.value(of: slot) }
    public var strength: Int { entry.strength }
}

/// The one matcher: every lexicon phrase in a line, then the entries' conditions (clause
/// start, whole line, cues) and negation applied. Slots it reads itself: `clause` (what ends a
/// clause), `opener` (words a clause may start with before its first real word: "ok", "so"),
/// `negation`.
public struct Matcher: Sendable {
    public let lexicon: Lexicon
    /// How many tokens may stand between a negation and what it negates.
    static let negationReach = 3

    public init(lexicon: Lexicon) { self.lexicon = lexicon }

    /// The spans of `tokens`, ordered by start, longer first. `context`: cues the reader brings
    /// (the field just asked about), which satisfy entries' cues as a span in the line would.
    public func spans(in tokens: [Token], context: [Meaning] = []) -> [Span] {
        let texts = tokens.map(\.text)
        var raw: [(range: Range<Int>, entry: Int)] = []
        for position in texts.indices {
            for index in lexicon.entries(startingAt: position, in: texts) {
                raw.append((position..<(position + lexicon.entry(index).phrase.count), index))
            }
        }
        let starts = clauseStarts(raw, count: texts.count)
        let boundaries = Set(raw.filter { lexicon.entry($0.entry).value(of: "clause") != nil }.flatMap { Array($0.range) })
        // Where negations end: a negatable match looks back over its reach only.
        var negationEnds = Array(repeating: false, count: texts.count + 1)
        for match in raw where lexicon.entry(match.entry).value(of: "negation") != nil { negationEnds[match.range.upperBound] = true }
        // The matches giving each slot a value, in line order: a cue looks only at its slot's.
        var bySlot: [String: [Int]] = [:]
        for (number, match) in raw.enumerated() {
            for meaning in lexicon.entry(match.entry).meanings { bySlot[meaning.slot, default: []].append(number) }
        }
        let content = texts.indices.filter { tokens[$0].kind != .symbol }
        return raw.enumerated().compactMap { number, match -> Span? in
            let entry = lexicon.entry(match.entry)
            if entry.atStart, !starts.contains(match.range.lowerBound) { return nil }
            if entry.alone, content.count > match.range.count || !content.allSatisfy(match.range.contains) { return nil }
            if !entry.cues.isEmpty {
                let inLine = entry.cues.contains { cue in
                    (bySlot[cue.slot] ?? []).contains { other in
                        other != number && !raw[other].range.overlaps(match.range)
                            && lexicon.entry(raw[other].entry).meanings.contains { cue.isSatisfied(by: $0) }
                    }
                }
                let inContext = context.contains { meaning in entry.cues.contains { $0.isSatisfied(by: meaning) } }
                guard inLine || inContext else { return nil }
            }
            let start = match.range.lowerBound
            let negated = entry.negatable && (max(0, start - Self.negationReach)...start).contains { end in
                negationEnds[end] && !(end..<start).contains(where: boundaries.contains)
            }
            return Span(range: match.range, entry: entry, negated: negated)
        }
    }

    /// The positions that start a clause: the line's first token and the first after each
    /// clause boundary, past any openers ("ok so what should I eat": `what`).
    func clauseStarts(_ raw: [(range: Range<Int>, entry: Int)], count: Int) -> Set<Int> {
        var openers: [Int: Int] = [:]   // start -> end of the longest opener there
        var boundaryEnds: [Int] = [0]
        for match in raw {
            let entry = lexicon.entry(match.entry)
            if entry.value(of: "opener") != nil {
                openers[match.range.lowerBound] = max(openers[match.range.lowerBound] ?? 0, match.range.upperBound)
            }
            if entry.value(of: "clause") != nil { boundaryEnds.append(match.range.upperBound) }
        }
        var starts = Set<Int>()
        for end in boundaryEnds where end < count {
            var position = end
            starts.insert(position)
            while let next = openers[position], next > position {
                position = next
                starts.insert(position)
            }
        }
        return starts
    }
}
