import Logging

/// Runs one user turn: tries the choices in order, retrying and falling back within one
/// attempt budget and one deadline, until a provider starts a reply.
struct TurnRunner: Sendable {
    let task: LLMTask
    let request: ChatRequest
    let choices: [RouteChoice]
    let lookup: ProviderLookup
    let catalog: ModelCatalog
    let ledger: UsageLedger
    let cooldowns: CooldownBook
    let policy: OrchestratorPolicy
    let clock: any TurnClock
    let random: @Sendable () -> Double
    let describe: @Sendable (LLMError) -> String
    /// The words for an error that interrupted a reply already under way.
    let describeInterruption: @Sendable (LLMError) -> String
    let sink: TurnSink
    let logger: Logger

    /// The turn's running tally.
    private struct Tally {
        var attempts = 0
        var failures: [ChoiceFailure] = []
        var cooling: [(provider: String, until: ContinuousClock.Instant, cause: CooldownCause)] = []
        var trimmed = false
        var last: ChoiceFailure?
        var previous: (choice: RouteChoice, error: LLMError)?
    }

    func run() async {
        var tally = Tally()
        await run(&tally)
        // Every path above ends the turn; this keeps the consumer from ever waiting forever.
        if sink.box.current == nil { sink.finish(.failed(finalError(tally))) }
    }

    private func run(_ tally: inout Tally) async {
        guard !choices.isEmpty else { return sink.finish(.failed(.noChoices(task: task))) }
        let deadline = clock.now() + policy.deadline
        var request = self.request
        for (index, choice) in choices.enumerated() {
            if Task.isCancelled { return }
            if let (until, cause) = cooldowns.cooling(choice.provider, now: clock.now()) {
                tally.cooling.append((choice.provider, until, cause))
                notify(.skippedCooling(provider: choice.provider, backIn: until - clock.now()))
                continue
            }
            let provider: any ChatProvider
            do {
                provider = try await lookup.provider(choice.provider)
            } catch {
                record(error, on: choice, attempts: 0, in: &tally)
                continue
            }
            let model = choice.model ?? (provider.defaultModel.isEmpty ? nil : provider.defaultModel)
            let resolved = RouteChoice(provider: choice.provider, model: model)
            if let previous = tally.previous {
                notify(.fallingBack(from: previous.choice, to: resolved, error: previous.error))
            }
            let later = choices.count - index - 1
            let finished = await tryChoice(provider, resolved, laterChoices: later, deadline: deadline,
                                           request: &request, tally: &tally)
            if finished { return }
        }
        if Task.isCancelled { return }
        sink.finish(.failed(finalError(tally)))
    }

    /// Attempts (and retries) one choice. Returns true when the turn is over.
    private func tryChoice(_ provider: any ChatProvider, _ choice: RouteChoice, laterChoices: Int,
                           deadline: ContinuousClock.Instant, request: inout ChatRequest, tally: inout Tally) async -> Bool {
        let modelName = choice.model ?? ""
        var tries = 0
        var retries = 0
        while true {
            if Task.isCancelled { return true }
            guard tally.attempts < policy.attemptBudget else {
                sink.finish(.failed(.attemptBudgetExhausted(attempts: tally.attempts, last: tally.last)))
                return true
            }
            guard clock.now() < deadline else {
                sink.finish(.failed(.deadlineExceeded(policy.deadline, last: tally.last)))
                return true
            }
            tally.attempts += 1
            tries += 1
            var call = request
            call.model = modelName
            call.maxTokens = request.maxTokens ?? policy.maxTokens
                ?? catalog.maxTokens(provider: choice.provider, model: modelName) ?? policy.defaultMaxTokens
            sink.begin(provider: choice.provider, model: modelName)
            switch await attempt(provider, call, deadline: deadline) {
            case .cancelled:
                return true
            case .deadline:
                sink.finish(.failed(.deadlineExceeded(policy.deadline, last: tally.last)))
                return true
            case let .finished(reason, usage):
                report(usage, choice)
                cooldowns.recordSuccess(choice.provider)
                sink.finish(.finished(reason, provider: choice.provider, model: modelName, reply: sink.partial))
                return true
            case let .failed(error, usage, committed):
                report(usage, choice)
                tally.last = ChoiceFailure(choice: choice, error: error, attempts: tries, message: describe(error))
                if error.isRetryable { countHealthFailure(choice.provider, retryAfter: error.retryAfter) }
                if committed {
                    let interruption = Interruption(reason: .providerFailed(error), provider: choice.provider, model: modelName,
                                                    partial: sink.partial, message: "Reply interrupted: \(describeInterruption(error))")
                    sink.finish(.interrupted(interruption))
                    return true
                }
                if case .contextOverflow = error, !tally.trimmed,
                   let trimmed = ContextTrimmer.trim(request, contextWindow: catalog.contextWindow(provider: choice.provider, model: modelName),
                                                     target: policy.trimTarget) {
                    tally.trimmed = true
                    request = trimmed.request
                    notify(.trimmedContext(provider: choice.provider, droppedMessages: trimmed.dropped))
                    continue
                }
                if let delay = retryDelay(error, choice: choice, tries: tries, retries: retries,
                                          laterChoices: laterChoices, deadline: deadline, tally: tally) {
                    notify(.retrying(provider: choice.provider, model: modelName, attempt: tries + 1, after: delay, error: error))
                    do { try await clock.sleep(for: delay) } catch { return true }
                    retries += 1
                    continue
                }
                record(error, on: choice, attempts: tries, in: &tally)
                return false
            }
        }
    }

    /// The wait before retrying, or nil to move on to the next choice.
    private func retryDelay(_ error: LLMError, choice: RouteChoice, tries: Int, retries: Int, laterChoices: Int,
                            deadline: ContinuousClock.Instant, tally: Tally) -> Duration? {
        guard error.isRetryable else { return nil }
        if case .timeout = error, tries >= policy.maxAttemptsOnTimeout { return nil }
        let now = clock.now()
        if let asked = error.retryAfter, asked > policy.maxRetryAfter {
            let length = min(asked, policy.cooldownMax)
            if cooldowns.coolAtLeast(choice.provider, until: now + length, asked: asked) { notify(.coolingDown(provider: choice.provider, duration: length)) }
            return nil
        }
        guard cooldowns.coolingUntil(choice.provider, now: now) == nil,
              tries < policy.maxAttemptsPerChoice,
              tally.attempts + 1 + laterChoices <= policy.attemptBudget else { return nil }
        let delay = Backoff.delay(retry: retries, retryAfter: error.retryAfter, policy: policy, random: random())
        guard now + delay < deadline else { return nil }
        return delay
    }

    /// Shows a notice and writes it to the log.
    private func notify(_ notice: TurnNotice) {
        logger.notice("\(notice)", metadata: ["task": "\(task.rawValue)"])
        sink.emit(.notice(notice))
    }

    private func countHealthFailure(_ provider: String, retryAfter: Duration?) {
        if let until = cooldowns.recordFailure(provider, now: clock.now(), policy: policy, retryAfter: retryAfter) {
            notify(.coolingDown(provider: provider, duration: until - clock.now()))
        }
    }

    private func record(_ error: LLMError, on choice: RouteChoice, attempts: Int, in tally: inout Tally) {
        let failure = ChoiceFailure(choice: choice, error: error, attempts: attempts, message: describe(error))
        tally.failures.append(failure)
        tally.last = failure
        tally.previous = (choice, error)
    }

    private func report(_ usage: Usage?, _ choice: RouteChoice) {
        guard let usage else { return }
        let model = choice.model ?? ""
        let record = UsageRecord(provider: choice.provider, model: model, usage: usage,
                                 cost: catalog.cost(provider: choice.provider, model: model, usage: usage))
        ledger.record(record)
        sink.emit(.usage(record))
    }

    private func finalError(_ tally: Tally) -> TurnError {
        if tally.failures.isEmpty, let first = tally.cooling.min(by: { $0.until < $1.until }) {
            let backIn = max(first.until - clock.now(), .zero)
            return .allCoolingDown(provider: first.provider, backIn: backIn, cause: first.cause)
        }
        return .allFailed(tally.failures, cooling: tally.cooling.map(\.provider))
    }
}
