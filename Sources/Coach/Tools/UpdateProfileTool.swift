import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// `update_profile(...)`: facts the user told about themselves. Its schema is made from the
/// field table (``ProfileFields``), and every value is checked by its row: one out of bounds is
/// refused with the reason and never stored; the others are.
package struct UpdateProfileTool: CoachTool {
    /// The profile.
    let profiles: any ProfileStore
    /// The targets after the change.
    let days: CoachContextReader
    /// Reads values given as words ("5'11\"", "tough love") and the weight unit named.
    let language: Language

    /// The tool over what it runs on.
    package init(profiles: any ProfileStore, days: CoachContextReader, language: Language) {
        self.profiles = profiles
        self.days = days
        self.language = language
    }

    /// The fields given, by key, as sent.
    package struct Arguments: Codable, Sendable {
        /// Field key -> value as given (canonical, or words to read); null clears the field.
        let values: [String: JSONValue]

        init(values: [String: JSONValue]) { self.values = values }

        /// The changes read from the user's words, as a call: the values, the refused ones as given
        /// (the tool refuses them again, with the reason), and null for each field cleared.
        init(_ changes: ProfileChanges) {
            var values = changes.values
            for problem in changes.refused { values[problem.key] = problem.value ?? .null }
            for key in changes.cleared where values[key] == nil { values[key] = .null }
            self.values = values
        }

        package init(from decoder: any Decoder) throws {
            values = try JSONValue(from: decoder).objectValue ?? [:]
        }

        package func encode(to encoder: any Encoder) throws { try JSONValue.object(values).encode(to: encoder) }
    }

    package struct Output: Codable, Sendable {
        /// Canonical values stored, by key.
        var changed: [String: JSONValue]
        /// Keys cleared (given as null).
        var cleared: [String]
        /// Values refused, with the reason.
        var refused: [String]
        /// The whole profile now, label -> value in the user's units.
        var profile: [String: String]
        /// The daily targets now, with their derivations.
        var targets: [String]
    }

    package static let name = "update_profile"

    package static let spec = ToolSpec(
        name: name,
        description: "Remember facts the user told you about themselves. Give only the fields that change "
            + "(null clears one). A current weight is `weight`, never `target_weight`.",
        parameters: ["type": "object",
                     "properties": .object(Dictionary(uniqueKeysWithValues: ProfileFields.all.map { ($0.key, $0.schema) }))])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let stored: Profile
        do { stored = try await profiles.loadProfile() ?? Profile() } catch {
            throw ToolFailure("could not read the profile (\(error))")
        }
        let changes = try Self.changes(from: arguments.values, profile: stored, year: today.year, language: language)
        guard !changes.isEmpty else {
            throw ToolFailure(changes.refused.isEmpty
                ? "nothing to change: give one of \(ProfileFields.all.map(\.key).joined(separator: ", "))"
                : changes.refused.map(\.message).joined(separator: "; "))
        }
        let profile = changes.applied(to: stored)
        do { try await profiles.saveProfile(profile) } catch {
            throw ToolFailure("could not save the profile (\(error))")
        }
        let shown = profile.context(year: today.year)
        let targets = (try? await days.context(on: today))?.summary.targets.lines ?? []
        return Output(changed: changes.values, cleared: changes.fields.map(\.key).filter { changes.cleared.contains($0) },
                      refused: changes.refused.map(\.message),
                      profile: Dictionary(profile.lines(in: shown).map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first }),
                      targets: targets)
    }

    /// The arguments checked by the table (field names or aliases; `weight_unit: lb` converts weights).
    static func changes(from values: [String: JSONValue], profile: Profile, year: Int,
                        language: Language) throws(ToolFailure) -> ProfileChanges {
        var candidates: [String: JSONValue] = [:]
        var cleared = Set<String>()
        let unit = values["weight_unit"]?.stringValue.flatMap { language.lexicon.values(of: "unit", for: $0).first }
        let pounds = unit.flatMap(BodyUnit.init(rawValue:)) == .lb
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where name != "weight_unit" {
            guard let field = ProfileFields.field(named: name, language: language) else {
                throw ToolFailure("unknown field \"\(name)\" (known: \(ProfileFields.all.map(\.key).joined(separator: ", ")))")
            }
            if value == .null {
                cleared.insert(field.key)
            } else if pounds, field.unit == "kg", let number = value.numberValue {
                candidates[field.key] = .number(number / Mass.poundsPerKilogram)
            } else {
                candidates[field.key] = value
            }
        }
        return ProfileChanges.checked(candidates, cleared: cleared, in: profile.context(year: year), language: language)
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        let changes = ProfileChanges(values: output.changed, cleared: Set(output.cleared))
        var line = "Profile updated: " + changes.label(in: ProfileContext(units: unitsAfter(output), year: today.year))
        if !output.refused.isEmpty { line += "; not saved: " + output.refused.joined(separator: "; ") }
        return line
    }

    private static func unitsAfter(_ output: Output) -> UnitSystem {
        output.changed[ProfileFields.units.key].flatMap(UnitSystem.init(json:))
            ?? (output.profile[ProfileFields.units.label].flatMap { UnitSystem(rawValue: $0) } ?? .metric)
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        composer.profileUpdated(ProfileChanges(values: output.changed, cleared: Set(output.cleared)), refused: output.refused)
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't note that: \(message)." }
}

// MARK: the offline rule

extension UpdateProfileTool {
    package static let writes = true

    /// Facts the user states about themselves, as the profile reader reads the line
    /// (``ProfileParser``: every fact, refused values included so that the tool says why). Each
    /// fact is one thing read, taken to explain three tokens (the reader does not say which). A
    /// question or a request states no fact: in one of at most eight words only how the coach
    /// speaks counts ("can you keep it short?"), an instruction to the coach.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        var changes = ProfileParser.read(line.utterance, asked: line.asked, profile: line.profile,
                                         context: line.profile.context(year: line.year), language: line.readers.language)
        let asking = !line.act.mayWrite
        if asking {
            guard line.size <= 8 else { return nil }
            let voice: Set<String> = [ProfileFields.coachingStyle.key, ProfileFields.detailLevel.key]
            changes = ProfileChanges(values: changes.values.filter { voice.contains($0.key) })
        }
        guard !changes.isEmpty || !changes.refused.isEmpty else { return nil }
        let facts = changes.values.count + changes.cleared.subtracting(changes.values.keys).count + changes.refused.count
        return OfflineReading(Arguments(changes), score: line.score([], found: facts, estimated: 3 * facts, acts: [.statement]),
                              isInstruction: asking)
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        "I can't save that in this chat, but noted."
    }
}
