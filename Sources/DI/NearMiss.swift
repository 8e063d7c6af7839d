/// Finds registered keys close to one that was not found: the same type under another
/// name, or a type or name a small edit away.
enum NearMiss {
    static func suggestions(for key: ServiceKey, among keys: some Sequence<ServiceKey>, limit: Int = 3) -> [ServiceKey] {
        var scored: [(score: Int, key: ServiceKey)] = []
        let wantedType = key.typeName.lowercased()
        let wantedName = key.name?.lowercased()
        for candidate in keys where candidate != key {
            if candidate.raw.typeID == key.raw.typeID {
                scored.append((0, candidate))  // same type, another name
                continue
            }
            let typeDistance = distance(wantedType, candidate.typeName.lowercased())
            let nameDistance = distance(wantedName ?? "", candidate.name?.lowercased() ?? "")
            let tolerance = max(2, wantedType.count / 3)
            if typeDistance <= tolerance && nameDistance <= 2 {
                scored.append((1 + typeDistance + nameDistance, candidate))
            }
        }
        return scored.sorted { ($0.score, $0.key) < ($1.score, $1.key) }.prefix(limit).map(\.key)
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
