import Foundation
import LLM
import Secrets

/// `:keys` and `:keys set PROVIDER` in the REPL.
enum KeysMetaCommands {
    static let all: [MetaCommand] = [
        MetaCommand("keys", usage: "[set PROVIDER | rm PROVIDER]", summary: "list API keys (masked, with their source), or set/remove one",
                    arity: 0...2, positionalCompleter: { context, before, prefix in
                        let candidates: [String]
                        switch before.count {
                        case 0: candidates = ["set", "rm"]
                        case 1 where ["set", "rm"].contains(before[0]):
                            let builtIn = ProviderCatalog.builtIn.filter { !$0.keyVariables.isEmpty }.map(\.id)
                            let named = context.providerIDs.filter { !ProviderCatalog.ids.contains($0) }
                            candidates = builtIn + named
                        default: candidates = []
                        }
                        return candidates.filter { $0.hasPrefix(prefix) }
                    }) { (arguments: CommandArguments, store: KeyStore, input: SecretInput, console: Console) in
            let output: KeysCommandOutput
            do {
                output = try await run(arguments, store: store, input: input)
            } catch SecretsError.cancelled {
                // Ctrl-C at a hidden prompt ends the prompt, not the REPL.
                console.note("cancelled")
                return .proceed
            }
            for warning in output.warnings { console.warning(warning) }
            for line in output.lines { console.line(line) }
            return .proceed
        },
    ]

    private static func run(_ arguments: CommandArguments, store: KeyStore, input: SecretInput) async throws -> KeysCommandOutput {
        switch (arguments[0], arguments[1]) {
        case (nil, _):
            return try await KeysCommands.list(store, setCommand: ":keys set PROVIDER")
        case ("set", let provider?):
            // Read the key first, without echo: a hidden prompt on a terminal, else the next input line.
            let key: String?
            if TerminalPrompter.standardInputIsTerminal {
                key = try KeyReaders.hidden(TerminalPrompter(), provider: provider)()
            } else {
                key = await input.readLine()
            }
            return try await KeysCommands.set(store, provider: provider, readKey: { key })
        case ("rm", let provider?):
            return try await KeysCommands.remove(store, provider: provider)
        default:
            throw CommandUsageError("expected nothing, `set PROVIDER` or `rm PROVIDER`")
        }
    }
}
