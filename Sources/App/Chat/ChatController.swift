import DI

/// The chat of one conversation scope: each message the user sends is answered by a
/// ``ChatTurn`` in a turn scope of its own (with its own monitor, engine, session and
/// record), which ends once the reply is stored.
public final class ChatController: Sendable {
    let turns: Owned<ChatTurn>
    let console: Console
    let checkIn: Lazy<WeeklyCheckInNotice>

    init(turns: Owned<ChatTurn>, console: Console, checkIn: Lazy<WeeklyCheckInNotice>) {
        self.turns = turns
        self.console = console
        self.checkIn = checkIn
    }

    /// Answers `text`, streaming the reply to the console and storing both.
    public func send(_ text: String) async {
        // The weekly check-in comes first, on the first message of a new week.
        if let notice = try? await checkIn.get() { await notice.showIfDue() }
        let turn: OwnedInstance<ChatTurn>
        do {
            turn = try await turns.open(seeds: [Seed(UserMessage(text: text))])
        } catch {
            console.error("the coach is not available: \(ErrorText.line(for: error))")
            return
        }
        await turn.value.run()
        await turn.end()
    }
}
