import CoachDomain

/// The profile with its body weight kept as the latest weigh-in, both ways: a loaded profile's
/// weight is the latest weigh-in's, and a saved profile whose weight differs from it (a weight
/// said in chat, in onboarding or with `:profile set`) logs that weight as today's weigh-in. So
/// the profile, the targets and `:weight` never disagree.
package struct WeighInProfileStore: ProfileStore {
    let base: any ProfileStore
    let weighIns: any WeighInLog
    let today: @Sendable () -> CalendarDay

    /// `base` with its weight kept as the latest of `weighIns`; a changed weight is logged on `today`.
    package init(base: any ProfileStore, weighIns: any WeighInLog, today: @escaping @Sendable () -> CalendarDay) {
        self.base = base
        self.weighIns = weighIns
        self.today = today
    }

    /// Weights closer than this are the same weight, kg.
    static let tolerance = 0.001

    /// `kg` as the profile keeps a weight (its field rounds it).
    static func asProfileKeepsIt(_ kg: Double) -> Double {
        var profile = Profile()
        profile[ProfileFields.weight] = Mass(kilograms: kg)
        return profile[ProfileFields.weight]?.kilograms ?? kg
    }

    /// Whether the profile's `kg` is the weigh-in's weight, as the profile keeps it.
    package static func same(_ kg: Double?, _ weighIn: WeighIn) -> Bool {
        guard let kg else { return false }
        return abs(asProfileKeepsIt(weighIn.kg) - kg) <= tolerance || abs(weighIn.kg - kg) <= tolerance
    }

    package func loadProfile() async throws -> Profile? {
        guard var profile = try await base.loadProfile() else { return nil }
        if let latest = try await weighIns.latest(), !Self.same(profile[ProfileFields.weight]?.kilograms, latest) {
            profile[ProfileFields.weight] = Mass(kilograms: latest.kg)
        }
        return profile
    }

    package func saveProfile(_ profile: Profile) async throws {
        if let kg = profile[ProfileFields.weight]?.kilograms, WeighIn.plausibleKg.contains(kg) {
            let latest = try await weighIns.latest()
            if latest.map({ !Self.same(kg, $0) }) ?? true {
                try await weighIns.record(WeighIn(day: max(today(), latest?.day ?? today()), kg: kg))
            }
        }
        try await base.saveProfile(profile)
    }
}
