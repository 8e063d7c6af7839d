/// `:set SETTING VALUE`: settings of this session. `status on|off` shows or hides the dim
/// line after each reply (`"status_line": false` in config.json turns it off for good).
enum SetCommands {
    static let settings: [String: [String]] = ["status": ["on", "off"]]

    static let all: [MetaCommand] = [
        MetaCommand("set", usage: "status on|off", summary: "this session's settings: status on|off shows or hides the line after each reply",
                    arity: 2...2, positionalCompleter: { _, before, prefix in
                        switch before.count {
                        case 0: return settings.keys.sorted().filter { $0.hasPrefix(prefix) }
                        case 1: return (settings[before[0]] ?? []).filter { $0.hasPrefix(prefix) }
                        default: return []
                        }
                    }) { (arguments: CommandArguments, console: Console) in
            let (setting, value) = (arguments.words[0].lowercased(), arguments.words[1].lowercased())
            guard let values = settings[setting] else {
                throw CommandUsageError("unknown setting '\(setting)'; settings: \(settings.keys.sorted().joined(separator: ", "))")
            }
            guard values.contains(value) else {
                throw CommandUsageError("\(setting) is \(values.joined(separator: " or ")), not '\(value)'")
            }
            console.statusLineEnabled = value == "on"
            console.line("status line \(value)")
            return .proceed
        },
    ]
}
