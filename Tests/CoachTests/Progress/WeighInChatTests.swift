@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import LLM
import Testing

/// Weigh-ins said in chat: read by `log_weight`'s offline rule, logged by `log_weight`, in the profile's
/// units; the profile's weight is the latest weigh-in; week questions get the week.
struct WeighInChatTests {
    static func parse(_ line: String, profile: Profile = Profile()) -> Routed {
        Rules.route(line, profile: profile)
    }

    @Test(arguments: [
        ("I weighed 80.9 this morning", Routed.logWeight(80.9)),
        ("yesterday I was 82", .logWeight(82, date: "yesterday")),
        ("I was 81.6 this morning", .logWeight(81.6)),
        ("weighed in at 180 lb", .logWeight(180, unit: "lb")),
        ("Weighed in at 180lbs today.", .logWeight(180, unit: "lb", date: "today")),
        ("scale says 81.2 kg", .logWeight(81.2, unit: "kg")),
        ("I weighed 82.4 on 2026-11-20", .logWeight(82.4, date: "2026-11-20")),
    ])
    func weighInsSaidInWordsAreLogged(line: String, expected: Routed) {
        #expect(Self.parse(line) == expected, "\(line)")
    }

    @Test(arguments: ["I weighed 200g of rice", "I was 5 minutes late yesterday", "was I 82 yesterday?",
                      "I weighed my chicken breast", "yesterday I was tired"])
    func otherLinesAreNotWeighIns(line: String) {
        if Self.parse(line).name == LogWeightTool.name { Issue.record("\(line) is not a weigh-in") }
    }

    @Test func aCurrentWeightStaysAProfileFactAndWeekQuestionsGetTheWeek() {
        guard let changes = Rules.profileChanges("I weigh 79 kg") else {
            Issue.record("I weigh 79 kg is a profile fact")
            return
        }
        #expect(changes["weight"] == 79)
        #expect(Self.parse("how am I doing this week?") == .situation, "the week's review: a verdict (issue 22)")
        #expect(Self.parse("how was my week") == .situation)
        #expect(Self.parse("show me my week") == .weekSummary)
        #expect(Self.parse("how am I doing?") == .todaySummary)
        #expect(Self.parse("I want to train 4 times a week") != .weekSummary)
    }

    @Test func theProfilesUnitsDecideBareNumbers() {
        #expect(WeightUnit.preferred(by: nil) == .kg)
        #expect(WeightUnit.preferred(by: Profile.with { $0[ProfileFields.units] = .imperial }) == .lb)
        #expect(WeightUnit.preferred(by: Profile.with { $0[ProfileFields.units] = .metric }) == .kg)
        #expect(WeightEntry.parse(["180"], defaultUnit: .lb).map(\.kg) == .success(180 * 0.45359237))
    }

    static func executor(_ test: TestProgressPorts) -> ToolExecutor {
        ToolExecutor(ports: test.ports.coach, resources: Fixtures.resources, today: { testDay(0) })
    }

    @Test func logWeightLogsForTheDaySaidInTheProfilesUnit() async throws {
        let test = TestProgressPorts(profile: Profile.with {
            $0[ProfileFields.units] = .imperial
            $0[ProfileFields.weight] = Mass(kilograms: 90)
        })
        let executor = Self.executor(test)
        let yesterday = await executor.execute(ToolCall(id: "1", name: "log_weight", arguments: #"{"weight":180,"date":"yesterday"}"#))
        #expect(!yesterday.isError)
        #expect(try await test.weighIns.latest() == WeighIn(day: testDay(-1), kg: 81.647))   // 180 lb, to the gram
        let profileKg = try await test.coach.profiles.loadProfile()?[ProfileFields.weight]?.kilograms
        #expect(abs((profileKg ?? 0) - 81.647) < 0.05, "the profile's weight is the latest weigh-in (as its field keeps it)")
        #expect(yesterday.summary == "Weigh-in logged: 180 lb on 2026-11-23")
        let kilos = await executor.execute(ToolCall(id: "2", name: "log_weight", arguments: #"{"weight":81.2,"unit":"kg"}"#))
        #expect(try await test.weighIns.latest() == WeighIn(day: testDay(0), kg: 81.2))
        #expect(kilos.summary == "Weigh-in logged: 179 lb on 2026-11-24")
        let future = await executor.execute(ToolCall(id: "3", name: "log_weight", arguments: #"{"weight":80,"date":"2027-01-01"}"#))
        #expect(future.isError)
        let implausible = await executor.execute(ToolCall(id: "4", name: "log_weight", arguments: #"{"weight":8}"#))
        #expect(implausible.isError)
        #expect(try await test.weighIns.weighIns(from: testDay(-9), through: testDay(9)).count == 2)
    }

    @Test func aSavedProfileWeightIsLoggedAndALoadedOneIsTheLatestWeighIn() async throws {
        let test = TestProgressPorts(profile: Profile.with { $0[ProfileFields.weight] = Mass(kilograms: 79) })
        try await test.weighIns.record(WeighIn(day: testDay(-3), kg: 81.2))
        let ports = test.coach.ports.learning(weighIns: test.weighIns, history: test.history, today: { testDay(0) })
        // Loaded: the latest weigh-in wins over the stale 79.
        #expect(try await ports.profiles.loadProfile()?[ProfileFields.weight]?.kilograms == 81.2)
        // Saved (as update_profile, onboarding or :profile set do): logged as today's weigh-in.
        var profile = try #require(try await ports.profiles.loadProfile())
        profile[ProfileFields.weight] = Mass(kilograms: 79)
        try await ports.profiles.saveProfile(profile)
        #expect(try await test.weighIns.latest() == WeighIn(day: testDay(0), kg: 79))
        #expect(try await ports.profiles.loadProfile()?[ProfileFields.weight]?.kilograms == 79)
        // Saving another field logs nothing more.
        profile[ProfileFields.name] = "Sam"
        try await ports.profiles.saveProfile(profile)
        #expect(try await test.weighIns.weighIns(from: testDay(-9), through: testDay(0)).count == 2)
    }

    @Test func theWeekSummaryUsesTheNumbersOfTheWeek() async throws {
        let test = TestProgressPorts()
        try await test.coach.goals.setGoal(Goal(kind: .dailyKcal, target: 2_200))
        for offset in [-6, -4, -1] { try await test.coach.nutrition.addMeal(testMeal(2_000, protein: 120, on: testDay(offset))) }
        try await test.coach.nutrition.addMeal(testMeal(2_600, protein: 100, on: testDay(-2)))
        let result = await Self.executor(test).execute(ToolCall(id: "1", name: "week_summary", arguments: "{}"))
        let json = try JSONValue(parsing: result.content)
        #expect(json["averageKcal"] == 2_150)   // (3 x 2,000 + 2,600) / 4
        #expect(json["daysLogged"] == 4)
        #expect(json["sentences"]?.arrayValue?[0].stringValue == "Over the last seven days (Wed 18 Nov to Tue 24 Nov) you logged food on 4 days: "
            + "2,150 kcal a day on average against a target of 2,200 (50 under), and 115 g protein.")
        #expect(json["sentences"]?.arrayValue?[1].stringValue == "3 of the 4 logged days were at or under the target.")
    }

    @Test func aDayWithImportedTotalsAndMealsCountsBothAndSaysSo() async throws {
        let test = TestProgressPorts()
        await test.history.addTotals(DayTotals(day: testDay(-1), macros: Macros(kcal: 2_000, protein: 100, carbs: 200, fat: 80),
                                               source: "Cronometer"))
        try await test.coach.nutrition.addMeal(testMeal(215, protein: 14, on: testDay(-1), "2 eggs"))
        let day = try await ProgressReader(ports: test.ports).day(testDay(-1))
        #expect(day.intake?.kcal == 2_215)
        let lines = DayReport.lines(day, today: testDay(0), unit: .kg, style: .plain)
        #expect(lines.contains { $0.hasPrefix("Imported daily total (Cronometer): 2,000 kcal") })
        #expect(lines.contains("Meals logged here (added to the imported total):"))
        #expect(lines.contains { $0.hasPrefix("eaten") && $0.contains("2,215") })
    }
}
