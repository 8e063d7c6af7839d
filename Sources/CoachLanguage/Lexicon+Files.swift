import Foundation

extension Lexicon {
    /// The lexicon of every `*.lexicon` file in `directory`, in name order.
    /// Throws ``LexiconError`` for a line it cannot read, naming the file and line.
    public static func load(directory: URL) throws -> Lexicon {
        Lexicon(entries: try entries(of: try files(in: directory)))
    }

    /// The `*.lexicon` files in `directory`, in name order.
    public static func files(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".lexicon") }.sorted().map { directory.appendingPathComponent($0, isDirectory: false) }
    }

    /// The entries of `files`, in order. Throws ``LexiconError`` for a line it cannot read.
    public static func entries(of files: [URL]) throws -> [LexiconEntry] {
        var entries: [LexiconEntry] = []
        for file in files {
            let name = file.lastPathComponent
            let data = try Data(contentsOf: file)
            guard let text = String(data: data, encoding: .utf8) else {
                throw LexiconError(source: name, problem: "not UTF-8 text")
            }
            entries += try LexiconEntry.parse(text, file: name)
        }
        return entries
    }

    /// What the lint finds wrong: one phrase with two values of one slot that no cue tells
    /// apart, and lines written twice. Empty for a sound lexicon.
    public func collisions() -> [String] {
        var problems: [String] = []
        var seen: [String: [LexiconEntry]] = [:]
        for entry in entries {
            for earlier in seen[entry.key] ?? [] {
                if earlier.meanings == entry.meanings, earlier.cues == entry.cues {
                    problems.append("\(entry.source): '\(entry.key)' repeats \(earlier.source)")
                    continue
                }
                guard Set(earlier.cues) == Set(entry.cues), earlier.alone == entry.alone, earlier.atStart == entry.atStart else {
                    continue
                }
                for meaning in entry.meanings {
                    if let other = earlier.value(of: meaning.slot), other != meaning.value {
                        problems.append("\(entry.source): '\(entry.key)' means \(meaning) but \(earlier.source) says "
                                        + "\(meaning.slot)=\(other), and no cue tells them apart")
                    }
                }
            }
            seen[entry.key, default: []].append(entry)
        }
        return problems
    }
}
