import CoachDomain

/// Records the targets in force after every change of what they rest on, so a day's record is
/// what the day ended with, not what the last view of it happened to see: a profile saved (a
/// weight, a goal, a rate, said anywhere), a target set by hand or reset.
struct TargetRecordingProfileStore: ProfileStore {
    let base: any ProfileStore
    let record: @Sendable () async -> Void

    func loadProfile() async throws -> Profile? { try await base.loadProfile() }

    func saveProfile(_ profile: Profile) async throws {
        try await base.saveProfile(profile)
        await record()
    }
}

/// The goals, recording the targets after each change (see ``TargetRecordingProfileStore``).
struct TargetRecordingGoalStore: GoalStore {
    let base: any GoalStore
    let record: @Sendable () async -> Void

    func goals() async throws -> [Goal] { try await base.goals() }

    func setGoal(_ goal: Goal) async throws {
        try await base.setGoal(goal)
        await record()
    }

    @discardableResult
    func removeGoal(_ kind: GoalKind) async throws -> Bool {
        let removed = try await base.removeGoal(kind)
        if removed { await record() }
        return removed
    }
}

extension CoachPorts {
    /// Works out today's targets, which records them when they changed (a weigh-in logged or
    /// removed changes the weight they rest on). Best effort: nothing is said when it fails.
    public func recordTargetsToday() async {
        guard targetHistory != nil, let today else { return }
        _ = try? await targets(on: today())
    }

    /// These ports recording today's targets after each change of the profile or the goals; as
    /// they are without a ``targetHistory`` or ``today``.
    public func recordingTargets() -> CoachPorts {
        guard targetHistory != nil, let today else { return self }
        let plain = self
        let record: @Sendable () async -> Void = { await plain.recordTargetsToday() }
        var ports = self
        ports.profiles = TargetRecordingProfileStore(base: profiles, record: record)
        ports.goals = TargetRecordingGoalStore(base: goals, record: record)
        return ports
    }
}
