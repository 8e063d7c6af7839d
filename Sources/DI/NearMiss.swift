/// Finds registered keys close to one that was not found: the same type under another
/// name, or a type (and name) a small edit away.
public enum NearMiss {
    static func suggestions(for key: ServiceKey, among keys: some Sequence<ServiceKey>, limit: Int = 3) -> [ServiceKey] {
        var scored: [(score: Int, key: ServiceKey)] = []
        let wantedType = key.typeName.lowercased()
        let wantedName = key.name?.lowercased()
        for candidate in keys where candidate != key {
            let candidateType = candidate.typeName.lowercased()
            if candidate.raw.typeID == key.raw.typeID || candidateType == wantedType {
                // The same type under another name (or without one).
                scored.append((wantedName.map { distance($0, candidate.name?.lowercased() ?? "") } ?? 0, candidate))
                continue
            }
            let typeDistance = distance(wantedType, candidateType)
            // A type that starts with (or holds) what was typed counts as close too: "Foo" is FoodEstimator.
            let holds = wantedType.count >= 3 && candidateType.contains(wantedType)
            guard typeDistance <= max(2, wantedType.count / 3) || holds else { continue }
            // A similar type: any of its keys when no name was asked for, else a similar name.
            let nameDistance = wantedName.map { distance($0, candidate.name?.lowercased() ?? "") } ?? 0
            if wantedName == nil || nameDistance <= 2 {
                scored.append(((holds ? 50 : 100) + typeDistance * 10 + nameDistance, candidate))
            }
        }
        return scored.sorted { ($0.score, $0.key) < ($1.score, $1.key) }.prefix(limit).map(\.key)
    }

    /// Edit distance over characters, two neighbours swapped counting as one edit (optimal
    /// string alignment: "swpa" is one from "swap"); also what the REPL uses for mistyped
    /// command names.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
