import Foundation

/// Where passphrases come from, in this order:
/// 1. `AIRFIT_PASSPHRASE` (the passphrase itself) or `AIRFIT_PASSPHRASE_FD` (a descriptor
///    number; one line is read from it). Both set is an error. One attempt.
/// 2. Otherwise the prompter (a terminal, no echo): three attempts to unlock, and a new
///    passphrase is asked twice.
/// 3. Otherwise: "no passphrase: set AIRFIT_PASSPHRASE or run in a terminal".
///
/// `airfit keys passwd` takes the new passphrase from `AIRFIT_NEW_PASSPHRASE` or
/// `AIRFIT_NEW_PASSPHRASE_FD` by the same rules (the descriptor may be the same as
/// `AIRFIT_PASSPHRASE_FD`: its first line is the old passphrase, its second the new one).
public struct PassphraseSource: Sendable {
    /// The passphrase itself.
    public static let variable = "AIRFIT_PASSPHRASE"
    /// A descriptor to read the passphrase from.
    public static let descriptorVariable = "AIRFIT_PASSPHRASE_FD"
    /// The new passphrase for `passwd`.
    public static let newVariable = "AIRFIT_NEW_PASSPHRASE"
    /// A descriptor to read the new passphrase from.
    public static let newDescriptorVariable = "AIRFIT_NEW_PASSPHRASE_FD"
    /// Prompt attempts when unlocking.
    public static let attempts = 3

    /// The environment consulted (injected for tests).
    public let environment: [String: String]
    /// The prompter, nil when standard input is not a terminal.
    public let prompter: (any PassphrasePrompter)?

    /// A source over the given environment and prompter.
    public init(environment: [String: String], prompter: (any PassphrasePrompter)?) {
        self.environment = environment
        self.prompter = prompter
    }

    /// The process environment, and a ``TerminalPrompter`` when standard input is a terminal.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> PassphraseSource {
        PassphraseSource(
            environment: environment,
            prompter: TerminalPrompter.standardInputIsTerminal ? TerminalPrompter() : nil
        )
    }

    /// Gets a passphrase and runs `attempt` with it; at the prompter, a wrong passphrase is
    /// asked again (three attempts in all). Returns the result and the passphrase that worked.
    public func unlock<T>(
        path: String, _ attempt: (Passphrase) throws(SecretsError) -> T
    ) throws(SecretsError) -> (value: T, passphrase: Passphrase) {
        if let passphrase = try fromEnvironment(Self.variable, Self.descriptorVariable) {
            return (try attempt(passphrase), passphrase)
        }
        guard let prompter else { throw .noPassphrase(hint: "set \(Self.variable) or run in a terminal") }
        var prompt = "Passphrase for \(path): "
        for _ in 1...Self.attempts {
            let passphrase = try ask(prompter, prompt)
            do {
                return (try attempt(passphrase), passphrase)
            } catch {
                guard case .wrongPassphrase = error else { throw error }
                prompt = "Wrong passphrase, try again: "
            }
        }
        throw .tooManyAttempts(path: path)
    }

    /// The passphrase for a file that does not exist yet: from the environment, or asked
    /// twice at the prompter.
    public func passphraseForNewFile(path: String) throws(SecretsError) -> Passphrase {
        if let passphrase = try fromEnvironment(Self.variable, Self.descriptorVariable) { return passphrase }
        guard let prompter else { throw .noPassphrase(hint: "set \(Self.variable) or run in a terminal") }
        return try askTwice(prompter, "New passphrase for \(path): ")
    }

    /// The new passphrase of `passwd`: `AIRFIT_NEW_PASSPHRASE(_FD)`, or asked twice.
    public func replacementPassphrase(path: String) throws(SecretsError) -> Passphrase {
        if let passphrase = try fromEnvironment(Self.newVariable, Self.newDescriptorVariable) { return passphrase }
        guard let prompter else {
            throw .noPassphrase(hint: "set \(Self.newVariable) to the new passphrase or run in a terminal")
        }
        return try askTwice(prompter, "New passphrase for \(path): ")
    }

    /// The passphrase from `variable` or `descriptorVariable`; nil when neither is set.
    func fromEnvironment(_ variable: String, _ descriptorVariable: String) throws(SecretsError) -> Passphrase? {
        let direct = environment[variable]
        let descriptor = environment[descriptorVariable]
        if direct != nil, descriptor != nil { throw .conflictingPassphraseSources(variable, descriptorVariable) }
        if let direct { return try Passphrase(direct) }
        guard let descriptor else { return nil }
        guard let fd = Int32(descriptor.trimmingCharacters(in: .whitespaces)), fd >= 0 else {
            // Never echoed: a passphrase put here by mistake must not be printed.
            throw .passphraseDescriptor(
                variable: descriptorVariable,
                detail: "its value is not a descriptor number such as 3 (the passphrase itself goes in \(variable))")
        }
        let read: [UInt8]?
        do {
            read = try DescriptorLineReader.readLine(fd)
        } catch {
            switch error {
            case .system(let code):
                throw .passphraseDescriptor(
                    variable: descriptorVariable, detail: "descriptor \(fd): \(String(cString: strerror(code)))"
                )
            case .tooLong:
                throw .passphraseDescriptor(
                    variable: descriptorVariable, detail: "line longer than \(DescriptorLineReader.maxLength) bytes"
                )
            }
        }
        guard var line = read else {
            throw .passphraseDescriptor(variable: descriptorVariable, detail: "descriptor \(fd) is at end of input")
        }
        return try Passphrase(consuming: &line)
    }

    private func ask(_ prompter: any PassphrasePrompter, _ prompt: String) throws(SecretsError) -> Passphrase {
        guard var bytes = try prompter.readSecret(prompt: prompt) else {
            throw .noPassphrase(hint: "end of input at the prompt")
        }
        return try Passphrase(consuming: &bytes)
    }

    private func askTwice(_ prompter: any PassphrasePrompter, _ prompt: String) throws(SecretsError) -> Passphrase {
        let first = try ask(prompter, prompt)
        let second = try ask(prompter, "Repeat the new passphrase: ")
        guard first.matches(second) else { throw .passphraseMismatch }
        return first
    }
}
