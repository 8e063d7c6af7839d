import CoachDomain

extension Nutrients {
    /// The day's targets as a plan aims at them; nil without an energy target. A macro without a
    /// target of its own takes the formula's share: protein 20% of energy, fat 30%, carbohydrate
    /// the rest, fibre 14 g per 1,000 kcal.
    public init?(targets: DailyTargets) {
        guard let kcal = targets.kcal?.amount, kcal > 0 else { return nil }
        let protein = targets.protein?.amount ?? (kcal * 0.20 / 4).rounded()
        let fat = targets.fat?.amount ?? (kcal * 0.30 / 9).rounded()
        let carbs = targets.carbs?.amount ?? max(0, (kcal - 4 * protein - 9 * fat) / 4).rounded()
        self.init(kcal: kcal, protein: protein, fat: fat, carbs: carbs, fibre: targets.fibre?.amount ?? (kcal * 14 / 1_000).rounded())
    }

    /// "2,000 kcal, 130 g protein, 56 g fat, 253 g carbs, 28 g fibre".
    public var summary: String {
        Nutrient.allCases.map { "\(Format.integer(self[$0])) \($0.unit)\($0 == .kcal ? "" : " " + $0.title)" }
            .joined(separator: ", ")
    }
}
