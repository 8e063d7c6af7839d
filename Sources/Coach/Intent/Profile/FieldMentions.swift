import CoachDomain
import CoachLanguage
import LLM

/// Facts stated by naming the field: "change my height to 180" or "my weight is 80"; "age: 34" or
/// "set my diet to vegan". The field's names and the words around them are
/// profile-fields.lexicon's (`field=KEY`, `mention=verb|owner|link`); the value is read as that
/// field's answer, so bare numbers take the field's unit.
enum FieldMentions {
    static func read(_ scan: inout ProfileScan) {
        var index = 0
        while index < scan.count {
            guard let mention = mention(in: scan, at: index) else {
                index += 1
                continue
            }
            // The value runs to the sentence's end; a value that is no list stops at its clause's.
            var end = mention.valueStart
            while end < scan.count, !scan.starts("sentence", at: end),
                  mention.field.isList || !(scan.line.isClauseBoundary(end) || scan.starts("conjunction", at: end)) {
                end += 1
            }
            let value = scan.original(mention.valueStart..<end)
            let reading = ProfileParser.value(for: mention.field, in: value, context: scan.context, profile: scan.profile,
                                              language: scan.language)
            if let json = reading.values[mention.field.key] {
                scan.replace(key: mention.field.key, json: json)
                let units = (mention.valueStart..<end).compactMap { scan.entity(at: $0).flatMap(BodyUnit.init) }
                if units.contains(where: { $0.system == .imperial }) { scan.saw(.imperial) }
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
        let verb = scan.span(at: position, "mention", "verb")
        if let verb { position = verb.range.upperBound }
        let owner = scan.span(at: position, "mention", "owner")
        if let owner { position = owner.range.upperBound }
        guard verb != nil || owner != nil || scan.clauseStart(index) == index,
              let name = scan.span(at: position, "field"), let key = name.value(of: "field"),
              let field = ProfileFields.field(key: key) else { return nil }
        position = name.range.upperBound
        if let link = scan.span(at: position, "mention", "link") {
            position = link.range.upperBound
        } else if scan.digits(at: position) == nil || field.unit == nil {
            return nil
        }
        return position < scan.count ? (field, index, position) : nil
    }
}
