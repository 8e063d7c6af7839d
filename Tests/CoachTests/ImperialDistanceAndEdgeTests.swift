@testable import Coach
@testable import CoachDomain
import Testing

/// Issue 17's last gaps: distances and paces in the user's units, a bare load in the profile's
/// unit, and a protein target with no cliff at BMI 30. Every expected value is worked out by hand.
@Suite("Imperial distances, bare loads, protein at the BMI-30 edge")
struct ImperialDistanceAndEdgeTests {
    // 3 miles = 3 x 1.609344 = 4.828032 km; 30 min over it is 6.2137 min/km = 6:13 /km, or 10:00 /mi.
    static let run = WorkoutSet(exercise: "running", kind: .cardio, sets: 1, reps: 0, distanceKm: 4.828032, durationMinutes: 30)

    @Test("a run in miles and minutes per mile for an imperial user, km for a metric one")
    func runLabel() {
        #expect(Self.run.label(in: .lb) == "running 3 mi in 30 min (10:00 /mi)")
        #expect(Self.run.label(in: .kg) == "running 4.8 km in 30 min (6:13 /km)")
    }

    @Test("distance and pace conversions", arguments: [
        // (unit, km, text); 10 km = 6.2137 mi -> 6.2 mi; 1.609344 km = 1 mi; 5 km stays 5 km.
        (DistanceUnit.mi, 10.0, "6.2 mi"), (.mi, 1.609344, "1 mi"), (.km, 5.0, "5 km"), (.km, 4.828032, "4.8 km"),
    ])
    func distance(unit: DistanceUnit, km: Double, text: String) {
        #expect(unit.text(km) == text)
    }

    @Test("pace per mile is pace per km x 1.609344")
    func pace() {
        // 5:00 /km x 1.609344 = 8.0467 min = 8:03 /mi; 6:00 /km = 9.656 min = 9:39 /mi.
        #expect(DistanceUnit.mi.pace(minutesPerKm: 5) == "8:03 /mi")
        #expect(DistanceUnit.mi.pace(minutesPerKm: 6) == "9:39 /mi")
        #expect(DistanceUnit.km.pace(minutesPerKm: 6) == "6:00 /km")
        #expect(WeightUnit.lb.distance == .mi)
        #expect(WeightUnit.kg.distance == .km)
    }

    @Test("a load without a unit is in the profile's unit; a written unit wins")
    func bareLoads() throws {
        let parser = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language)
        // 100 lb = 45.359237 kg.
        let pounds = try #require(parser.loads(in: .lb).parse("squat 3x5 100").sets.first)
        #expect(abs((pounds.weightKg ?? 0) - 45.359237) < 1e-9)
        #expect(pounds.label(in: .lb) == "back squat 3×5 @ 100 lb")
        #expect(parser.loads(in: .lb).parse("squat 3x5 100kg").sets.first?.weightKg == 100)
        #expect(parser.loads(in: .kg).parse("squat 3x5 100").sets.first?.weightKg == 100)
        #expect(parser.parse("squat 3x5 100").sets.first?.weightKg == 100)
    }

    @Test("help examples in the user's units")
    func examples() {
        #expect(WeightUnit.lb.workoutHint == "\"squat 3x5 225lb\" or \"ran 3 miles in 28 min\"")
        #expect(WeightUnit.kg.workoutHint == "\"squat 3x5 100kg\" or \"ran 5 km in 28 min\"")
    }

    // A man, 180 cm (1.8^2 = 3.24 m^2), losing fat at 2.2 g per kg, no goal weight. The weight of a
    // BMI of 30 is 30 x 3.24 = 97.2 kg: the reference is the lower of it and the body weight.
    @Test("protein either side of BMI 30 moves by grams, not tens of grams", arguments: [
        // 94.3 kg: BMI 29.1, reference 94.3 kg: 2.2 x 94.3 = 207.46 -> 207 g.
        (94.3, 207.0, nil as String?),
        // 97.1 kg: BMI 29.97, reference 97.1 kg: 213.62 -> 214 g.
        (97.1, 214.0, nil),
        // 97.85 kg: BMI 30.2, reference 97.2 kg: 2.2 x 97.2 = 213.84 -> 214 g (was 2.2 x 81 = 178 g: a 36 g cliff).
        (97.85, 214.0, "Protein from 97.2 kg, the weight of a BMI of 30 at your height (the lower of it and your weight): "
            + "at BMI 30.2 the weight above it is mostly fat, which needs no protein."),
        // 110 kg: BMI 33.95, still 97.2 kg: 214 g.
        (110.0, 214.0, "Protein from 97.2 kg, the weight of a BMI of 30 at your height (the lower of it and your weight): "
            + "at BMI 34 the weight above it is mostly fat, which needs no protein."),
    ])
    func proteinEdge(kg: Double, grams: Double, note: String?) {
        let profile = Profile.with {
            $0[ProfileFields.sex] = .male
            $0[ProfileFields.weight] = Mass(kilograms: kg)
            $0[ProfileFields.height] = Length(centimetres: 180)
            $0[ProfileFields.age] = BirthYear(year: 1990)
            $0[ProfileFields.activity] = .moderate
            $0[ProfileFields.goal] = .loseFat
        }
        let targets = TargetCalculator().targets(for: profile, year: 2026)
        #expect(targets.protein?.amount == grams)
        let proteinNotes = targets.notes.filter { $0.hasPrefix("Protein from") }
        #expect(proteinNotes == (note.map { [$0] } ?? []))
    }
}
