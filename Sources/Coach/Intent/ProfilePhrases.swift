/// What the user tells about themselves, read from plain words: "my name is Sam",
/// "call me Sam", "I weigh 80 kg", "my weight is 176 lb", "I'm 80kg". A line that wants a
/// weight ("I want to weigh 75 kg") is a goal, not this.
enum ProfilePhrases {
    static let nameLeads = ["my name is", "my names", "call me", "you can call me", "im called", "i am called",
                            "the name is", "the names", "name is"]
    static let weightLeads = ["i weigh", "i currently weigh", "i now weigh", "i weighed", "i weighed in at", "weighed in at",
                              "my weight is", "my current weight is", "my weight today is", "im", "i am"]
    /// Words that make a weight a wish, not a fact.
    static let wishes = ["want", "goal", "target", "aim", "get to", "reach", "down to", "like to", "trying", "hope",
                         "plan", "would", "should", "need to"]
    static let stopWords: Set<String> = ["and", "but", "im", "i", "from", "here", "by", "the", "so", "nice", "please"]

    /// How the user wants to be coached, asked for in a short line (a polite question too:
    /// "can you keep it short?"). The values are words ``CoachVoice`` understands.
    static let detailRequests: [(String, String)] = [
        ("keep it short", "brief"), ("be brief", "brief"), ("shorter answers", "brief"), ("short answers", "brief"),
        ("less detail", "brief"), ("be concise", "brief"), ("tldr", "brief"), ("shorter please", "brief"),
        ("more detail", "detailed"), ("more details", "detailed"), ("explain more", "detailed"),
        ("longer answers", "detailed"), ("go deeper", "detailed"), ("in more detail", "detailed"),
    ]
    static let styleRequests: [(String, String)] = [
        ("be tough on me", "tough love"), ("tough love", "tough love"), ("push me harder", "tough love"),
        ("be strict", "tough love"), ("be blunt", "tough love"), ("dont go easy on me", "tough love"),
        ("be gentle", "supportive"), ("be nice", "supportive"), ("be kind", "supportive"),
        ("be supportive", "supportive"), ("be encouraging", "supportive"), ("go easy on me", "supportive"),
        ("give me the numbers", "analytical"), ("just the numbers", "analytical"), ("be more analytical", "analytical"),
    ]

    /// Words that open a correction: "actually, my name is Sam", "sorry, I weigh 81 kg".
    static let corrections = ["actually", "sorry", "oh", "oops", "wait", "no", "correction", "i mean", "i meant"]

    static func update(line: String, bare: String, isQuestion: Bool) -> ProfileUpdate? {
        // A correction is read like the fact it corrects.
        if let rest = IntentParser.strip(corrections, from: bare), !rest.isEmpty {
            return update(line: IntentParser.dropWords(of: bare, rest: rest, from: TextTools.collapse(line)),
                          bare: rest, isQuestion: isQuestion)
        }
        var update = ProfileUpdate()
        if TextTools.tokens(bare).count <= 8 {
            update.detailLevel = detailRequests.first { TextTools.containsPhrase(bare, $0.0) }?.1
            // "dont go easy on me" before "go easy on me": the longest phrase that matches.
            update.coachingStyle = styleRequests.filter { TextTools.containsPhrase(bare, $0.0) }
                .max { $0.0.count < $1.0.count }?.1
        }
        if !isQuestion {
            update.name = name(line: line, bare: bare)
            if let weight = weight(bare) {
                update.bodyWeight = weight.value
                update.weightUnit = weight.unit
            }
        }
        return update == ProfileUpdate() ? nil : update
    }

    /// The one or two words after a name lead, in the user's own casing.
    private static func name(line: String, bare: String) -> String? {
        guard let rest = IntentParser.strip(nameLeads, from: bare), !rest.isEmpty else { return nil }
        let original = TextTools.tokens(IntentParser.dropWords(of: bare, rest: rest, from: TextTools.collapse(line)))
        var words: [String] = []
        for word in original {
            let lower = TextTools.normalize(word)
            guard !stopWords.contains(lower), word.allSatisfy({ $0.isLetter || $0 == "-" }), words.count < 2 else { break }
            words.append(word)
        }
        return capitalized(words)
    }

    /// Words of a name, each with a capital first letter: "sam jones" -> "Sam Jones"; nil when none.
    static func capitalized<S: Sequence>(_ words: S) -> String? where S.Element == String {
        let words = Array(words)
        guard !words.isEmpty else { return nil }
        return words.map { word in
            guard let first = word.first, first.isLowercase else { return word }
            return first.uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// "i weigh 80 kg", "im 176 lbs", "my weight is 80": a number with kg or lb (kg when a
    /// weight lead says so and no unit follows).
    private static func weight(_ bare: String) -> (value: Double, unit: String)? {
        guard !wishes.contains(where: { TextTools.containsPhrase(bare, $0) }) else { return nil }
        // The lead may open the line or follow another fact: "my name is Sam, I weigh 80 kg".
        let padded = " " + TextTools.tokens(bare).joined(separator: " ") + " "
        for lead in weightLeads.sorted(by: { $0.count > $1.count }) {
            guard let range = padded.range(of: " \(lead) ") else { continue }
            if let found = amount(after: String(padded[range.upperBound...]), saysWeight: lead.contains("weigh")) {
                return found
            }
        }
        return nil
    }

    /// "80 kg", "176 lbs", "about 82.5" (kg, when the lead says weight and no unit follows).
    static func amount(after rest: String, saysWeight: Bool) -> (value: Double, unit: String)? {
        let words = TextTools.tokens(rest).flatMap { FoodUnits.splitAttached($0) }
            .filter { !["about", "around", "roughly", "now", "currently", "exactly", "at", "like"].contains($0) }
        guard let first = words.first, NumberWords.isNumeric(first), let value = NumberWords.value(first) else { return nil }
        let next = words.count > 1 ? words[1] : ""
        if ["kg", "kgs", "kilo", "kilos", "kilograms"].contains(next) { return (value, "kg") }
        if ["lb", "lbs", "pound", "pounds"].contains(next) { return (value, "lb") }
        let endsHere = next.isEmpty || ["and", "but", "so", "now", "today", "this"].contains(next)
        return endsHere && saysWeight ? (value, "kg") : nil
    }
}

/// Facts about the user, as the intent parser read them.
public struct ProfileUpdate: Sendable, Hashable {
    public var name: String?
    public var bodyWeight: Double?
    /// `kg` or `lb`.
    public var weightUnit: String?
    /// "tough love", "supportive", "analytical".
    public var coachingStyle: String?
    /// "brief" or "detailed".
    public var detailLevel: String?

    public init(name: String? = nil, bodyWeight: Double? = nil, weightUnit: String? = nil,
                coachingStyle: String? = nil, detailLevel: String? = nil) {
        self.name = name
        self.bodyWeight = bodyWeight
        self.weightUnit = weightUnit
        self.coachingStyle = coachingStyle
        self.detailLevel = detailLevel
    }
}
