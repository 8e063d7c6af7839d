import LLM

/// Facts stated by naming the field: "change my height to 180", "my weight is 80",
/// "age: 34", "set my diet to vegan". The value is read as that field's answer, so bare
/// numbers take the field's unit.
import LLM
import CoachDomain

enum FieldMentions {
    /// Extra words for fields, beyond their labels, keys and aliases.
    static let synonyms: [String: [String]] = [
        ProfileFields.sex.key: ["gender"], ProfileFields.trainingDays.key: ["training schedule"],
        ProfileFields.restrictions.key: ["allergy", "intolerances"], ProfileFields.targetWeight.key: ["weight goal", "ideal weight"],
        ProfileFields.detailLevel.key: ["detail level"], ProfileFields.activity.key: ["activity level"],
    ]
    static let verbs: Set<String> = ["change", "set", "update", "make", "put", "correct", "fix"]
    static let links: [[String]] = [["is", "actually"], ["should", "be"], ["is", "now"], ["is"], ["was"], ["are"], [":"], ["="],
                                    ["to"], ["as"], ["of"]]

    /// Every name of every field, longest first.
    static let names: [(words: [String], field: AnyProfileField)] = {
        var names: [(words: [String], field: AnyProfileField)] = []
        for field in ProfileFields.all {
            let spelled: [String] = [field.label.lowercased(), field.key.replacingOccurrences(of: "_", with: " ")]
                + field.aliases.map { $0.replacingOccurrences(of: "_", with: " ") } + (synonyms[field.key] ?? [])
            for name in spelled { names.append((words: name.split(separator: " ").map(String.init), field: field)) }
        }
        return names.sorted { $0.words.count > $1.words.count }
    }()

    static func read(_ scan: inout ProfileScan) {
        var index = 0
        while index < scan.count {
            guard let mention = mention(in: scan, at: index) else {
                index += 1
                continue
            }
            var end = mention.valueStart
            while end < scan.count, ![";", ".", "!", "?"].contains(scan.word(end)),
                  mention.field.isList || ![",", "and", "but"].contains(scan.word(end)) {
                end += 1
            }
            let value = scan.originals[mention.valueStart..<end].joined(separator: " ")
            let reading = ProfileParser.value(for: mention.field, in: value, context: scan.context, profile: scan.profile)
            if let json = reading.values[mention.field.key] {
                scan.replace(key: mention.field.key, json: json)
                let imperial = BodyPhrases.pounds.union(BodyPhrases.stones).union(BodyPhrases.feet).union(BodyPhrases.inches)
                if scan.words[mention.valueStart..<end].contains(where: imperial.contains) { scan.saw(.imperial) }
                scan.use(mention.start..<end)
                index = end
            } else if reading.cleared.contains(mention.field.key) {
                scan.cleared.insert(mention.field.key)
                scan.use(mention.start..<end)
                index = end
            } else {
                index += 1
            }
        }
    }

    /// A field named at `index` as the subject of a statement ("change my X to", "my X is",
    /// "X: ", "age 34" at the start of a clause), and where its value starts.
    static func mention(in scan: ProfileScan, at index: Int) -> (field: AnyProfileField, start: Int, valueStart: Int)? {
        var position = index
        let led = verbs.contains(scan.word(position))
        if led { position += 1 }
        let owned = ["my", "the"].contains(scan.word(position))
        if owned { position += 1 }
        guard led || owned || scan.clauseStart(index) == index,
              let name = names.first(where: { scan.matches($0.words, at: position) }) else { return nil }
        position += name.words.count
        if let link = links.first(where: { scan.matches($0, at: position) }) {
            position += link.count
        } else if SpokenNumbers.digitValue(scan.word(position)) == nil || name.field.unit == nil {
            return nil
        }
        return position < scan.count ? (name.field, index, position) : nil
    }
}
