import JSONCore

/// A value of a data file and where it is (`.foods[3].per100g`), read by hand into the catalogs'
/// records (``FoodRecord/init(json:)``, ``ExerciseRecord/init(json:)``): a small part of what
/// `JSONDecoder` costs, with the same rules (unknown keys ignored, a missing or null optional
/// is nil, a required key must be there and not null) and errors saying where, as it did. Every
/// error thrown is a ``Problem``.
package struct CatalogJSON {
    /// What is wrong and where: `missing key "aliases" at .foods[0]`, `wrong type at .foods[0].units`.
    package struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        package let description: String
    }

    /// Where a value is, written out only for an error (building the text of every value's
    /// place cost more than reading the values).
    indirect enum Place: CustomStringConvertible {
        case top
        case member(Place, String)
        case element(Place, Int)

        /// As `JSONDecoder` wrote it: `.foods[3].per100g`.
        var description: String {
            switch self {
            case .top: ""
            case .member(let parent, let key): "\(parent).\(key)"
            case .element(let parent, let index): "\(parent)[\(index)]"
            }
        }
    }

    let value: JSONValue
    let place: Place
    /// The path from the top of the file, as `JSONDecoder` wrote it.
    var path: String { place.description }

    package init(_ value: JSONValue) {
        self.init(value, place: .top)
    }

    init(_ value: JSONValue, place: Place) {
        self.value = value
        self.place = place
    }

    /// The member `key`, which must be there and not null.
    package func required(_ key: String) throws -> CatalogJSON {
        guard case .object(let members) = value else { throw wrongType() }
        guard let member = members[key] else { throw Problem(description: "missing key \"\(key)\" at \(path)") }
        let found = CatalogJSON(member, place: .member(place, key))
        if case .null = member { throw found.wrongType() }
        return found
    }

    /// The member `key` read by `read`; nil when it is missing or null.
    package func optional<T>(_ key: String, _ read: (CatalogJSON) throws -> T) throws -> T? {
        guard case .object(let members) = value else { throw wrongType() }
        guard let member = members[key] else { return nil }
        if case .null = member { return nil }
        return try read(CatalogJSON(member, place: .member(place, key)))
    }

    package func string() throws -> String {
        guard case .string(let text) = value else { throw wrongType() }
        return text
    }

    package func double() throws -> Double {
        guard case .number(let number) = value else { throw wrongType() }
        return number
    }

    package func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw wrongType() }
        return flag
    }

    /// The elements, each with its place.
    package func elements() throws -> [CatalogJSON] {
        guard case .array(let elements) = value else { throw wrongType() }
        return elements.enumerated().map { CatalogJSON($0.element, place: .element(place, $0.offset)) }
    }

    package func strings() throws -> [String] {
        guard case .array(let elements) = value else { throw wrongType() }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else { throw CatalogJSON(element, place: .element(place, index)).wrongType() }
            strings.append(text)
        }
        return strings
    }

    /// Values of `Choice` by their raw text (an unknown one is an error, as it was).
    package func choices<Choice: RawRepresentable>(_ type: Choice.Type) throws -> [Choice] where Choice.RawValue == String {
        var choices: [Choice] = []
        for element in try elements() { choices.append(try element.choice(type)) }
        return choices
    }

    package func choice<Choice: RawRepresentable>(_ type: Choice.Type) throws -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: try string()) else {
            throw Problem(description: "not valid JSON (unknown value \"\(try string())\" at \(path))")
        }
        return choice
    }

    /// An object of numbers, by key.
    package func numbers() throws -> [String: Double] {
        guard case .object(let members) = value else { throw wrongType() }
        var numbers: [String: Double] = [:]
        for (key, member) in members {
            guard case .number(let number) = member else { throw CatalogJSON(member, place: .member(place, key)).wrongType() }
            numbers[key] = number
        }
        return numbers
    }

    func wrongType() -> Problem { Problem(description: "wrong type at \(path)") }
}

extension Macros {
    /// kcal, protein, carbs and fat, all required.
    package init(json: CatalogJSON) throws {
        self.init(kcal: try json.required("kcal").double(), protein: try json.required("protein").double(),
                  carbs: try json.required("carbs").double(), fat: try json.required("fat").double())
    }
}

extension FoodRecord {
    /// One food of `data/foods.json`, as its `Codable` conformance reads it.
    package init(json: CatalogJSON) throws {
        self.init(
            name: try json.required("name").string(), aliases: try json.required("aliases").strings(),
            category: try json.optional("category") { try $0.string() },
            per100g: try Macros(json: try json.required("per100g")), units: try json.required("units").numbers(),
            defaultUnit: try json.optional("defaultUnit") { try $0.string() },
            gramsPerMl: try json.optional("gramsPerMl") { try $0.double() },
            fdc: try json.optional("fdc") { try $0.string() },
            alcohol: try json.optional("alcohol") { try $0.double() },
            polyols: try json.optional("polyols") { try $0.double() },
            fiber: try json.optional("fiber") { try $0.double() },
            animal: try json.optional("animal") { try $0.choices(AnimalSource.self) },
            allergens: try json.optional("allergens") { try $0.choices(Allergen.self) },
            plantGroups: try json.optional("plantGroups") { try $0.choices(PlantGroup.self) },
            meals: try json.optional("meals") { try $0.choices(MealSlot.self) },
            lactoseFree: try json.optional("lactoseFree") { try $0.bool() },
            everyday: try json.optional("everyday") { try $0.bool() },
            milk: try json.optional("milk") { MilkPart(food: try $0.required("food").string(), grams: try $0.required("grams").double()) })
    }
}

extension ExerciseRecord {
    /// One exercise of `data/exercises.json`, as its `Codable` conformance reads it.
    package init(json: CatalogJSON) throws {
        self.init(name: try json.required("name").string(), aliases: try json.required("aliases").strings(),
                  kind: try json.required("kind").choice(ExerciseKind.self), muscles: try json.required("muscles").strings(),
                  equipment: try json.optional("equipment") { try $0.strings() },
                  category: try json.optional("category") { try $0.string() })
    }
}
