/// The health of one live service.
public struct HealthReport: Sendable {
    public let key: ServiceKey
    public let implementation: String
    public let status: HealthStatus
}

extension Container {
    /// Shuts down every live singleton, newest first, and empties the cache. Resolving
    /// afterwards builds again.
    public func shutdown() async {
        await InstanceStore.shutDown(store.drain(end: false))
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

    private static func check(_ service: any HealthCheckable, timeout: Duration) async -> HealthStatus {
        await withTaskGroup(of: HealthStatus?.self) { group in
            group.addTask { await service.healthCheck() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return Task.isCancelled ? nil : .unhealthy("no answer within \(timeout)")
            }
            var result = HealthStatus.unhealthy("no answer")
            for await status in group {
                if let status { result = status; break }
            }
            group.cancelAll()
            return result
        }
    }
}
