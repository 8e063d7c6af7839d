/// The milk in a milk drink: which food it is and how many grams of it 100 g of the drink holds
/// (a latte is about 88 g of whole milk in 100 g).
public struct MilkPart: Sendable, Hashable, Codable {
    /// The name of the milk in the food list ("whole milk").
    public var food: String
    /// Grams of that milk in 100 g of the drink.
    public var grams: Double

    public init(food: String, grams: Double) {
        self.food = food
        self.grams = grams
    }
}

/// "A latte with oat milk" is one drink made with oat milk, not a latte and a splash of milk on top:
/// the named milk takes the place of the drink's own, gram for gram.
extension FoodDatabase {
    /// What joins a drink and the milk it is made with in a food's name.
    static let milkJoin = " with "

    /// True for a food that can stand in for a drink's milk (its name ends in "milk": oat milk,
    /// skim milk, lactose-free milk).
    package func isMilk(_ record: FoodRecord) -> Bool {
        record.name.split(separator: " ").last.map { $0.hasSuffix("milk") } ?? false
    }

    /// `drink` made with `milk` in place of its own: "latte with oat milk", its values per 100 g those of
    /// the drink less its own milk plus as much of `milk`. The drink itself when the milk is its own,
    /// nil when `drink` holds no milk or `milk` is not a milk.
    package func drink(_ drink: FoodRecord, madeWith milk: FoodRecord) -> FoodRecord? {
        guard let part = drink.milk, isMilk(milk), let own = food(named: part.food) else { return nil }
        guard own.name != milk.name else { return drink }
        let share = part.grams / 100
        let swapped = drink.per100g + milk.per100g.scaled(by: share) + own.per100g.scaled(by: -share)
        var made = drink
        made.name = drink.name + Self.milkJoin + milk.name
        made.aliases = []
        made.per100g = Macros(kcal: max(0, swapped.kcal), protein: max(0, swapped.protein),
                              carbs: max(0, swapped.carbs), fat: max(0, swapped.fat))
        made.milk = MilkPart(food: milk.name, grams: part.grams)
        return made
    }

    /// The drink a name like "latte with oat milk" stands for (how such an item is stored and read back).
    func drinkMadeWithMilk(named name: String) -> FoodRecord? {
        guard let join = name.range(of: Self.milkJoin, options: .backwards),
              let drink = food(named: String(name[..<join.lowerBound])),
              let milk = food(named: String(name[join.upperBound...])) else { return nil }
        return self.drink(drink, madeWith: milk)
    }
}
