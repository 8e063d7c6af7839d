import CoachDomain

/// Allergies, intolerances and foods avoided: "allergic to peanuts", "lactose intolerant",
/// "no nuts", "I don't eat pork", "gluten-free", "coeliac"; "no allergies" and, as an answer,
/// "none" mean none. "not allergic to nuts any more" takes nuts off the list.
enum RestrictionPhrases {
    /// Foods people avoid, with the word kept for each.
    static let foods: [String: String] = [
        "nuts": "nuts", "nut": "nuts", "tree nuts": "tree nuts", "peanuts": "peanuts", "peanut": "peanuts",
        "dairy": "dairy", "milk": "dairy", "lactose": "lactose", "gluten": "gluten", "wheat": "wheat", "shellfish": "shellfish",
        "seafood": "seafood", "fish": "fish", "eggs": "eggs", "egg": "eggs", "soy": "soy", "soya": "soy", "sesame": "sesame",
        "pork": "pork", "beef": "beef", "red meat": "red meat", "meat": "meat", "chicken": "chicken", "alcohol": "alcohol",
        "sugar": "sugar", "caffeine": "caffeine", "mushrooms": "mushrooms", "onions": "onions", "garlic": "garlic",
        "spicy food": "spicy food", "shrimp": "shellfish", "prawns": "shellfish", "strawberries": "strawberries",
        "kiwi": "kiwi", "corn": "corn", "oats": "oats", "sulphites": "sulphites", "mustard": "mustard", "celery": "celery",
        "lupin": "lupin", "coffee": "caffeine", "cheese": "dairy",
    ]
    static let leads: [[String]] = [["allergic", "to"], ["allergy", "to"], ["intolerant", "to"], ["sensitive", "to"],
                                    ["dont", "eat"], ["do", "not", "eat"], ["cant", "eat"], ["cannot", "eat"], ["avoid"],
                                    ["i", "avoid"], ["no"], ["without"], ["cant", "have"], ["cant", "do"], ["off"],
                                    ["stay", "away", "from"], ["hate"], ["not"], ["except"]]
    static let trails: [[String]] = [["allergy"], ["allergies"], ["intolerant"], ["intolerance"], ["free"], ["-free"]]
    static let none: [[String]] = [["no", "allergies"], ["no", "restrictions"], ["no", "intolerances"], ["not", "allergic"],
                                   ["no", "food", "allergies"], ["nothing", "i", "avoid"]]
    static let noneAnswers: Set<String> = ["none", "no", "nope", "nothing", "n/a", "na", "nah", "no none", "not really",
                                           "none at all", "all good", "im good"]

    static func read(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.restrictions)
        var found: [String] = []
        var lifted: [String] = []
        var index = 0
        while index < scan.count {
            if scan.matches(["celiac"], at: index) || scan.matches(["coeliac"], at: index) {
                found.append("gluten")
                scan.use(index..<(index + 1))
            }
            guard let (food, length) = food(in: scan, at: index), scan.isUnused(index..<(index + length)) else {
                index += 1
                continue
            }
            let trail = trails.first { scan.matches($0, at: index + length) }
            let lead = leads.first { index - $0.count >= 0 && scan.matches($0, at: index - $0.count) }
            let listed = !found.isEmpty && ["and", ",", "or", "nor"].contains(scan.word(index - 1))
            guard trail != nil || lead != nil || listed || asked else {
                index += length
                continue
            }
            // "not allergic to nuts any more": taken off.
            if scan.preceded(by: [["not", "allergic", "to"], ["no", "longer", "allergic", "to"], ["can", "eat"]], at: index, window: 4) {
                lifted.append(food)
            } else {
                found.append(food)
            }
            scan.use((index - (lead?.count ?? 0))..<(index + length + (trail?.count ?? 0)))
            index += length
        }
        // "allergic to kiwi": any word after an allergy lead.
        for lead in [["allergic", "to"], ["allergy", "to"]] {
            for index in 0..<scan.count where scan.matches(lead, at: index) && !scan.isUsed(index + lead.count) {
                let word = scan.word(index + lead.count)
                guard word.count > 1, word.allSatisfy(\.isLetter), !ScanStopWords.words.contains(word) else { continue }
                found.append(word)
                scan.use(index..<(index + lead.count + 1))
            }
        }
        let saysNone = scan.contains(none) || (asked && noneAnswers.contains(scan.words.filter { $0.first?.isLetter == true }
            .joined(separator: " ")))
        if found.isEmpty, lifted.isEmpty {
            if saysNone {
                scan.propose(ProfileFields.restrictions, FoodRestrictions([]))
                for index in 0..<scan.count where none.contains(where: { scan.matches($0, at: index) }) { scan.use(index..<(index + 2)) }
                if asked { scan.use(0..<scan.count) }
            }
            return
        }
        let current = scan.isCorrection || asked ? [] : scan.profile[ProfileFields.restrictions]?.items ?? []
        let lasting = (current + found).filter { !lifted.contains($0) }
        scan.propose(ProfileFields.restrictions, FoodRestrictions(lasting))
    }

    /// The food named at `index` (two words first) and how many words it takes.
    static func food(in scan: ProfileScan, at index: Int) -> (String, Int)? {
        let pair = scan.word(index) + " " + scan.word(index + 1)
        if let food = foods[pair] { return (food, 2) }
        let word = scan.word(index)
        if let food = foods[word] { return (food, 1) }
        if word.hasSuffix("-free"), let food = foods[String(word.dropLast(5))] { return (food, 1) }
        if word.hasSuffix("-intolerant"), let food = foods[String(word.dropLast(11))] { return (food, 1) }
        return nil
    }
}

/// Words that are never a food, a name or an answer on their own.
enum ScanStopWords {
    static let words: Set<String> = ["a", "an", "the", "and", "or", "but", "any", "anything", "everything", "some", "it",
                                     "that", "this", "them", "those", "these", "me", "my", "you", "nothing", "none"]
}
