import ArgumentParser
import Coach
import CoachDomain
import CoachMeals
import CoachProgress

/// `airfit meals [--date DAY] [--json]`: the day's meal plan, as a table or as JSON for scripts.
struct MealsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meals",
        abstract: "Print a day of meals on that day's targets, fitting your diet and restrictions.",
        discussion: """
            The same plan as :meals in the coach: foods of the food list, energy within 5% of the target, protein \
            within 10%, fat and carbs within 15%, fibre at least 80%. The same day always gives the same plan. \
            With --json: {"date", "targets": {"kcal", "protein_g", "fat_g", "carbs_g", "fibre_g"}, "meals": \
            [{"meal", "items": [{"food", "grams", "kcal", "protein_g", "fat_g", "carbs_g", "fibre_g"}]}], "totals"}; \
            a target the foods cannot meet is named on standard error. Exit status 1 when there are no targets yet.
            """)

    @Option(name: .long, help: ArgumentHelp("The day: today (default), tomorrow, yesterday, a weekday or YYYY-MM-DD.", valueName: "DAY"))
    var date: String?

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await TransferSession.perform(global) { ports, resources, _, clock, console in
            let today = clock.today()
            let day: CalendarDay
            do { day = try MealPlanReport.day(date, today: today) } catch let error as CommandUsageError {
                throw ValidationError(error.message)
            }
            let advisor = MealAdvisor(foods: resources.foods, days: ports.coach.reader)
            switch try await advisor.plan(on: day) {
            case .failure(let gap):
                console.error(MealCommands.sentence(gap.description))
                return false
            case .success(let plan):
                if json {
                    console.line(plan.json.jsonString)
                    for note in plan.notes { console.error(note) }
                } else {
                    let fits = FoodFilter(profile: try await advisor.days.profiles.loadProfile() ?? Profile()).summary
                    ProgressSupport.show(MealPlanReport.lines(plan, fits: fits, today: today, style: .plain), console)
                }
                return true
            }
        }
    }
}
