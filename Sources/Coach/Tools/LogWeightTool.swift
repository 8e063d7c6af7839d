import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// `log_weight(weight, unit?, date?)`: a weigh-in the user reported ("I weighed 80.9 this
/// morning", "yesterday I was 82"). It replaces that day's weigh-in; the latest weigh-in is the
/// profile's body weight.
package struct LogWeightTool: CoachTool {
    /// The profile, whose weight follows the latest weigh-in.
    let profiles: any ProfileStore
    /// Weigh-ins; nil where they cannot be stored (the call then says so).
    let weighIns: (any WeighInLog)?

    /// The tool over what it runs on.
    package init(profiles: any ProfileStore, weighIns: (any WeighInLog)?) {
        self.profiles = profiles
        self.weighIns = weighIns
    }

    package struct Arguments: Codable, Sendable {
        /// The number as said.
        let weight: Double
        /// "kg" or "lb"; nil: the profile's unit.
        let unit: String?
        /// "YYYY-MM-DD", "today" or "yesterday"; nil: today.
        let date: String?
    }

    package struct Output: Codable, Sendable {
        /// YYYY-MM-DD.
        var date: String
        var kg: Double
        /// The unit the user reads weights in ("kg", "lb").
        var unit: String
        /// The weigh-in of that day it replaced, kg.
        var replacedKg: Double?
        /// True when it is the latest weigh-in, so the profile's body weight is now it.
        var profileUpdated: Bool
        /// The trend weight as of that day, kg, and its weekly rate.
        var trendKg: Double?
        var trendWeeklyRateKg: Double?
        /// True when the day is today.
        var isToday: Bool
    }

    package static let name = "log_weight"

    package static let spec = ToolSpec(
        name: name,
        description: "Log a body-weight weigh-in the user reports (\"I weighed 80.9 this morning\", \"yesterday I was 82\"). "
            + "One a day: it replaces that day's. The latest weigh-in becomes the profile's weight.",
        parameters: [
            "type": "object",
            "properties": [
                "weight": ["type": "number", "description": "The weight as the user said it."],
                "unit": ["type": "string", "enum": ["kg", "lb"], "description": "Optional: the unit said; default the user's."],
                "date": ["type": "string", "description": "Optional: YYYY-MM-DD, today or yesterday; default today."],
            ],
            "required": ["weight"],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let profile = (try? await profiles.loadProfile()) ?? nil
        let preferred = WeightUnit.preferred(by: profile)
        var unit = preferred
        if let said = arguments.unit, !said.isEmpty {
            guard let named = WeightUnit(suffix: said) else { throw ToolFailure("unit \"\(said)\" is not a weight unit (kg or lb)") }
            unit = named
        }
        let kg = unit.kilograms(arguments.weight)
        guard arguments.weight.isFinite, WeighIn.plausibleKg.contains(kg) else {
            throw ToolFailure("\(Format.number(arguments.weight)) \(unit.rawValue) is not a plausible body weight")
        }
        let day = try today.day(named: arguments.date)
        let logged: WeighInLogged
        do {
            logged = try await WeighInLogged.record(WeighIn(day: day, kg: (kg * 1_000).rounded() / 1_000), in: weighIns, profiles: profiles)
        } catch {
            throw ToolFailure("could not store the weigh-in (\(error))")
        }
        return Output(date: day.iso, kg: logged.weighIn.kg, unit: preferred.rawValue, replacedKg: logged.replaced?.kg,
                      profileUpdated: logged.profileUpdated, trendKg: logged.trend?.kg, trendWeeklyRateKg: logged.trend?.weeklyRate,
                      isToday: day == today)
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        let unit = WeightUnit(rawValue: output.unit) ?? .kg
        return "Weigh-in logged: \(unit.text(output.kg)) on \(output.date)"
            + (output.replacedKg.map { " (replacing \(unit.text($0)))" } ?? "")
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let unit = WeightUnit(rawValue: output.unit) ?? .kg
        var text = "Noted: \(unit.text(output.kg)) for \(output.isToday ? "today" : output.date)."
        if let trend = output.trendKg {
            text += " Your trend weight is \(unit.text(trend))"
            if let rate = output.trendWeeklyRateKg, abs(rate) >= 0.05 {
                text += ", \(rate < 0 ? "losing" : "gaining") \(unit.text(abs(rate))) a week"
            }
            text += "."
        }
        if output.profileUpdated { text += " It's your latest weigh-in, so your profile's weight is now \(unit.text(output.kg))." }
        return text + " Day-to-day swings are mostly water; the trend is what counts."
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't log that weigh-in: \(message)." }
}

// MARK: the offline rule

extension LogWeightTool {
    package static let writes = true

    /// "I weighed 80.9 this morning"; "weighed in at 180 lb"; "scale says 81.2 kg"; "yesterday I
    /// was 82": a weigh-in's lead (`weighin=lead`; `weighin=dated` only when the line says the day
    /// or the morning), perhaps "about", then a body weight (a number, in kg or lb when said),
    /// then nothing or words that say when or go on (`weighin=after`, a day). A weight the unit
    /// said (or either unit, when none is) does not make plausible is no weigh-in, nor is "200g of
    /// rice". The date is the day the line names (yesterday, a date; today when it says so; "this
    /// morning", a weigh-in's usual time, says nothing).
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let date = date(line)
        let dated = date != nil || !line.spans("daypart", "morning").isEmpty
        for lead in line.spans("weighin") {
            let kind = lead.value(of: "weighin")
            guard kind == "lead" || kind == "dated" && dated else { continue }
            var position = line.nextContent(from: lead.range.upperBound)
            if let about = line.span(at: position, "weighin", "about") { position = line.nextContent(from: about.range.upperBound) }
            guard let weight = weight(line, at: position) else { continue }
            let next = line.nextContent(from: weight.range.upperBound)
            let goesOn = next >= line.utterance.tokens.count || !line.utterance.tokens[weight.range.upperBound..<next].isEmpty
                || line.span(at: next, "weighin", "after") != nil || line.utterance.days.contains { $0.range.lowerBound == next }
            guard goesOn else { continue }
            let days = line.utterance.days.map(\.range)
            return OfflineReading(Arguments(weight: weight.value, unit: weight.unit, date: date),
                                  score: line.score([lead], found: 1, explaining: [lead.range.lowerBound..<weight.range.upperBound] + days,
                                                    acts: [.report, .statement]))
        }
        return nil
    }

    /// A body weight at `position`: a number, or a mass in kg or lb, plausible.
    static func weight(_ line: OfflineLine, at position: Int) -> (value: Double, unit: String?, range: Range<Int>)? {
        guard let entity = line.utterance.entity(at: position), entity.range.lowerBound == position, !entity.isNegative,
              !entity.isArticle else { return nil }
        var value: Double
        var unit: WeightUnit?
        if let number = entity.number {
            value = number
        } else if let mass = entity.amount(of: "mass"), let named = WeightUnit(rawValue: mass.unit) {
            (value, unit) = (mass.value, named)
        } else {
            return nil
        }
        guard value.isFinite else { return nil }
        let plausible = unit.map { WeighIn.plausibleKg.contains($0.kilograms(value)) }
            ?? WeightUnit.allCases.contains { WeighIn.plausibleKg.contains($0.kilograms(value)) }
        return plausible ? (value, unit?.rawValue, entity.range) : nil
    }

    /// The day a weigh-in's line names: yesterday, a date, or today when it says so (not "this
    /// morning"); nil when it names none.
    static func date(_ line: OfflineLine) -> String? {
        for (day, range) in line.utterance.days {
            switch day {
            case .relative(0):
                if line.span(at: range.lowerBound, "daypart", "morning") == nil { return "today" }
            default:
                if let argument = line.argument(day) { return argument }
            }
        }
        return nil
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        "I can't log weigh-ins in this chat, but noted: \(Format.number(arguments.weight))\(arguments.unit.map { " " + $0 } ?? "")."
    }
}
