import Coach
import CoachDomain
import CoachLanguage
import Foundation
import LLM
import Storage

/// ``ProfileStore`` and ``OnboardingStore`` over Storage's `profile` and `onboarding` tables,
/// for the local (primary) user. The columns come from the coach's field table
/// (``Profile/columns``); columns the table no longer names (an older version's `age`, `diet`,
/// `schedule`) are never written, so nothing stored is lost.
public struct StorageProfileStore: ProfileStore, OnboardingStore {
    public let handle: StoreHandle
    /// The clock: ages are kept as birth years, read against the current year.
    public let now: @Sendable () -> Date
    /// The coach's language, got only when a column holds words to read (an older version's
    /// "mostly sitting at a desk"): a profile of typed values needs none.
    let loadingLanguage: @Sendable () async throws -> Language

    /// The profile of the database behind `handle`; `loadingLanguage` gives the language that
    /// reads stored words.
    public init(handle: StoreHandle, now: @escaping @Sendable () -> Date = { Date() },
                loadingLanguage: @escaping @Sendable () async throws -> Language) {
        self.handle = handle
        self.now = now
        self.loadingLanguage = loadingLanguage
    }

    var year: Int { Calendar(identifier: .gregorian).component(.year, from: now()) }

    public func loadProfile() async throws -> Profile? {
        guard let store = try await handle.storeForReading() else { return nil }
        let user = try await store.users.primary()
        guard let row = try await store.users.profile(userId: user.id ?? 0) else { return nil }
        return try await profile(of: row)
    }

    /// The profile `row` stores (the language is loaded only for a column holding words).
    func profile(of row: ProfileRow) async throws -> Profile {
        let columns = row.columns.mapValues(Self.json)
        let language = Profile.holdsWords(columns, year: year) ? try await loadingLanguage() : Language(lexicon: Lexicon(entries: []))
        return Profile(columns: columns, year: year, language: language)
    }

    public func saveProfile(_ profile: Profile) async throws {
        let store = try await handle.store()
        let user = try await store.users.primary()
        try await store.users.saveProfile(ProfileRow(userId: user.id ?? 0, columns: profile.columns.mapValues(Self.stored)))
    }

    public func loadOnboarding() async throws -> OnboardingState? {
        guard let store = try await handle.storeForReading() else { return nil }
        let user = try await store.users.primary()
        return try await store.users.onboarding(userId: user.id ?? 0).map(Self.state(of:))
    }

    /// Where onboarding stands, read without writing anything (a session's start reads it to
    /// remind the user); nil when it never started or the store cannot be read.
    public static func onboardingWithoutWriting(_ handle: StoreHandle) async -> OnboardingState? {
        guard let store = try? await handle.storeForReading() else { return nil }
        return (try? await store.users.firstOnboarding()).flatMap { $0 }.map(state(of:))
    }

    static func state(of record: OnboardingRecord) -> OnboardingState {
        OnboardingState(phase: OnboardingState.Phase(rawValue: record.phase) ?? .paused, lastAsked: record.lastAsked,
                        asked: record.asked, skipped: record.skipped, revisiting: record.revisiting, misses: record.misses)
    }

    public func saveOnboarding(_ state: OnboardingState) async throws {
        let store = try await handle.store()
        let user = try await store.users.primary()
        try await store.users.saveOnboarding(OnboardingRecord(userId: user.id ?? 0, phase: state.phase.rawValue,
                                                              lastAsked: state.lastAsked, asked: state.asked,
                                                              skipped: state.skipped, revisiting: state.revisiting, misses: state.misses,
                                                              updatedAt: now()))
    }

    static func json(_ value: StoredValue) -> JSONValue {
        switch value {
        case .integer(let number): .number(Double(number))
        case .real(let number): .number(number)
        case .text(let text): .string(text)
        case .null: .null
        }
    }

    static func stored(_ value: JSONValue) -> StoredValue {
        switch value {
        case .number(let number): .real(number)
        case .string(let text): .text(text)
        case .bool(let flag): .integer(flag ? 1 : 0)
        case .null: .null
        case .array, .object: .text(value.jsonString)
        }
    }
}
