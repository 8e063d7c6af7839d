@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import Testing

/// The reports' plain form (what pipes and transcripts see) and the rich form's blocks and colour.
struct ReportTests {
    /// Wraps text in `<tone>...</>` so tests can see where colour goes.
    static let rich = ReportStyle.rich(width: 60) { text, tone in "<\(tone)>\(text)</>" }

    static func week() -> WeekOverview {
        let targets = DayTargets(kcal: 2_000)
        let days = (0..<7).map { offset in
            WeekDay(day: testDay(offset - 6), intake: offset == 3 ? nil : Macros(kcal: offset == 5 ? 2_400 : 1_500, protein: 100, carbs: 0, fat: 0),
                    targets: targets,
                    sessions: offset == 1 ? [WorkoutSession(day: testDay(-5), description: "", sets: [
                        WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 5, weightKg: 100)])] : [])
        }
        return WeekOverview(days: days, trendBefore: TrendPoint(day: testDay(-7), kg: 82, weeklyRate: -0.4, weighIns: 9),
                            trendAfter: TrendPoint(day: testDay(0), kg: 81.5, weeklyRate: -0.5, weighIns: 10))
    }

    @Test func theWeekInPlainText() {
        #expect(WeekReport.lines(Self.week(), unit: .kg, style: .plain) == [
            "Week 2026-11-18 to 2026-11-24",
            "day          kcal  target  protein  training",
            "Wed 18 Nov  1,500   2,000    100 g  -",
            "Thu 19 Nov  1,500   2,000    100 g  1 workout, 1,500 kg",
            "Fri 20 Nov  1,500   2,000    100 g  -",
            "Sat 21 Nov      -   2,000        -  -",
            "Sun 22 Nov  1,500   2,000    100 g  -",
            "Mon 23 Nov  2,400   2,000    100 g  -",
            "Tue 24 Nov  1,500   2,000    100 g  -",
            "average     1,650   2,000    100 g  1 training day",
            "(averages over the 6 days with food logged)",
            "Trend weight 81.5 kg, down 0.5 kg this week (trend rate −0.5 kg a week).",
            "",
            "kcal against target (# up to the target, + over it, | an unmet target):",
            "Wed 18 Nov   1,500  ################################          |",
            "Thu 19 Nov   1,500  ################################          |",
            "Fri 20 Nov   1,500  ################################          |",
            "Sat 21 Nov       -                                            |",
            "Sun 22 Nov   1,500  ################################          |",
            "Mon 23 Nov   2,400  ###########################################++++++++",
            "Tue 24 Nov   1,500  ################################          |",
        ])
    }

    @Test func theWeekRichHasBlocksAndColours() {
        let lines = WeekReport.lines(Self.week(), unit: .kg, style: Self.rich)
        let over = lines.last { $0.hasPrefix("Mon 23 Nov") } ?? ""
        #expect(over.contains("<good>████"))
        #expect(over.contains("<over>█"))
        let under = lines.first { $0.hasPrefix("Wed 18 Nov   1,500") } ?? ""
        #expect(under.contains("<dim>│</>"))
        #expect(!under.contains("<over>"))
        #expect(lines.first == "<bold>Week 2026-11-18 to 2026-11-24</>")
    }

    @Test func barsScaleAndMarkTheTarget() {
        #expect(Chart.bar(value: 50, target: 100, scale: 100, width: 10, style: .plain) == "#####    |")
        #expect(Chart.bar(value: 120, target: 100, scale: 150, width: 15, style: .plain) == "##########++")
        #expect(Chart.bar(value: 30, target: nil, scale: 100, width: 10, style: .plain) == "###")
        #expect(Chart.blocks(2.5) == "██▌")
        #expect(Chart.resample([1, 3, nil, nil, 5, 7], to: 3) == [2, nil, 6])
        #expect(Chart.fit([1, nil, 2], to: 7) == [1, 1, nil, nil, 2, 2])
    }

    @Test func theDayInPlainText() {
        let meal = MealEntry(day: testDay(0), description: "2 eggs and toast", items: [
            FoodItem(name: "egg", quantity: 2, unit: "piece", grams: 100, macros: Macros(kcal: 143, protein: 12.6, carbs: 0.7, fat: 9.5)),
            FoodItem(name: "white bread", quantity: 1, unit: "slice", grams: 27, macros: Macros(kcal: 72, protein: 2.1, carbs: 13.3, fat: 0.9)),
        ])
        let overview = DayOverview(day: testDay(0), meals: [meal], importedTotals: nil,
                                   sessions: [WorkoutSession(day: testDay(0), description: "squat", sets: [
                                       WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 5, weightKg: 100)])],
                                   targets: DayTargets(kcal: 2_200, protein: 150), weighIn: WeighIn(day: testDay(0), kg: 81.6),
                                   trend: TrendPoint(day: testDay(0), kg: 81.9, weeklyRate: nil, weighIns: 5))
        #expect(DayReport.lines(overview, today: testDay(0), unit: .kg, style: .plain) == [
            "Today, Tuesday 24 November 2026",
            "Meals:",
            "  1. 2 eggs and toast: 215 kcal",
            "    2 eggs (100 g)              143 kcal  12.6 g protein   0.7 g carbs  9.5 g fat",
            "    1 slice white bread (27 g)   72 kcal   2.1 g protein  13.3 g carbs  0.9 g fat",
            "         kcal  protein  carbs     fat",
            "eaten     215   14.7 g   14 g  10.4 g",
            "target  2,200    150 g      -       -",
            "left    1,985  135.3 g      -       -",
            "Workouts:",
            "  1. back squat 3×5 @ 100 kg (volume 1,500 kg)",
            "Weigh-in: 81.6 kg (trend 81.9 kg)",
        ])
        let empty = DayOverview(day: testDay(-1), meals: [], importedTotals: nil, sessions: [], targets: .none, weighIn: nil, trend: nil)
        #expect(DayReport.lines(empty, today: testDay(0), unit: .kg, style: .plain).prefix(2) == [
            "Monday 23 November 2026",
            "Nothing logged. Log with :food 2 eggs and toast, :workout squat 3x5 100kg, :weight 81.6 (add --date 2026-11-23).",
        ])
    }

    @Test func theWeightChartInPlainTextHasOneRowAWeek() {
        let entries = (0..<21).map { offset in
            TrendedWeighIn(weighIn: WeighIn(day: testDay(offset - 20), kg: 82 - Double(offset) * 0.1),
                           trend: TrendPoint(day: testDay(offset - 20), kg: 82 - Double(offset) * 0.1, weeklyRate: -0.7, weighIns: 10))
        }
        let plain = WeightReport.chart(entries, days: 21, today: testDay(0), unit: .kg, style: .plain)
        #expect(plain == [
            "Trend weight, 2026-11-04 to 2026-11-24 (kg)",
            "2026-11-10  81.4 kg  ##########################",
            "2026-11-17  80.7 kg  ###############",
            "2026-11-24    80 kg  #####",
            "(one row a week: the trend at its last weigh-in; bars from 79.7 kg)",
            "Trend 80 kg, losing 0.7 kg a week.",
        ])
        let rich = WeightReport.chart(entries, days: 21, today: testDay(0), unit: .kg, style: Self.rich)
        #expect(rich.count == 1 + 8 + 1 + 1)
        #expect(rich[1].contains("82.3 <dim>┤</>"))
        #expect(rich[8].contains("79.7 <dim>┤</><accent>"))
        #expect(rich[8].contains("█"))
    }

    @Test func theExpenditureShowsTheDataBehindIt() {
        let estimate = ExpenditureEstimate(kcalPerDay: 2_480, range: 2_330...2_630, window: testDay(-28)...testDay(-1), intakeDays: 25,
                                           averageIntake: 2_150, weighIns: 19, weightChange: -1.2)
        #expect(ExpenditureReport.lines(.success(estimate), unit: .kg) == [
            "Estimated expenditure: 2,480 kcal a day (95% range 2,330–2,630)",
            "From 2026-10-27 to 2026-11-23 (28 days):",
            "  intake logged on 25 of 28 days, 2,150 kcal a day on average (the other 3 counted at that average)",
            "  19 weigh-ins from 2026-10-27 through the morning after the last day (2026-11-24); the weight trend fell 1.2 kg "
                + "(−0.3 kg a week): 330 kcal a day out of the body's stores at 7,700 kcal per kg",
            "  2,150 kcal eaten + 330 kcal drawn from the body's stores = 2,480 kcal a day",
            "Enough data for targets to follow it (14+ days of food logs, 8+ weigh-ins).",
        ])
        #expect(ExpenditureReport.lines(.failure(.tooFewWeighIns(2)), unit: .kg).first
            == "No estimate yet: it needs at least 4 weigh-ins spanning a week in the last four weeks (there are 2).")
    }

    @Test func theImportReportCountsWhatWasAddedAndSkipped() {
        let plan = ImportPlan(file: "w.csv", recognizedAs: "weigh-ins (\"Date\", \"Weight\")", batch: ImportBatch(),
                              problems: (1...12).map { RowProblem(line: $0 + 1, reason: "'x' is not a weight") },
                              notes: ["weights without a unit were read as kg"])
        var stored = StoredImport()
        stored.add(.weighIn)
        stored.add(.weighIn)
        stored.skip(.weighIn, .alreadyStored)
        let lines = ImportReport.lines(plan, stored: stored)
        #expect(Array(lines.prefix(6)) == [
            "w.csv: weigh-ins (\"Date\", \"Weight\")",
            "  note: weights without a unit were read as kg",
            "  added: 2 weigh-ins",
            "  skipped 1 weigh-in: already stored",
            "  skipped 12 rows of the file:",
            "    line 2: 'x' is not a weight",
        ])
        #expect(lines.last == "    ... and 2 more")
        #expect(ImportKind.meal.counted(3) == "3 food entries")
    }
}
