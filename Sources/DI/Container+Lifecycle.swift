import Synchronization

/// The health of one live service.
public struct HealthReport: Sendable {
    /// The live instance's key.
    public let key: ServiceKey
    /// Its implementation type.
    public let implementation: String
    /// What its check answered (or `unhealthy` when it did not answer in time).
    public let status: HealthStatus
}

extension Container {
    /// Ends every live scope, then shuts down every live singleton, newest first, and
    /// empties the cache. Resolving afterwards builds again.
    /// - Parameter atExit: the program ends right after: every instance is shut down as
    ///   always but not released. The operating system takes the memory back at once, where
    ///   freeing the thousands of objects a coach holds one by one costs time for nothing
    ///   (about 3 ms of a first offline reply's 50).
    public func shutdown(atExit: Bool = false) async {
        for scope in scopes.live { await scope.end(atExit: atExit) }
        await InstanceStore.shutDown(store.drain(end: false), releasing: !atExit)
    }

    /// Checks every live instance that can tell its health, each within `timeout`. With
    /// `resolveAll`, every singleton is built first so that none is left out.
    public func health(resolveAll: Bool = false, timeout: Duration = .seconds(3)) async -> [HealthReport] {
        if resolveAll {
            for key in order where table[key.raw]?.lifetime == .singleton {
                _ = try? await resolve(key: key)
            }
        }
        let checkable = store.snapshot.compactMap { live -> (LiveInstance, any HealthCheckable)? in
            (live.value as? any HealthCheckable).map { (live, $0) }
        }
        return await withTaskGroup(of: (Int, HealthReport).self) { group in
            for (index, (live, service)) in checkable.enumerated() {
                group.addTask {
                    let status = await Self.check(service, timeout: timeout)
                    return (index, HealthReport(key: live.key, implementation: live.implementation, status: status))
                }
            }
            var reports: [(Int, HealthReport)] = []
            for await report in group { reports.append(report) }
            return reports.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Runs one check in its own task and stops waiting for it after `timeout`: a check that
    /// ignores cancellation cannot hold up the report.
    private static func check(_ service: any HealthCheckable, timeout: Duration) async -> HealthStatus {
        let race = Race()
        return await withCheckedContinuation { continuation in
            race.wait(with: continuation)
            let timer = Task {
                try? await Task.sleep(for: timeout)
                guard !Task.isCancelled else { return }
                race.finish(.unhealthy("no answer within \(ResolutionTrace.format(timeout))"))
            }
            let check = Task {
                let status = await service.healthCheck()
                timer.cancel()
                race.finish(status)
            }
            race.onTimeout(cancel: check)
        }
    }
}

/// A health check racing its timeout: the first answer goes to the waiting continuation;
/// a timeout also cancels the check.
private final class Race: Sendable {
    private struct State {
        var continuation: CheckedContinuation<HealthStatus, Never>?
        var check: Task<Void, Never>?
        var done = false
    }
    private let state = Mutex(State())

    func wait(with continuation: CheckedContinuation<HealthStatus, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    func onTimeout(cancel check: Task<Void, Never>) {
        let alreadyDone = state.withLock { state -> Bool in
            state.check = check
            return state.done
        }
        if alreadyDone { check.cancel() }
    }

    func finish(_ status: HealthStatus) {
        let (continuation, check) = state.withLock { state -> (CheckedContinuation<HealthStatus, Never>?, Task<Void, Never>?) in
            guard !state.done else { return (nil, nil) }
            state.done = true
            defer { state.continuation = nil }
            return (state.continuation, state.check)
        }
        check?.cancel()
        continuation?.resume(returning: status)
    }
}
