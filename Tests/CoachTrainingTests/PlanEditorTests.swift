import CoachDomain
import Testing
@testable import CoachTraining

/// Swaps and the checks on them; a profile change that makes the plan wrong.
@Suite("Plan changes")
struct PlanEditorTests {
    let catalog: TrainingCatalog
    let plan: TrainingPlan
    let editor: PlanEditor

    init() throws {
        catalog = try TrainingFixtures.catalog
        let profile = TrainingProfile(goal: .getStronger, level: .intermediate, gear: [.barbell, .rack, .bench, .dumbbells],
                                      days: [.tue, .thu, .sat], sessionMinutes: 60, avoid: ["bad knees"])
        plan = PlanGenerator(catalog: catalog).plan(for: profile, on: TrainingFixtures.tuesday)
        editor = PlanEditor(catalog: catalog)
    }

    @Test("swap bench press with dumbbell bench press: in every session it was, same sets, the reason given")
    func swapWith() throws {
        let places = plan.sessions.indices.flatMap { s in
            plan.sessions[s].exercises.indices.filter { plan.sessions[s].exercises[$0].name == "bench press" }.map { (s, $0) }
        }
        #expect(!places.isEmpty)
        let (changed, name) = try editor.swap("bench", with: "dumbbell bench press", in: plan)
        #expect(name == "dumbbell bench press")
        for (s, e) in places {
            let swapped = changed.sessions[s].exercises[e]
            #expect(swapped.name == "dumbbell bench press")
            #expect(swapped.sets == plan.sessions[s].exercises[e].sets)
            #expect(swapped.why == "swapped in for bench press at your request")
        }
        #expect(!changed.exerciseNames.contains("bench press"))
    }

    @Test("swap without a replacement takes the next of the pattern you can do")
    func swapNext() throws {
        let (changed, name) = try editor.swap("bench press", in: plan)
        #expect(name == "dumbbell bench press")
        #expect(changed.exerciseNames.contains(name))
    }

    @Test("refusals: unknown, not in the plan, needs other gear, on the avoid list, other muscles")
    func refusals() throws {
        func reason(_ exercise: String, _ other: String?) -> String? {
            do { _ = try editor.swap(exercise, with: other, in: plan); return nil } catch { return error.reason }
        }
        #expect(reason("bench press", "flibber") == "I don't know an exercise called \"flibber\"")
        #expect(reason("leg curl", nil) == "leg curl is not in the plan")
        #expect(reason("bench press", "machine chest press")
            == "machine chest press needs machines, and you have dumbbells, barbell, bench and rack")
        #expect(reason("deadlift", "back squat") == "back squat is on your avoid list (\"bad knees\")")
        #expect(reason("bench press", "barbell row") == "barbell row trains back, not chest as bench press does")
        #expect(reason("bench press", "yoga")?.hasPrefix("yoga has no loading data for a plan") == true)
    }

    @Test("a new profile: other days or gear make the plan wrong, units do not")
    func problems() throws {
        var profile = plan.profile
        #expect(editor.problems(of: plan, for: profile).isEmpty)
        profile.unit = .lb
        #expect(editor.problems(of: plan, for: profile).isEmpty)
        profile.days = [.mon, .wed]
        profile.perWeek = 2
        #expect(editor.problems(of: plan, for: profile) == ["your days are Mon, Wed; the plan trains Tue, Thu, Sat"])
        profile = plan.profile
        profile.gear = [.dumbbells, .bench]
        #expect(editor.problems(of: plan, for: profile).contains("deadlift needs barbell"))
    }
}
