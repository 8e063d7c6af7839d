import ArgumentParser
import Foundation
import LLM
import Secrets

/// `airfit keys`: the API keys in the encrypted key file.
struct KeysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Manage API keys in the encrypted key file (keys.enc).",
        discussion: """
            Keys are encrypted with a passphrase (scrypt + ChaCha20-Poly1305). The passphrase comes \
            from AIRFIT_PASSPHRASE or AIRFIT_PASSPHRASE_FD, else from a prompt in a terminal. \
            \(ProviderCatalog.list(ProviderCatalog.allKeyVariables, conjunction: "and")) override the file.
            """,
        subcommands: [Set.self, List.self, Remove.self, Passwd.self]
    )

    struct Set: AsyncParsableCommand {
        // Every command's name is spelled out: without one ArgumentParser makes it from
        // `String(describing:)` of the type, three conformance scans (~1 ms) on every start.
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Store a key, read from standard input (so it stays out of shell history).")
        @Argument(help: "\(ProviderCatalog.keyed.map(\.id).joined(separator: ", ")), or another name of lowercase letters, digits and dashes.")
        var provider: String
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await KeysCommand.perform(global) { store in
                try await KeysCommands.set(store, provider: provider, readKey: KeyReaders.standardInput(provider: provider))
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the keys, masked, with where each comes from.")
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await KeysCommand.perform(global) { try await KeysCommands.list($0) }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove a stored key.")
        @Argument(help: "The provider whose key to remove.")
        var provider: String
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await KeysCommand.perform(global) { try await KeysCommands.remove($0, provider: provider) }
        }
    }

    struct Passwd: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "passwd", abstract: "Re-encrypt the key file under a new passphrase (AIRFIT_NEW_PASSPHRASE, or asked twice).")
        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await KeysCommand.perform(global) { try await KeysCommands.passwd($0) }
        }
    }

    /// Runs `body` with the key store, prints its lines and warnings; an error is one line on
    /// standard error and exit status 1 (130 for Ctrl-C at a hidden prompt, which has already
    /// put the terminal back).
    static func perform(_ global: GlobalOptions, _ body: (KeyStore) async throws -> KeysCommandOutput) async throws {
        let options = global.appOptions()
        let console = Console(color: options.color)
        do {
            let output = try await OneShotRoot.withKeyStore(options: options, console: console, body)
            for warning in output.warnings { console.warning(warning) }
            for line in output.lines { console.line(line) }
        } catch SecretsError.cancelled {
            throw ExitCode(130)
        } catch let problem as StartupCheck.Problem {
            console.error(problem.description)
            throw ExitCode(2)
        } catch {
            console.error(StartupCheck.line(for: error))
            throw ExitCode(1)
        }
    }
}
