import DI
import Dispatch
import Foundation
import LLM
import Synchronization

/// The words completion reads from live services. Completion runs on readline's own thread
/// and cannot await, so these wait there (never on a task's thread) for a short async read.
enum CompletionSources {
    /// The keys `:swap` can rebind (those bound to one of their named alternatives) and their alternatives.
    static func alternatives(_ container: Container) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for info in container.registrations() {
            let key = info.key.unnamed
            guard result[key.typeName] == nil, container.binding(of: key) != nil else { continue }
            result[key.typeName] = container.alternatives(of: key)
        }
        return result
    }

    /// The price catalog's models, per provider.
    static func models(_ container: Container) async -> [String: [String]] {
        guard let catalog = try? await container.resolve(ModelCatalog.self) else { return [:] }
        var result: [String: [String]] = [:]
        for provider in catalog.providerIDs { result[provider] = catalog.models(for: provider).map(\.id) }
        return result
    }

    /// The newest conversations: short id and title (what `:sessions` lists).
    static func conversations(_ handle: StoreHandle?) -> [(id: String, title: String)] {
        guard let handle else { return [] }
        let rows = waiting(upTo: .seconds(1)) { () async -> [Row] in
            guard let store = try? await handle.storeForReading(),
                  let summaries = try? await store.conversations.list(limit: 20) else { return [] }
            return summaries.map {
                Row(id: $0.conversation.shortID, title: ControlSanitizer.sanitize($0.conversation.title ?? "(untitled)"))
            }
        }
        return (rows ?? []).map { ($0.id, $0.title) }
    }

    private struct Row: Sendable {
        let id: String
        let title: String
    }

    /// Runs `work` as a task and blocks this (non-cooperative) thread until it ends or `limit` passes.
    private static func waiting<T: Sendable>(upTo limit: DispatchTimeInterval, _ work: @escaping @Sendable () async -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<T>()
        let task = Task {
            let value = await work()
            result.value.withLock { $0 = value }
            done.signal()
        }
        if done.wait(timeout: .now() + limit) == .timedOut { task.cancel() }
        return result.value.withLock { $0 }
    }

    private final class ResultBox<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }
}
