import CoachDomain
import CoachLanguage

// How each compiled record is written and read (``BinaryWriter``, ``BinaryReader``): the
// fields in declaration order. `CompiledCacheTests` reads every record of the data files back
// and compares it with the one read from the source, so a field left out here fails there.

extension FoodRecord {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(aliases)
        writer.write(category) { $0.write($1) }
        for value in [per100g.kcal, per100g.protein, per100g.carbs, per100g.fat] { writer.write(value) }
        writer.write(units.sorted { $0.key < $1.key }) { writer, unit in
            writer.write(unit.key)
            writer.write(unit.value)
        }
        writer.write(defaultUnit) { $0.write($1) }
        for value in [gramsPerMl, alcohol, polyols, fiber] { writer.write(value) { $0.write($1) } }
        writer.write(fdc) { $0.write($1) }
        writer.write(animal)
        writer.write(allergens)
        writer.write(plantGroups)
        writer.write(meals)
        writer.write(lactoseFree) { $0.write($1) }
        writer.write(everyday) { $0.write($1) }
        writer.write(milk) { writer, milk in
            writer.write(milk.food)
            writer.write(milk.grams)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.string()
        let aliases = try reader.strings()
        let category = try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.string() }
        let per100g = Macros(kcal: try reader.double(), protein: try reader.double(), carbs: try reader.double(),
                             fat: try reader.double())
        let units = try reader.list { (reader) throws(BinaryReader.Malformed) in (try reader.string(), try reader.double()) }
        let defaultUnit = try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.string() }
        let optionalDouble = { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Double? in
            try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.double() }
        }
        let gramsPerMl = try optionalDouble(&reader)
        let alcohol = try optionalDouble(&reader)
        let polyols = try optionalDouble(&reader)
        let fiber = try optionalDouble(&reader)
        let fdc = try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.string() }
        let animal = try reader.choices(AnimalSource.self)
        let allergens = try reader.choices(Allergen.self)
        let plantGroups = try reader.choices(PlantGroup.self)
        let meals = try reader.choices(MealSlot.self)
        let lactoseFree = try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.bool() }
        let everyday = try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.bool() }
        let milk = try reader.optional { (reader) throws(BinaryReader.Malformed) in
            MilkPart(food: try reader.string(), grams: try reader.double())
        }
        self.init(name: name, aliases: aliases, category: category, per100g: per100g,
                  units: Dictionary(units, uniquingKeysWith: { first, _ in first }), defaultUnit: defaultUnit,
                  gramsPerMl: gramsPerMl, fdc: fdc, alcohol: alcohol, polyols: polyols, fiber: fiber, animal: animal,
                  allergens: allergens, plantGroups: plantGroups, meals: meals, lactoseFree: lactoseFree,
                  everyday: everyday, milk: milk)
    }
}

extension ExerciseRecord {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(aliases)
        writer.write(kind.rawValue)
        writer.write(muscles)
        writer.write(equipment) { $0.write($1) }
        writer.write(category) { $0.write($1) }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.string()
        let aliases = try reader.strings()
        guard let kind = ExerciseKind(rawValue: try reader.string()) else { throw BinaryReader.Malformed() }
        self.init(name: name, aliases: aliases, kind: kind, muscles: try reader.strings(),
                  equipment: try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.strings() },
                  category: try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.string() })
    }
}

extension LexiconEntry {
    func write(to writer: inout BinaryWriter) {
        writer.write(phrase)
        for list in [meanings, cues] {
            writer.write(list) { writer, meaning in
                writer.write(meaning.slot)
                writer.write(meaning.value)
            }
        }
        writer.write(strength)
        for flag in [negatable, atStart, alone] { writer.write(flag) }
        writer.write(file)
        writer.write(line)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let phrase = try reader.strings()
        let meaning = { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Meaning in
            Meaning(try reader.string(), try reader.string())
        }
        let meanings = try reader.list(meaning)
        let cues = try reader.list(meaning)
        let strength = try reader.int()
        let negatable = try reader.bool()
        let atStart = try reader.bool()
        let alone = try reader.bool()
        self.init(phrase: phrase, meanings: meanings, strength: strength, cues: cues, negatable: negatable,
                  atStart: atStart, alone: alone, file: try reader.string(), line: try reader.int())
    }
}

extension CoachingEntry {
    func write(to writer: inout BinaryWriter) {
        for text in [id, title] { writer.write(text) }
        writer.write(keywords)
        for text in [brief, advice, action] { writer.write(text) }
        writer.write(examples) { writer, examples in
            writer.write(examples) { writer, example in
                writer.write(example.text)
                writer.write(example.foods)
            }
        }
        writer.write(notes)
        writer.write(related) { $0.write($1) }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let id = try reader.string()
        let title = try reader.string()
        let keywords = try reader.strings()
        let brief = try reader.string()
        let advice = try reader.string()
        let action = try reader.string()
        let examples = try reader.optional { (reader) throws(BinaryReader.Malformed) in
            try reader.list { (reader) throws(BinaryReader.Malformed) in
                FoodExample(text: try reader.string(), foods: try reader.strings())
            }
        }
        self.init(id: id, title: title, keywords: keywords, brief: brief, advice: advice, action: action,
                  examples: examples, notes: try reader.choices(PersonalNote.self),
                  related: try reader.optional { (reader) throws(BinaryReader.Malformed) in try reader.string() })
    }
}

extension PhraseKey {
    func write(to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(record)
        writer.write(tokens)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(key: try reader.string(), record: try reader.int(), tokens: try reader.int())
    }
}

extension LexiconKey {
    func write(to writer: inout BinaryWriter) {
        writer.write(isSlot)
        writer.write(key)
        writer.write(entries) { $0.write($1) }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(isSlot: try reader.bool(), key: try reader.string(),
                  entries: try reader.list { (reader) throws(BinaryReader.Malformed) in try reader.int() })
    }
}
