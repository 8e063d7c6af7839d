import CoachDomain

/// Training days and times in the user's words: "Mon, Wed and Fri", "mon-fri", "weekends",
/// "three times a week", "every day except Sunday", "mornings before work", "after work", "6am".
enum SchedulePhrases {
    static let dayNames: [String: Weekday] = [
        "mon": .mon, "monday": .mon, "mondays": .mon, "tue": .tue, "tues": .tue, "tuesday": .tue, "tuesdays": .tue,
        "wed": .wed, "weds": .wed, "wednesday": .wed, "wednesdays": .wed, "thu": .thu, "thur": .thu, "thurs": .thu,
        "thursday": .thu, "thursdays": .thu, "fri": .fri, "friday": .fri, "fridays": .fri, "sat": .sat, "saturday": .sat,
        "saturdays": .sat, "sun": .sun, "sunday": .sun, "sundays": .sun,
    ]
    static let perWeek: [[String]] = [["a", "week"], ["per", "week"], ["each", "week"], ["every", "week"], ["weekly"],
                                      ["a", "wk"], ["per", "wk"], ["in", "a", "week"]]
    static let countWords: Set<String> = ["times", "time", "days", "day", "x", "mornings", "evenings", "nights", "afternoons",
                                          "lunchtimes"]

    static let times = PhraseTable<TimeOfDay>(
        [("early morning", .earlyMorning), ("early mornings", .earlyMorning), ("first thing", .earlyMorning),
         ("at dawn", .earlyMorning), ("before work", .morning), ("mornings", .morning), ("in the morning", .morning),
         ("in the mornings", .morning), ("lunchtime", .midday), ("lunchtimes", .midday), ("at lunch", .midday),
         ("lunch break", .midday), ("midday", .midday), ("noon", .midday), ("afternoons", .afternoon),
         ("in the afternoon", .afternoon), ("evenings", .evening), ("in the evening", .evening),
         ("in the evenings", .evening), ("after work", .evening), ("at night", .evening), ("nights", .evening),
         ("after dinner", .evening), ("whenever", .flexible), ("any time", .flexible), ("anytime", .flexible),
         ("it varies", .flexible), ("flexible", .flexible), ("whenever i can", .flexible)],
        weak: [("morning", .morning), ("afternoon", .afternoon), ("evening", .evening), ("night", .evening),
               ("lunch", .midday), ("varies", .flexible), ("depends", .flexible), ("early", .earlyMorning),
               ("late", .evening), ("am", .morning), ("pm", .evening)])

    static let trainingCues: [[String]] = [["train"], ["training"], ["workout"], ["workouts"], ["work", "out"], ["gym"],
                                           ["lift"], ["lifting"], ["exercise"], ["session"], ["sessions"]]

    /// Words that make a line a report of one session ("I did legs on Saturday morning"), not a schedule.
    static let pastCues: [[String]] = [["did"], ["went"], ["yesterday"], ["last"], ["ago"], ["this", "morning"], ["ran"],
                                       ["ate"], ["had"], ["jogged"], ["cycled"], ["swam"], ["walked"], ["rowed"], ["hiked"],
                                       ["lifted"], ["trained"]]

    static func read(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.trainingDays) || scan.isAsked(ProfileFields.trainingTime)
        guard asked || !scan.contains(pastCues) else { return }
        readDays(&scan)
        readTimes(&scan)
    }

    /// Words that make a day an extra now and then: "sometimes Saturday", "the odd Sunday".
    static let occasional: [[String]] = [["sometimes"], ["occasionally"], ["maybe"], ["the", "odd"], ["now", "and", "then"],
                                         ["every", "other"], ["some"], ["if", "i", "can"]]
    /// Words before a time of day that make a weak one ("morning") count outside its question.
    static let dayWords: Set<String> = ["weekend", "weekends", "weekday", "weekdays", "work", "workday", "workdays"]

    static func readDays(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.trainingDays)
        // Unasked, a day named once ("Sunday roast", "on Monday") is not a schedule; days in the
        // plural ("Mondays"), "every ..." or a word of training make one.
        let scheduleTalk = asked || scan.contains(trainingCues) || scan.contains([["every"]])
            || (0..<scan.count).contains { scan.word($0).count > 4 && scan.word($0).hasSuffix("days") && dayNames[scan.word($0)] != nil }
        var days = Set<Weekday>()
        var excluded = Set<Weekday>()
        var count: Int?
        let notDays: Set<String> = ["i", "we", "just", "have", "has", "the", "in"]
        var index = 0
        while index < scan.count {
            let word = scan.word(index)
            if let day = dayNames[word], !scan.isUsed(index), !(["sat", "sun"].contains(word) && notDays.contains(scan.word(index - 1))) {
                if ["to", "through", "till", "until", "-", "thru"].contains(scan.word(index + 1)),
                   let last = dayNames[scan.word(index + 2)] {
                    days.formUnion(range(day, last))
                    scan.use(index..<(index + 3))
                    index += 3
                    continue
                }
                // "sometimes Saturday": a day now and then is not one of the training days.
                if !scheduleTalk, days.isEmpty, dayNames[scan.word(index + 1)] == nil, dayNames[scan.word(index - 1)] == nil,
                   !["and", ","].contains(scan.word(index + 1)) {
                    index += 1
                    continue
                } else if scan.isNegated(index) {
                    excluded.insert(day)
                } else if !scan.preceded(by: occasional, at: index, window: 3) {
                    days.insert(day)
                }
                scan.use(index..<(index + 1))
            } else if let (phrase, found) = groups.first(where: { scan.matches($0.0, at: index) && scan.isUnused(index..<(index + $0.0.count)) }) {
                days.formUnion(found)
                scan.use(index..<(index + phrase.count))
                index += phrase.count
                continue
            } else if count == nil, !scan.isUsed(index), let (number, length) = SpokenNumbers.value(in: scan.words, at: index) {
                let unit = scan.word(index + length)
                let weekly = perWeek.first { scan.matches($0, at: index + length + 1) }
                let counted = countWords.contains(unit) && (weekly != nil || asked)
                let counts: Set<String> = ["once", "twice", "thrice"]
                if counted || (counts.contains(word) && perWeek.contains { scan.matches($0, at: index + length) }) {
                    count = Int(number)
                    let end = counts.contains(word) ? index + length : index + length + 1
                    scan.use(index..<(end + (weekly?.count ?? 0)))
                    // "3 evenings a week": the time of day is read next.
                    if ["mornings", "evenings", "nights", "afternoons", "lunchtimes"].contains(unit) {
                        if let time = times.value(exactly: [unit]) { scan.propose(ProfileFields.trainingTime, ChoiceSet([time])) }
                    }
                }
            }
            index += 1
        }
        if days.isEmpty, !excluded.isEmpty, count == nil, scan.contains([["every", "day"], ["daily"]]) {
            days = Set(Weekday.allCases)
        }
        days.subtract(excluded)
        if !days.isEmpty {
            scan.propose(ProfileFields.trainingDays, TrainingDays(Array(days)))
        } else if let count {
            scan.propose(ProfileFields.trainingDays, TrainingDays(perWeek: count))
        }
    }

    static let groups: [([String], Set<Weekday>)] = [
        (["every", "day"], Set(Weekday.allCases)), (["daily"], Set(Weekday.allCases)), (["all", "week"], Set(Weekday.allCases)),
        (["7", "days"], Set(Weekday.allCases)), (["weekdays"], [.mon, .tue, .wed, .thu, .fri]),
        (["during", "the", "week"], [.mon, .tue, .wed, .thu, .fri]), (["weekends"], [.sat, .sun]),
        (["the", "weekend"], [.sat, .sun]), (["weekend"], [.sat, .sun]),
    ]

    static func range(_ first: Weekday, _ last: Weekday) -> Set<Weekday> {
        let all = Weekday.allCases
        guard let start = all.firstIndex(of: first), let end = all.firstIndex(of: last) else { return [first, last] }
        return start <= end ? Set(all[start...end]) : Set(all[start...] + all[...end])
    }

    /// Times of day; outside the question about them, only in a line about training.
    static func readTimes(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.trainingTime) || scan.isAsked(ProfileFields.trainingDays)
        let trainingLine = asked || scan.has(ProfileFields.trainingDays) || scan.contains(trainingCues)
        var found: [TimeOfDay] = []
        let strong = Set(times.matches(in: scan, weak: false).map(\.range))
        for match in times.matches(in: scan, weak: true) where !match.negated {
            let before = scan.word(match.range.lowerBound - 1)
            // A weak word ("morning") counts as the answer to the question, or after a day: "Saturday morning".
            guard asked || strong.contains(match.range) || dayNames[before] != nil || dayWords.contains(before) else { continue }
            guard trainingLine, !["this", "yesterday", "tomorrow", "good", "last"].contains(before) else { continue }
            found.append(match.value)
            scan.use(match.range)
        }
        for index in 0..<scan.count where !scan.isUsed(index) && trainingLine {
            guard let hour = clockHour(scan, at: index) else { continue }
            found.append(hour.time)
            scan.use(index..<hour.end)
        }
        guard !found.isEmpty else { return }
        if found.contains(.morning), found.contains(.earlyMorning) { found.removeAll { $0 == .morning } }
        scan.propose(ProfileFields.trainingTime, ChoiceSet(found))
    }

    /// "6am", "6 am", "7:30 pm", "18:00".
    static func clockHour(_ scan: ProfileScan, at index: Int) -> (time: TimeOfDay, end: Int)? {
        let word = scan.word(index)
        let parts = word.split(separator: ":")
        guard let hour = Int(parts.first ?? ""), parts.count <= 2, (0...23).contains(hour) else { return nil }
        var hours = hour
        var end = index + 1
        let marker = scan.word(index + 1)
        if marker == "am" || marker == "pm" {
            if marker == "pm", hours < 12 { hours += 12 }
            end += 1
        } else if parts.count != 2 {
            return nil
        }
        let time: TimeOfDay = hours < 7 ? .earlyMorning : hours < 11 ? .morning : hours < 14 ? .midday
            : hours < 17 ? .afternoon : .evening
        return (time, end)
    }
}
