import Foundation

/// A transcript file: comment lines, then runs. Each run starts with `$ airfit ARGS`
/// (optionally `$ VAR=value airfit ARGS`); its `> ` lines are typed on standard input and
/// every other line is expected output. See Tests/Transcripts/README.md.
struct Transcript {
    struct Run {
        var commandLine: String
        var environment: [String: String]
        var arguments: [String]
        var input: [String]
        /// Input lines written `>> ` (a key after `:keys set`): typed, never echoed.
        var secretInput: Set<Int> = []
        /// Expected lines, `> ` input lines included where the program echoes them.
        var expected: [String]

        /// A REPL run (no subcommand) echoes its input after the prompt.
        var isREPL: Bool { !(arguments.first.map(Transcript.subcommands.contains) ?? false) }
    }

    static let subcommands: Set<String> = ["keys", "import", "export", "help", "--version", "--help"]

    var header: [String]
    var runs: [Run]

    init(text: String) throws {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        header = []
        runs = []
        for line in lines {
            if line.hasPrefix("$ ") {
                runs.append(try Self.parseCommand(line))
            } else if runs.isEmpty {
                header.append(line)
            } else if line.hasPrefix(">> ") {
                runs[runs.count - 1].secretInput.insert(runs[runs.count - 1].input.count)
                runs[runs.count - 1].input.append(String(line.dropFirst(3)))
            } else if line.hasPrefix("> ") || line == ">" {
                runs[runs.count - 1].input.append(line == ">" ? "" : String(line.dropFirst(2)))
                runs[runs.count - 1].expected.append(line)
            } else if line.hasPrefix("... "), runs[runs.count - 1].isREPL {
                // A line typed inside a \"\"\" block, echoed after the continuation prompt.
                runs[runs.count - 1].input.append(String(line.dropFirst(4)))
                runs[runs.count - 1].expected.append(line)
            } else {
                runs[runs.count - 1].expected.append(line)
            }
        }
    }

    static func parseCommand(_ line: String) throws -> Run {
        var words = try ShellWords.split(String(line.dropFirst(2)))
        var environment: [String: String] = [:]
        while let first = words.first, let equals = first.firstIndex(of: "="), first.first != "-" {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        guard words.first == "airfit" else {
            throw TranscriptError("a run must start with `$ airfit`: \(line)")
        }
        return Run(commandLine: line, environment: environment, arguments: Array(words.dropFirst()), input: [], expected: [])
    }
}

extension Transcript.Run {
    /// Puts the secret input lines back after the echo of the line before them, for a
    /// rewritten transcript (the program never prints them).
    func withSecretInput(_ lines: [String]) -> [String] {
        guard !secretInput.isEmpty else { return lines }
        var result: [String] = []
        var next = 0
        func emitSecrets() {
            while secretInput.contains(next) {
                result.append(">> " + input[next])
                next += 1
            }
        }
        emitSecrets()
        for line in lines {
            result.append(line)
            if next < input.count,
               line == "> " + input[next] || line == "... " + input[next] || (line == ">" && input[next].isEmpty) {
                next += 1
                emitSecrets()
            }
        }
        return result
    }
}

struct TranscriptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Splits a command line like a shell: spaces separate words, quotes group.
enum ShellWords {
    static func split(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quote != nil { throw TranscriptError("unclosed quote in: \(text)") }
        if inWord { words.append(current) }
        return words
    }
}
