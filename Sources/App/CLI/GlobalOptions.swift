import ArgumentParser
import Foundation

/// Options every `airfit` command takes.
package struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Keep all of airfit's files under DIR (or set AIRFIT_HOME).", valueName: "DIR"))
    var home: String?

    @Flag(name: .long, help: "No ANSI colors (also when NO_COLOR is set).")
    var noColor = false

    package init() {}

    /// The options as they were given, for a command run in this one's place.
    var arguments: [String] { (home.map { ["--home", $0] } ?? []) + (noColor ? ["--no-color"] : []) }

    /// `--home ''` is refused rather than silently ignored (the files would go elsewhere).
    package func validate() throws { try Self.validate(home: home) }

    /// `validate()` of these options: `home` as given, the environment the process's.
    static func validate(home: String?, environment: [String: String] = ProcessEnvironment.current) throws {
        if let home, Self.isBlank(home) {
            throw ValidationError("--home needs a folder, and '\(home)' is empty (leave --home out for the default folders)")
        }
        // So is `AIRFIT_HOME=''` when no --home overrides it.
        if home == nil, let variable = environment["AIRFIT_HOME"], Self.isBlank(variable) {
            throw ValidationError("AIRFIT_HOME needs a folder, and '\(variable)' is empty (unset it for the default folders)")
        }
    }

    /// Whether `validate()` passes when no option is given (only the environment can fail it).
    static func environmentIsValid(_ environment: [String: String] = ProcessEnvironment.current) -> Bool {
        (try? validate(home: nil, environment: environment)) != nil
    }

    /// Empty or only spaces and tabs (what Foundation's `.whitespaces` trims), told without
    /// Foundation: its trimming asks the runtime about conformances on every start.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The options with the environment applied.
    package func appOptions(environment: [String: String] = ProcessEnvironment.current) -> AppOptions {
        Self.appOptions(home: home, noColor: noColor, environment: environment)
    }

    /// `appOptions(environment:)` of options given as values.
    static func appOptions(home: String?, noColor: Bool, environment: [String: String]) -> AppOptions {
        let colorAllowed = !noColor && (environment["NO_COLOR"] ?? "").isEmpty && isatty(STDOUT_FILENO) == 1
        return AppOptions(home: home, color: colorAllowed, environment: environment)
    }
}
