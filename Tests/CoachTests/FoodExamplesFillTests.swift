@testable import Coach
import CoachLanguage
import Testing

/// The advice's `{examples}` filled in by hand (`String.filling`, which the advice and the
/// onboarding wording use).
@Suite("Advice examples filled in")
struct FoodExamplesFillTests {
    @Test("each marker is replaced, the rest kept byte for byte", arguments: [
        ("Anchors: {examples}.", "eggs; skyr", "Anchors: eggs; skyr."),
        ("{examples} and {examples}", "tofu", "tofu and tofu"),
        ("no marker — 1.6–2.2 g/kg", "tofu", "no marker — 1.6–2.2 g/kg"),
        ("{example} {examples", "tofu", "{example} {examples"),
        ("café {examples}", "crème fraîche", "café crème fraîche"),
        ("", "tofu", ""),
    ])
    func fill(text: String, examples: String, expected: String) {
        #expect(text.filling("{examples}", with: examples) == expected)
    }
}
