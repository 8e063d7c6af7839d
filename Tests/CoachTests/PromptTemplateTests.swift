@testable import Coach
@testable import CoachDomain
import Foundation
import Testing

@Suite("Prompt templates")
struct PromptTemplateTests {
    @Test("placeholders are found and replaced")
    func render() throws {
        let template = PromptTemplate(name: "t", text: "Hi {{name}}, today is {{ date }}. {{name}}! {{not a placeholder}} {{")
        #expect(template.placeholders == ["name", "date"])
        let text = try template.render(["name": "Sam", "date": "Saturday", "unused": "x"])
        #expect(text == "Hi Sam, today is Saturday. Sam! {{not a placeholder}} {{")
    }

    @Test("spaces and tabs inside the braces are trimmed, as Foundation's whitespaces were; a line end is not")
    func trimming() throws {
        let template = PromptTemplate(name: "t", text: "{{\tname\u{00A0}}} {{\u{2003} a_1 }} {{\nb}} {{  }}")
        #expect(template.placeholders == ["name", "a_1"])
        #expect(try template.render(["name": "Sam", "a_1": "x"]) == "Sam x {{\nb}} {{  }}")
    }

    @Test("values are not re-expanded")
    func noReexpansion() throws {
        let text = try PromptTemplate(name: "t", text: "{{a}}").render(["a": "{{b}}"])
        #expect(text == "{{b}}")
    }

    @Test("a placeholder without a value is a clear error")
    func missingValue() {
        #expect(throws: PromptError.unresolvedPlaceholder(template: "t", name: "goals")) {
            try PromptTemplate(name: "t", text: "Goals: {{goals}}").render([:])
        }
    }

    @Test("a missing template is a clear error")
    func missingTemplate() throws {
        let folder = try TemporaryFolder()
        let library = PromptLibrary(directory: folder.url)
        do {
            _ = try library.template(named: "coach-system")
            Issue.record("expected an error")
        } catch let error as PromptError {
            guard case .missingTemplate(let name, let path) = error else { Issue.record("wrong error \(error)"); return }
            #expect(name == "coach-system")
            #expect(path.hasSuffix("coach-system.md"))
            #expect(error.description.hasPrefix("Prompt template \"coach-system\" is missing"))
        }
    }

    @Test("templates are read at run time")
    func readAtRunTime() throws {
        let folder = try TemporaryFolder()
        let library = PromptLibrary(directory: folder.url)
        try folder.write("v1 {{name}}", to: "greet.md")
        #expect(try library.template(named: "greet").render(["name": "A"]) == "v1 A")
        try folder.write("v2 {{name}}", to: "greet.md")
        #expect(try library.template(named: "greet").render(["name": "A"]) == "v2 A")
    }

    @Test("the coach system prompt carries persona, profile, targets, totals, goals and date")
    func systemPrompt() throws {
        let meal = MealEntry(day: Fixtures.day, description: "2 eggs",
                             items: NutritionParser(foods: Fixtures.foods, language: Fixtures.language).parse("2 eggs").items)
        let profile = Profile.with {
            $0[ProfileFields.name] = "Sam"
            $0[ProfileFields.goal] = .loseFat
            $0[ProfileFields.diet] = .vegetarian
            $0[ProfileFields.weight] = Mass(kilograms: 80)
        }
        let goals = [Goal(kind: .dailyKcal, target: 2200)]
        let summary = DailySummary(day: Fixtures.day, meals: [meal], sessions: [], workoutDaysThisWeek: 2, goals: goals,
                                   targets: TargetCalculator().targets(for: profile, year: 2026, goals: goals))
        let context = CoachContext(day: Fixtures.day, profile: profile, summary: summary)
        let builder = SystemPromptBuilder(prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory))
        let text = try builder.render(context: context, persona: "You are Coach Riley.")
        #expect(text.contains("You are Coach Riley."))
        #expect(text.contains("talking with Sam"))
        #expect(text.contains("Saturday 21 November 2026 (2026-11-21)"))
        #expect(text.contains("- Goal: lose fat"))
        #expect(text.contains("- Diet: vegetarian"))
        #expect(text.contains("- Calories: 143 / 2,200 kcal (2,057 to go)"))
        #expect(text.contains("- Meal: 2 eggs (143 kcal)"))
        #expect(text.contains("- daily calories 2,200 kcal"))
        #expect(text.contains("Calories  2,200 kcal (set by hand; :targets reset returns to the formula)"))
        #expect(text.contains("Protein   176 g (2.2 g per kg x 80 kg, to lose fat)"))
        #expect(!text.contains("{{"))
    }
}
