import CoachDomain

/// Records today's targets in force: worked out over the plain stores (never the recording
/// ones below, which call it), so a day's record is what the day ended with, not what the last
/// view of it happened to see.
public struct TargetRecorder: Sendable {
    public let reader: CoachContextReader

    public init(reader: CoachContextReader) { self.reader = reader }

    public func record() async { await reader.recordTargetsToday() }
}

/// The profile, recording the targets after every save (a weight, a goal, a rate, said anywhere).
public struct TargetRecordingProfileStore: ProfileStore {
    let base: any ProfileStore
    let recorder: TargetRecorder

    public init(base: any ProfileStore, recorder: TargetRecorder) {
        self.base = base
        self.recorder = recorder
    }

    public func loadProfile() async throws -> Profile? { try await base.loadProfile() }

    public func saveProfile(_ profile: Profile) async throws {
        try await base.saveProfile(profile)
        await recorder.record()
    }
}

/// The weigh-ins, recording the targets after one is logged or removed (the weight they rest on).
public struct TargetRecordingWeighInLog: WeighInLog {
    let base: any WeighInLog
    let recorder: TargetRecorder

    public init(base: any WeighInLog, recorder: TargetRecorder) {
        self.base = base
        self.recorder = recorder
    }

    @discardableResult
    public func record(_ weighIn: WeighIn) async throws -> WeighIn? {
        let replaced = try await base.record(weighIn)
        await recorder.record()
        return replaced
    }

    public func weighIns(from start: CalendarDay, through end: CalendarDay) async throws -> [WeighIn] {
        try await base.weighIns(from: start, through: end)
    }

    public func latest() async throws -> WeighIn? { try await base.latest() }

    @discardableResult
    public func remove(on day: CalendarDay) async throws -> WeighIn? {
        let removed = try await base.remove(on: day)
        if removed != nil { await recorder.record() }
        return removed
    }
}

/// The goals, recording the targets after a target is set by hand or reset.
public struct TargetRecordingGoalStore: GoalStore {
    let base: any GoalStore
    let recorder: TargetRecorder

    public init(base: any GoalStore, recorder: TargetRecorder) {
        self.base = base
        self.recorder = recorder
    }

    public func goals() async throws -> [Goal] { try await base.goals() }

    public func setGoal(_ goal: Goal) async throws {
        try await base.setGoal(goal)
        await recorder.record()
    }

    @discardableResult
    public func removeGoal(_ kind: GoalKind) async throws -> Bool {
        let removed = try await base.removeGoal(kind)
        if removed { await recorder.record() }
        return removed
    }
}
