import Logging
import Synchronization

/// Runs user turns over an ordered list of provider/model choices per task: retries,
/// falls back (only before the first token), cools failing providers down, trims an
/// overflowing context, counts usage and cost, and stops at once on cancellation.
///
/// Build it in the composition root:
/// ```swift
/// let catalog = try ModelCatalog.load(from: dataFolder + "/models.json")
/// let routing = try RoutingTable(json: config["routing"] ?? [:], origin: "config.json")
///     .applyingCommandLine(provider: options.provider, model: options.model, fallback: options.fallback)
/// let orchestrator = Orchestrator(routing: routing,
///                                 providers: ProviderLookup { id in try await container.resolve(ChatProvider.self, name: id) },
///                                 catalog: catalog)
/// for try await event in orchestrator.run(.chat, request).events { ... }
/// ```
/// or hand `orchestrator.provider(for: .chat)` to code that only knows ``ChatProvider``.
public final class Orchestrator: Sendable {
    /// Prices and context windows.
    public let catalog: ModelCatalog
    /// Tokens and cost of every call in this session.
    public let ledger: UsageLedger
    /// The limits in force.
    public let policy: OrchestratorPolicy

    private let lookup: ProviderLookup
    private let routingTable: Mutex<RoutingTable>
    private let cooldowns = CooldownBook()
    private let clock: any TurnClock
    private let random: @Sendable () -> Double
    private let describe: @Sendable (LLMError) -> String
    private let describeInterruption: @Sendable (LLMError) -> String
    private let logger: Logger

    /// - Parameters:
    ///   - routing: the choices per task.
    ///   - providers: finds a provider by id when it is about to be tried.
    ///   - catalog: prices (cost per call) and context windows (trimming); an empty catalog makes costs unknown.
    ///   - ledger: where usage is counted (pass one to share it).
    ///   - policy: attempt budget, deadline, backoff and cooldown settings.
    ///   - clock: time for backoff, deadline and cooldowns (a virtual one in tests).
    ///   - random: numbers in `0..<1` for backoff jitter.
    ///   - describe: turns an ``LLMError`` into the one line the user reads.
    ///   - describeInterruption: the same for an error that cut a reply short after it had
    ///     started (what arrived is kept); `describe` when nil.
    ///   - logger: where retries, fallbacks, cooldowns and trims are written (nothing by default).
    public init(routing: RoutingTable, providers: ProviderLookup, catalog: ModelCatalog = .empty,
                ledger: UsageLedger = UsageLedger(), policy: OrchestratorPolicy = OrchestratorPolicy(),
                clock: any TurnClock = SystemTurnClock(),
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
                describe: @escaping @Sendable (LLMError) -> String = FailureText.line(for:),
                describeInterruption: (@Sendable (LLMError) -> String)? = nil,
                logger: Logger = Logger(label: "airfit.orchestrator", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.routingTable = Mutex(routing)
        self.lookup = providers
        self.catalog = catalog
        self.ledger = ledger
        self.policy = policy
        self.clock = clock
        self.random = random
        self.describe = describe
        self.describeInterruption = describeInterruption ?? describe
        self.logger = logger
    }

    /// The routing in force.
    public var routing: RoutingTable {
        routingTable.withLock { $0 }
    }

    /// Replaces the routing (takes effect from the next turn).
    public func setRouting(_ routing: RoutingTable) {
        routingTable.withLock { $0 = routing }
    }

    /// Sets the first choice of `task`, keeping the fallbacks (`:provider NAME`, `:model NAME`).
    public func setPrimary(_ choice: RouteChoice, for task: LLMTask = .chat) {
        routingTable.withLock { $0.setPrimary(choice, for: task) }
    }

    /// Forgets the failures and cooldown of `provider` (all providers when nil), e.g. when
    /// the user picks it explicitly with `:provider`.
    public func clearCooldown(_ provider: String? = nil) {
        cooldowns.clear(provider)
    }

    /// Each provider with failures or a cooldown on record in this session.
    public func health() -> [ProviderCooldown] {
        cooldowns.snapshot(now: clock.now())
    }

    /// Starts one user turn for `task`. A non-empty `request.model` replaces the model of the
    /// first choice only; each other choice uses its own model (or its provider's default).
    ///
    /// A reply the consumer stops (Ctrl-C) still counts: its usage is estimated from what it
    /// showed, recorded in the ledger and handed to `onCancelledUsage` at once.
    public func run(_ task: LLMTask, _ request: ChatRequest,
                    onCancelledUsage: (@Sendable (UsageRecord) -> Void)? = nil) -> Turn {
        var choices = routing.choices(for: task)
        if !request.model.isEmpty, !choices.isEmpty { choices[0].model = request.model }
        let (stream, continuation) = BoundedStream.make(of: TurnEvent.self)
        let box = OutcomeBox()
        let catalog = self.catalog
        let ledger = self.ledger
        let sink = TurnSink(continuation: continuation, box: box) { partial, provider, model in
            guard let usage = UsageEstimate.settle(nil, request: request, text: partial.text, toolCalls: partial.toolCalls) else {
                return
            }
            let record = UsageRecord(provider: provider, model: model, usage: usage,
                                     cost: catalog.cost(provider: provider, model: model, usage: usage))
            ledger.record(record)
            onCancelledUsage?(record)
        }
        let runner = TurnRunner(task: task, request: request, choices: choices, lookup: lookup, catalog: catalog,
                                ledger: ledger, cooldowns: cooldowns, policy: policy, clock: clock, random: random,
                                describe: describe, describeInterruption: describeInterruption, sink: sink, logger: logger)
        let work = Task { await runner.run() }
        continuation.onTermination = { termination in
            if case .cancelled = termination {
                sink.consumerGone()
                work.cancel()
            }
        }
        return Turn(events: stream, box: box)
    }

    /// A ``ChatProvider`` that runs `task` through this orchestrator, for code that only knows
    /// providers. Its id is the first choice's provider. It forwards text, tool calls, usage
    /// (summed over the turn's calls) and done; it throws ``TurnError`` when no provider could
    /// answer, and ``TurnError/interrupted(_:)`` when the reply broke off after it started.
    /// - Parameters:
    ///   - onNotice: called with each retry/fallback/cooldown notice.
    ///   - onUsage: called with the tokens and cost of each call (which provider and model answered).
    public func provider(for task: LLMTask, onNotice: (@Sendable (TurnNotice) -> Void)? = nil,
                         onUsage: (@Sendable (UsageRecord) -> Void)? = nil) -> OrchestratedProvider {
        OrchestratedProvider(orchestrator: self, task: task, onNotice: onNotice, onUsage: onUsage)
    }
}
