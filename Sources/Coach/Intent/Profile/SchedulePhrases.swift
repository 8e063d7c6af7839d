import CoachDomain
import CoachLanguage

/// Training days and times in the user's words: "Mon, Wed and Fri" or "mon-fri"; "weekends" or
/// "three times a week"; "every day except Sunday"; "mornings before work" or "6am".
/// The weekdays are the language's (`weekday`); the rest is profile-schedule.lexicon's.
enum SchedulePhrases {
    static func read(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.trainingDays) || scan.isAsked(ProfileFields.trainingTime)
        // "I did legs on Saturday morning", "walked 10k steps": a report of one session, not a schedule.
        guard asked || !scan.contains("past") else { return }
        readDays(&scan)
        readTimes(&scan)
    }

    /// The weekday a span names (1 Monday ... 7 Sunday).
    static func weekday(_ span: Span) -> Weekday? {
        guard let number = span.value(of: "weekday").flatMap(Int.init), (1...7).contains(number) else { return nil }
        return Weekday.allCases[number - 1]
    }

    /// The weekday named at `index`. A word that only may name one ("sat", "sun": a
    /// `schedule_day`) names it as the answer about days, in a line about training or beside
    /// another day, and never after a word that makes it a verb or a noun ("I sat", "in the sun").
    static func weekday(in scan: ProfileScan, at index: Int) -> (day: Weekday, span: Span)? {
        if let span = scan.span(at: index, "weekday"), let day = weekday(span) {
            if !span.entry.cues.isEmpty, scan.line.span(endingAt: index, "not_day") != nil { return nil }
            return (day, span)
        }
        guard let span = scan.span(at: index, "schedule_day"), scan.line.span(endingAt: index, "not_day") == nil,
              scan.isAsked(ProfileFields.trainingDays) || scan.contains("training_cue") || scan.contains("weekday"),
              let number = span.value(of: "schedule_day").flatMap(Int.init), (1...7).contains(number) else { return nil }
        return (Weekday.allCases[number - 1], span)
    }

    static func readDays(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.trainingDays)
        // Unasked, a day named once ("Sunday roast", "on Monday") is not a schedule; days in the
        // plural ("Mondays"), "every ..." or a word of training make one.
        let scheduleTalk = asked || scan.contains("training_cue") || scan.contains("schedule_cue") || scan.contains("recurring")
        var days = Set<Weekday>()
        var excluded = Set<Weekday>()
        var count: Int?
        var index = 0
        while index < scan.count {
            if !scan.isUsed(index), let (day, span) = weekday(in: scan, at: index) {
                let next = span.range.upperBound
                // "Mon to Fri", "Monday - Thursday" or "mon-fri".
                let link = scan.span(at: next, "day_range")
                let lastAt = link?.range.upperBound ?? next
                if link != nil || scan.line.tokens.indices.contains(next) && scan.line.tokens[next].isAttached,
                   let (last, lastSpan) = weekday(in: scan, at: lastAt) {
                    days.formUnion(range(day, last))
                    scan.use(index..<lastSpan.range.upperBound)
                    index = lastSpan.range.upperBound
                    continue
                }
                // "sometimes Saturday": a day now and then is not one of the training days.
                let alone = weekday(in: scan, at: next) == nil && scan.line.span(endingAt: index, "weekday") == nil
                    && (next >= scan.count || !scan.isBreak(next))
                if !scheduleTalk, days.isEmpty, alone {
                    index = next
                    continue
                } else if scan.isNegated(index) {
                    excluded.insert(day)
                } else if !scan.preceded(by: "occasional", at: index, window: 3) {
                    days.insert(day)
                }
                scan.use(span.range)
                index = next
                continue
            }
            if let group = scan.span(at: index, "day_group"), scan.isUnused(group.range) {
                days.formUnion(groupDays(group.value(of: "day_group")))
                scan.use(group.range)
                index = group.range.upperBound
                continue
            }
            if count == nil, !scan.isUsed(index), let (number, length) = scan.number(at: index) {
                let end = index + length
                let once = scan.span(at: index, "sessions", "once")
                let unit = scan.span(at: end, "sessions", "count")
                let weekly = scan.span(at: unit?.range.upperBound ?? end, "rate")
                if let unit, weekly != nil || asked {
                    count = Int(number)
                    scan.use(index..<(weekly ?? unit).range.upperBound)
                    // "3 evenings a week": the time of day too.
                    let key = ProfileFields.trainingTime.key
                    if let named = scan.line.spans(startingAt: end).first(where: { $0.gives(key) && $0.range == unit.range }),
                       let time = named.value(of: key).flatMap(CoachDomain.TimeOfDay.init(rawValue:)) {
                        scan.propose(ProfileFields.trainingTime, ChoiceSet([time]))
                    }
                } else if once != nil, let weekly = scan.span(at: end, "rate") {
                    count = Int(number)
                    scan.use(index..<weekly.range.upperBound)
                }
            }
            index += 1
        }
        if days.isEmpty, !excluded.isEmpty, count == nil, scan.contains("day_group", "all") {
            days = Set(Weekday.allCases)
        }
        days.subtract(excluded)
        if !days.isEmpty {
            scan.propose(ProfileFields.trainingDays, TrainingDays(Array(days)))
        } else if let count {
            scan.propose(ProfileFields.trainingDays, TrainingDays(perWeek: count))
        }
    }

    /// The days of a `day_group`: every day, the weekdays, the weekend.
    static func groupDays(_ group: String?) -> Set<Weekday> {
        switch group {
        case "weekdays": [.mon, .tue, .wed, .thu, .fri]
        case "weekend": [.sat, .sun]
        default: Set(Weekday.allCases)
        }
    }

    static func range(_ first: Weekday, _ last: Weekday) -> Set<Weekday> {
        let all = Weekday.allCases
        guard let start = all.firstIndex(of: first), let end = all.firstIndex(of: last) else { return [first, last] }
        return start <= end ? Set(all[start...end]) : Set(all[start...] + all[...end])
    }

    /// Times of day; outside the question about them, only in a line about training.
    static func readTimes(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.trainingTime) || scan.isAsked(ProfileFields.trainingDays)
        let trainingLine = asked || scan.has(ProfileFields.trainingDays) || scan.contains("training_cue")
        guard trainingLine else { return }
        var found: [CoachDomain.TimeOfDay] = []
        for match in scan.matches(ProfileFields.trainingTime.key) where !match.negated {
            let start = match.range.lowerBound
            // A weak word ("morning") counts as the answer to the question, or after a day: "Saturday morning".
            let afterDay = scan.line.span(endingAt: start, "weekday") != nil || scan.line.span(endingAt: start, "day_word") != nil
            guard match.strength > 1 || asked || afterDay, scan.line.span(endingAt: start, "time_not") == nil,
                  let time = match.value(of: ProfileFields.trainingTime.key).flatMap(CoachDomain.TimeOfDay.init(rawValue:)) else { continue }
            found.append(time)
            scan.use(match.range)
        }
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let hour = clockHour(scan, at: index) else { continue }
            found.append(hour.time)
            scan.use(index..<hour.end)
        }
        guard !found.isEmpty else { return }
        if found.contains(.morning), found.contains(.earlyMorning) { found.removeAll { $0 == .morning } }
        scan.propose(ProfileFields.trainingTime, ChoiceSet(found))
    }

    /// "6am" or "7:30 pm" (the grammar's times of day), and "18:00".
    static func clockHour(_ scan: ProfileScan, at index: Int) -> (time: CoachDomain.TimeOfDay, end: Int)? {
        let hours: Int
        let end: Int
        if let entity = scan.entity(at: index), case .time(let time) = entity.value {
            hours = time.hour
            end = entity.range.upperBound
        } else if let hour = scan.digits(at: index), scan.line.tokens[index].isInteger, hour <= 23,
                  scan.line.tokens.indices.contains(index + 2), scan.line.tokens[index + 1].isSymbol(":"),
                  scan.line.tokens[index + 1].isAttached, scan.line.tokens[index + 2].isAttached,
                  scan.line.tokens[index + 2].isInteger, scan.word(index + 2).count == 2 {
            hours = Int(hour)
            end = index + 3
        } else {
            return nil
        }
        let time: CoachDomain.TimeOfDay = hours < 7 ? .earlyMorning : hours < 11 ? .morning : hours < 14 ? .midday
            : hours < 17 ? .afternoon : .evening
        return (time, end)
    }
}
