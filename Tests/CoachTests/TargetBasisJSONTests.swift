import CoachDomain
import Foundation
import Testing

/// A day's target basis is stored as its `Codable` JSON and read back by hand (``TargetBasis/init(json:)``).
@Suite("Target basis read back from its JSON")
struct TargetBasisJSONTests {
    @Test("every field, set or not, reads back as JSONEncoder wrote it")
    func roundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for basis in [TargetBasis(), TargetBasis(weightKg: 81.5, expenditureKcal: 2650, learned: true, goal: "lose_fat",
                                                  weeklyRateKg: 0.5, setByHand: ["daily_kcal", "protein"])] {
            let text = String(decoding: try encoder.encode(basis), as: UTF8.self)
            #expect(TargetBasis(json: text) == basis)
        }
    }

    @Test("text that is not a basis is nil, as the decoder refused it", arguments: [
        "", "not json", "[]", #"{"setByHand": []}"#, #"{"learned": "yes", "setByHand": []}"#, #"{"learned": true}"#,
    ])
    func notABasis(text: String) {
        #expect(TargetBasis(json: text) == nil)
    }
}
