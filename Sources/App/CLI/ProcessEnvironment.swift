import Foundation

/// The process's environment variables, read once: Foundation builds a new dictionary of all of
/// them at every `ProcessInfo.environment` (a first reply read it twice, 1 M instructions each).
enum ProcessEnvironment {
    static let current = ProcessInfo.processInfo.environment
}
