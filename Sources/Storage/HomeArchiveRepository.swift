import Foundation
import GRDB

/// Reads and restores the ``HomeArchive`` parts of a home. A restore merges: into an empty home
/// it writes everything; into a home with data it fills only what the home lacks (a profile
/// column that is empty, onboarding that never started, a persona or a message it does not
/// have) and keeps everything the home holds. Each restore is one transaction.
public struct HomeArchiveRepository: Sendable {
    let access: DatabaseAccess

    // MARK: - profile.json

    /// The user, the profile, onboarding and the personas (oldest first).
    public func profile() async throws(StorageError) -> HomeArchive.Profile {
        try await access.bulkRead { db in
            let user = try UserRecord.order(Column("id")).fetchOne(db)
            var columns: [String: HomeArchive.Value] = [:]
            var created: Date?
            var updated: Date?
            if let user, let row = try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE userId = ?", arguments: [user.id]) {
                for (name, value) in row where !ProfileRow.bookkeeping.contains(name) {
                    switch value.storage {
                    case .int64(let number): columns[name] = .integer(number)
                    case .double(let number): columns[name] = .real(number)
                    case .string(let text): columns[name] = .text(text)
                    case .blob, .null: break
                    }
                }
                (created, updated) = (row["createdAt"], row["updatedAt"])
            }
            let onboarding = try user.flatMap { try OnboardingRecord.fetchOne(db, key: $0.id) }.map {
                HomeArchive.Onboarding(phase: $0.phase, lastAsked: $0.lastAsked, asked: $0.asked, skipped: $0.skipped,
                                       revisiting: $0.revisiting, misses: $0.misses, updatedAt: $0.updatedAt)
            }
            let personas = try user.map { try PersonaRecord.filter(Column("userId") == $0.id).order(Column("id")).fetchAll(db) } ?? []
            return HomeArchive.Profile(
                format: HomeArchive.profileFormat, version: HomeArchive.version, name: user?.name ?? "", profile: columns,
                profileCreatedAt: created, profileUpdatedAt: updated, onboarding: onboarding,
                personas: personas.map {
                    HomeArchive.Persona(name: $0.name, archetype: $0.archetype, prompt: $0.prompt, traits: $0.traits,
                                        active: $0.active, createdAt: $0.createdAt)
                })
        }
    }

    /// Restores `archive`: the name when the home's is empty, each profile column the home's
    /// profile lacks (a column this version does not have is counted as unknown), onboarding when
    /// it never started here, and the personas the home does not have (the archive's active one
    /// stays active only when the home has none).
    public func restore(_ archive: HomeArchive.Profile, now: Date = Date()) async throws(StorageError) -> HomeArchive.Outcome {
        try await access.bulkWrite { db in
            var outcome = HomeArchive.Outcome()
            var user: UserRecord
            if let first = try UserRecord.order(Column("id")).fetchOne(db) {
                user = first
            } else {
                user = UserRecord(createdAt: now)
                try user.insert(db)
            }
            let userId = user.id ?? 0
            if user.name.isEmpty, !archive.name.isEmpty {
                try db.execute(sql: "UPDATE user SET name = ? WHERE id = ?", arguments: [archive.name, userId])
            }
            try restoreColumns(archive, userId: userId, now: now, db: db, into: &outcome)
            if let onboarding = archive.onboarding {
                if try OnboardingRecord.fetchOne(db, key: userId) == nil {
                    try OnboardingRecord(userId: userId, phase: onboarding.phase, lastAsked: onboarding.lastAsked,
                                         asked: onboarding.asked, skipped: onboarding.skipped, revisiting: onboarding.revisiting,
                                         misses: onboarding.misses, updatedAt: onboarding.updatedAt).insert(db)
                    outcome.added["onboarding", default: 0] += 1
                } else {
                    outcome.kept["onboarding", default: 0] += 1
                }
            }
            let stored = try PersonaRecord.filter(Column("userId") == userId).fetchAll(db)
            var hasActive = stored.contains(where: \.active)
            for persona in archive.personas {
                if stored.contains(where: { $0.name == persona.name && $0.prompt == persona.prompt }) {
                    outcome.kept["persona", default: 0] += 1
                    continue
                }
                var record = PersonaRecord(userId: userId, name: persona.name, archetype: persona.archetype, prompt: persona.prompt,
                                           traits: persona.traits, active: persona.active && !hasActive, createdAt: persona.createdAt)
                try record.insert(db)
                hasActive = hasActive || record.active
                outcome.added["persona", default: 0] += 1
            }
            return outcome
        }
    }

    private func restoreColumns(_ archive: HomeArchive.Profile, userId: Int64, now: Date, db: Database,
                                into outcome: inout HomeArchive.Outcome) throws {
        let known = Dictionary(try db.columns(in: "profile").map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var values = archive.profile.filter { !ProfileRow.bookkeeping.contains($0.key) }
        for name in values.keys where known[name] == nil {
            values[name] = nil
            outcome.kept["unknown profile column", default: 0] += 1
        }
        let existing = try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE userId = ?", arguments: [userId])
        guard !values.isEmpty else { return }
        if existing == nil {
            try db.execute(sql: "INSERT INTO profile (userId, createdAt, updatedAt) VALUES (?, ?, ?)",
                           arguments: [userId, archive.profileCreatedAt ?? now, archive.profileUpdatedAt ?? now])
        }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            // A NOT NULL column holding its default (an empty list) is empty too.
            let current: DatabaseValue = existing?[name] ?? .null
            if current == Self.databaseValue(value) { continue }
            let isEmpty = current.isNull || known[name].flatMap(\.defaultValueSQL).map { "'\(String.fromDatabaseValue(current) ?? "")'" == $0 } == true
            guard isEmpty else {
                outcome.kept["profile field", default: 0] += 1
                continue
            }
            try db.execute(sql: "UPDATE profile SET \"\(name)\" = ? WHERE userId = ?", arguments: [Self.databaseValue(value), userId])
            outcome.added["profile field", default: 0] += 1
        }
    }

    static func databaseValue(_ value: HomeArchive.Value) -> DatabaseValue {
        switch value {
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        }
    }

    // MARK: - conversations.jsonl

    /// Every conversation with its messages, oldest conversation first.
    public func conversations() async throws(StorageError) -> [HomeArchive.Conversation] {
        try await access.bulkRead { db in
            let messages = Dictionary(grouping: try MessageRecord.order(Column("id")).fetchAll(db), by: \.conversationId)
            return try ConversationRecord.order(Column("createdAt"), Column("id")).fetchAll(db).map { conversation in
                HomeArchive.Conversation(
                    format: HomeArchive.conversationFormat, version: HomeArchive.version, id: conversation.id,
                    title: conversation.title, createdAt: conversation.createdAt, updatedAt: conversation.updatedAt,
                    messages: (messages[conversation.id] ?? []).map {
                        HomeArchive.Message(role: $0.role, content: $0.content, provider: $0.provider, model: $0.model,
                                            tokensIn: $0.tokensIn, tokensOut: $0.tokensOut, tokensEstimated: $0.tokensEstimated,
                                            cost: $0.cost, status: $0.status, errorText: $0.errorText,
                                            finishReason: $0.finishReason, createdAt: $0.createdAt, updatedAt: $0.updatedAt)
                    })
            }
        }
    }

    /// Restores `conversations`: a conversation the home does not have, whole; one it has (the
    /// same id), the messages it lacks (a message is the same when its role, time and text are).
    public func restore(_ conversations: [HomeArchive.Conversation]) async throws(StorageError) -> HomeArchive.Outcome {
        try await access.bulkWrite { db in
            var outcome = HomeArchive.Outcome()
            for conversation in conversations {
                var known: Set<String> = []
                if let stored = try ConversationRecord.fetchOne(db, key: conversation.id) {
                    outcome.kept["conversation", default: 0] += 1
                    if stored.title == nil, let title = conversation.title {
                        try db.execute(sql: "UPDATE conversation SET title = ? WHERE id = ?", arguments: [title, conversation.id])
                    }
                    known = Set(try MessageRecord.filter(Column("conversationId") == conversation.id).fetchAll(db).map(Self.identity))
                } else {
                    try ConversationRecord(id: conversation.id, title: conversation.title, createdAt: conversation.createdAt,
                                           updatedAt: conversation.updatedAt).insert(db)
                    outcome.added["conversation", default: 0] += 1
                }
                for message in conversation.messages {
                    var record = MessageRecord(conversationId: conversation.id, role: message.role, content: message.content,
                                               provider: message.provider, model: message.model, tokensIn: message.tokensIn,
                                               tokensOut: message.tokensOut, tokensEstimated: message.tokensEstimated,
                                               cost: message.cost, status: message.status, errorText: message.errorText,
                                               finishReason: message.finishReason, createdAt: message.createdAt,
                                               updatedAt: message.updatedAt)
                    guard known.insert(Self.identity(record)).inserted else {
                        outcome.kept["message", default: 0] += 1
                        continue
                    }
                    try record.insert(db)
                    outcome.added["message", default: 0] += 1
                }
            }
            return outcome
        }
    }

    /// A message's identity in a merge: role, time (to the millisecond) and text.
    static func identity(_ message: MessageRecord) -> String {
        "\(message.role.rawValue)|\(Int((message.createdAt.timeIntervalSince1970 * 1_000).rounded()))|\(message.content)"
    }
}

extension Store {
    /// The store's own records of a home backup (profile, onboarding, personas, conversations).
    public var archive: HomeArchiveRepository { HomeArchiveRepository(access: access) }
}
