import Foundation

/// Runs blocking work (scrypt, a terminal prompt, fsync) on its own thread so the
/// cooperative thread pool stays free while it waits.
enum OffThread {
    static func run<T: Sendable>(
        _ work: @escaping @Sendable () throws(SecretsError) -> T
    ) async throws(SecretsError) -> T {
        let result: Result<T, SecretsError> = await withCheckedContinuation { continuation in
            let thread = Thread {
                do throws(SecretsError) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        return try result.get()
    }
}
