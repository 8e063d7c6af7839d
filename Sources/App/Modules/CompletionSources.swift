import DI
import Foundation
import LLM
import Synchronization

/// The words completion reads from live services, gathered where awaiting is possible (at
/// start, and before each prompt) since completion itself cannot await.
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

    /// The newest conversations (short id and title, what `:sessions` lists), read before each
    /// prompt so that completion, which runs on readline's thread and cannot await, finds them
    /// at once.
    final class RecentConversations: Sendable {
        private let handle: StoreHandle?
        private let rows = Mutex<[(id: String, title: String)]>([])

        init(handle: StoreHandle?) { self.handle = handle }

        /// What the last ``refresh()`` read.
        var current: [(id: String, title: String)] { rows.withLock { $0 } }

        /// Reads the list again (a no-op without a store: piped input completes nothing).
        func refresh() async {
            guard let handle, let store = try? await handle.storeForReading(),
                  let summaries = try? await store.conversations.list(limit: 20) else { return }
            let fresh = summaries.map {
                (id: $0.conversation.shortID, title: ControlSanitizer.sanitize($0.conversation.title ?? "(untitled)"))
            }
            rows.withLock { $0 = fresh }
        }
    }
}
