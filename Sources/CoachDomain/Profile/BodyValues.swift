import JSONCore

/// A body mass, kept in kilograms.
public struct Mass: ProfileValue, Comparable {
    /// The international pound: exactly 0.45359237 kg.
    public static let kilogramsPerPound = 0.45359237
    public static let poundsPerKilogram = 1 / kilogramsPerPound
    public static let poundsPerStone = 14.0

    public var kilograms: Double

    public init(kilograms: Double) { self.kilograms = kilograms }
    public static func pounds(_ pounds: Double) -> Mass { Mass(kilograms: pounds * kilogramsPerPound) }

    public var pounds: Double { kilograms * Self.poundsPerKilogram }

    public var json: JSONValue { .number((kilograms * 10).rounded() / 10) }
    public init?(json: JSONValue) {
        guard let kg = json.numberValue, kg.isFinite else { return nil }
        self.kilograms = kg
    }

    /// "82 kg", or "181 lb" in imperial units.
    public func text(in units: UnitSystem) -> String {
        units == .imperial ? "\(Format.integer(pounds)) lb" : "\(Format.number(kilograms)) kg"
    }

    public static func < (lhs: Mass, rhs: Mass) -> Bool { lhs.kilograms < rhs.kilograms }
}

/// A body height, kept in centimetres.
public struct Length: ProfileValue, Comparable {
    public static let centimetresPerInch = 2.54

    public var centimetres: Double

    public init(centimetres: Double) { self.centimetres = centimetres }
    public static func feet(_ feet: Double, inches: Double = 0) -> Length {
        Length(centimetres: (feet * 12 + inches) * centimetresPerInch)
    }

    public var json: JSONValue { .number((centimetres * 10).rounded() / 10) }
    public init?(json: JSONValue) {
        guard let cm = json.numberValue, cm.isFinite else { return nil }
        self.centimetres = cm
    }

    /// "180 cm", or "5 ft 11 in" in imperial units.
    public func text(in units: UnitSystem) -> String {
        guard units == .imperial else { return "\(Format.number(centimetres)) cm" }
        guard centimetres.isFinite, abs(centimetres) < 1e6 else { return "0 ft" }
        let inches = Int((centimetres / Self.centimetresPerInch).rounded())
        return "\(inches / 12) ft \(inches % 12) in"
    }

    public static func < (lhs: Length, rhs: Length) -> Bool { lhs.centimetres < rhs.centimetres }
}

/// An age, kept as the year of birth so that it stays true.
public struct BirthYear: ProfileValue {
    public var year: Int

    public init(year: Int) { self.year = year }
    /// The birth year of someone `age` years old in `year`.
    public init(age: Int, in year: Int) { self.year = year - age }

    /// The age reached in `year`.
    public func age(in year: Int) -> Int { year - self.year }

    public var json: JSONValue { .number(Double(year)) }
    public init?(json: JSONValue) {
        guard let number = json.numberValue, number.isFinite, abs(number) < 1e6, number == number.rounded() else { return nil }
        self.year = Int(number)
    }
}

/// A planned rate of weight change, kept in kilograms a week (its direction comes from the goal).
public struct WeeklyRate: ProfileValue, Comparable {
    public var kilogramsPerWeek: Double

    public init(kilogramsPerWeek: Double) { self.kilogramsPerWeek = kilogramsPerWeek }

    /// Kept exact (to a milligram): 0.5 lb stays 0.226796 kg, and the deficit is worked out from
    /// the rate as given; only the text rounds.
    public var json: JSONValue { .number((kilogramsPerWeek * 1_000_000).rounded() / 1_000_000) }
    public init?(json: JSONValue) {
        guard let kg = json.numberValue, kg.isFinite else { return nil }
        self.kilogramsPerWeek = kg
    }

    /// "0.5 kg a week", "0.38 kg a week" (to the hundredth; the rate itself stays exact), or
    /// "1.1 lb a week" in imperial units (to the tenth, the hundredth below one pound).
    public func text(in units: UnitSystem) -> String {
        let value = units == .imperial ? kilogramsPerWeek * Mass.poundsPerKilogram : kilogramsPerWeek
        let hundredths = (value * 100).rounded() / 100
        let shown = abs(value) < 1 && hundredths != (hundredths * 10).rounded() / 10 ? String(hundredths) : Format.number(value)
        return "\(shown) \(units == .imperial ? "lb" : "kg") a week"
    }

    public static func < (lhs: WeeklyRate, rhs: WeeklyRate) -> Bool { lhs.kilogramsPerWeek < rhs.kilogramsPerWeek }
}
