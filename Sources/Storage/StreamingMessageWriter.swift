import Foundation
import GRDB

/// One write of a streaming reply's text to the database.
public struct StreamFlush: Sendable, Hashable {
    /// 1 for the first content write of this message, then 2, 3, ...
    public var writeNumber: Int
    /// The UTF-8 length of the text stored after this write (the whole text received so far).
    public var storedBytes: Int
    /// True for the write made by ``StreamingMessageWriter/finish(status:usage:cost:error:finishReason:now:)``.
    public var isFinal: Bool
}

/// Stores an assistant reply while it streams.
///
/// Text deltas are accumulated in memory and the text not yet stored is appended to the
/// message's row (`content = content || ?`) at most once per interval (the first delta at
/// once, then at most one write per interval, a timer making sure a pause in the stream does
/// not hold text back), and the whole text once more by `finish`. Each write is one `UPDATE`
/// of one row in WAL mode, committed without `fsync` (`synchronous = NORMAL`), which
/// survives the process being killed.
///
/// SQLite rewrites a row's value on every update, so a write costs as much as the text
/// stored. To bound that cost, the interval is `flushInterval` until the reply is
/// ``rewriteBudget`` × `flushInterval` long, then grows with the text: at most about
/// ``rewriteBudget`` bytes are rewritten per second, however long the reply.
///
/// **Guarantee:** if the process dies (`kill -9`, a crash) while a reply streams, the
/// row keeps every delta received up to one interval (plus the time of one write) before
/// the death; the next ``Store/open(at:configuration:)`` marks the row `interrupted`. With
/// the default 200 ms interval that is at most the last ~0.2 s of text for a reply under
/// 51 KB (and size / 256 KB/s beyond: 1 s at 256 KB).
public actor StreamingMessageWriter {
    /// The row being written.
    public nonisolated let messageID: Int64
    public nonisolated let conversationID: String
    /// The longest that received text waits before it is written.
    public nonisolated let flushInterval: Duration
    /// One element per content write, for whoever wants to wait for the text to be
    /// stored (tests, a progress display). Finishes after the final write (or when the
    /// writer is dropped unfinished). Keeps the newest 256 unread elements.
    public nonisolated let flushes: AsyncStream<StreamFlush>

    /// The text received so far.
    public private(set) var content = ""
    /// Content writes so far (the final write included).
    public private(set) var writeCount = 0
    /// True once `finish` succeeded.
    public private(set) var isFinished = false

    /// The most bytes rewritten per second, once the reply is long.
    public static let rewriteBudget = 256 * 1024

    private let access: DatabaseAccess
    private let flushContinuation: AsyncStream<StreamFlush>.Continuation
    private var storedBytes = 0
    /// Text received but not yet stored.
    private var pending = ""
    /// The text holds a NUL byte: writes store the whole text, not an append.
    private var rewritesWhole = false
    private var lastWriteAt: ContinuousClock.Instant?
    private var isWriting = false
    private var timer: Task<Void, Never>?
    /// A failure of a timer-driven write, reported by the next `append` or `flush`.
    private var pendingError: StorageError?

    init(access: DatabaseAccess, messageID: Int64, conversationID: String, flushInterval: Duration) {
        self.access = access
        self.messageID = messageID
        self.conversationID = conversationID
        self.flushInterval = flushInterval
        // Bounded: nobody has to listen; a listener sees at least the latest 256 writes.
        (flushes, flushContinuation) = AsyncStream.makeStream(of: StreamFlush.self, bufferingPolicy: .bufferingNewest(256))
    }

    deinit {
        timer?.cancel()
        flushContinuation.finish()
    }

    /// Adds a piece of the reply. Writes at once when the last write is older than the
    /// flush interval, otherwise makes sure a write happens when it ends. Throws the
    /// error of a failed write (the text stays in memory and the next write retries it).
    /// A caller whose task is cancelled (Ctrl-C) does not write: GRDB would refuse with a
    /// `CancellationError`; the timer or `finish` stores the text instead.
    public func append(_ delta: String) async throws(StorageError) {
        guard !isFinished else { throw .invalid("the reply \(messageID) is already finished") }
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        content += delta
        pending += delta
        if isDue && !Task.isCancelled {
            try await write()
        } else {
            scheduleTimer()
        }
    }

    /// Writes the text received so far now, if anything is new.
    public func flush() async throws(StorageError) {
        guard !isFinished else { return }
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        try await write()
    }

    /// Writes the whole text and the final status, usage, cost and error, then bumps the
    /// conversation's last activity. Returns the stored message. `status` must not be
    /// `streaming`. When the write fails the writer stays open and `finish` can be retried.
    /// `provider` and `model`, when given, replace the ones the message began with (a
    /// fallback may have answered instead).
    @discardableResult
    public func finish(
        status: MessageStatus, usage: TokenUsage = .zero, cost: Double? = nil,
        error: String? = nil, finishReason: String? = nil, provider: String? = nil, model: String? = nil,
        now: Date = Date()
    ) async throws(StorageError) -> MessageRecord {
        guard status != .streaming else { throw .invalid("a finished reply cannot be streaming") }
        guard !isFinished else { throw .invalid("the reply \(messageID) is already finished") }
        isFinished = true
        timer?.cancel()
        timer = nil
        let id = messageID
        let conversationID = conversationID
        let text = content
        let stored: MessageRecord?
        do {
            stored = try await access.write { db -> MessageRecord? in
                try db.execute(
                    sql: """
                        UPDATE message SET content = ?, status = ?, tokensIn = ?, tokensOut = ?, tokensEstimated = ?,
                        cost = ?, errorText = ?, finishReason = ?, provider = COALESCE(?, provider),
                        model = COALESCE(?, model), updatedAt = ? WHERE id = ?
                        """,
                    arguments: [StoredText(text), status, usage.tokensIn, usage.tokensOut, usage.estimated, cost, error, finishReason,
                                provider, model, StoredDate(now), id])
                try db.execute(
                    sql: "UPDATE conversation SET updatedAt = max(updatedAt, ?) WHERE id = ?",
                    arguments: [StoredDate(now), conversationID])
                return try MessageRecord.read(db, id: id)
            }
        } catch let failure {
            isFinished = false
            throw failure
        }
        guard let stored else { throw .notFound(what: "message", id: String(id)) }
        writeCount += 1
        storedBytes = text.utf8.count
        pending = ""
        flushContinuation.yield(StreamFlush(writeNumber: writeCount, storedBytes: storedBytes, isFinal: true))
        flushContinuation.finish()
        return stored
    }

    // MARK: - Writing

    /// The wait between writes: `flushInterval`, or stored bytes / ``rewriteBudget`` seconds
    /// when that is longer (a write rewrites the stored text).
    private var interval: Duration {
        let bySize = Duration.milliseconds(Int64(storedBytes) * 1000 / Int64(Self.rewriteBudget))
        return max(flushInterval, bySize)
    }

    private var isDue: Bool {
        guard let lastWriteAt else { return true }
        return ContinuousClock.now - lastWriteAt >= interval
    }

    /// Appends the text not yet stored, unless a write is under way (that one schedules the next).
    private func write() async throws(StorageError) {
        guard !isWriting, !isFinished, !pending.isEmpty || lastWriteAt == nil else { return }
        isWriting = true
        defer { isWriting = false }
        let piece = pending
        // A NUL byte is stored as a blob (StoredText), which `||` would turn back into text
        // cut at the NUL: from the first NUL on, each write stores the whole text instead.
        if piece.utf8.contains(0) { rewritesWhole = true }
        let whole = rewritesWhole
        let text = content
        let id = messageID
        lastWriteAt = .now
        try await access.write { db in
            try db.execute(
                // No status condition: if another airfit's start marked this row
                // interrupted while we still stream, the text keeps being saved.
                sql: whole ? "UPDATE message SET content = ?, updatedAt = ? WHERE id = ?"
                    : "UPDATE message SET content = content || ?, updatedAt = ? WHERE id = ?",
                arguments: [whole ? StoredText(text) : StoredText(piece), StoredDate(Date()), id])
        }
        pending.unicodeScalars.removeFirst(piece.unicodeScalars.count)
        writeCount += 1
        storedBytes = whole ? text.utf8.count : storedBytes + piece.utf8.count
        flushContinuation.yield(StreamFlush(writeNumber: writeCount, storedBytes: storedBytes, isFinal: false))
        if !pending.isEmpty { scheduleTimer() }
    }

    private func scheduleTimer() {
        guard timer == nil, !isFinished else { return }
        let deadline = (lastWriteAt ?? .now) + interval
        timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard !Task.isCancelled else { return }
            await self?.timerFired()
        }
    }

    private func timerFired() async {
        timer = nil
        guard !isFinished else { return }
        do {
            try await write()
        } catch {
            pendingError = error
        }
    }
}
