import Foundation

/// A task executor with a thread of its own: the jobs of a task that prefers it
/// (`withTaskExecutorPreference`) run there, one at a time, instead of on the shared pool.
///
/// After ``stop()`` the thread ends once its queue is empty, and any job that still comes
/// goes to the global executor.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// Guards `jobs` and `stopped`, and wakes the thread.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in run() }
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        guard !stopped else {
            condition.unlock()
            globalConcurrentExecutor.enqueue(job)
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once it has run what it holds.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// The next job, or nil once stopped with nothing left.
    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !stopped { condition.wait() }
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }
}
