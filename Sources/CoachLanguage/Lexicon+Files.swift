import Foundation

extension Lexicon {
    /// The lexicon of every `*.lexicon` file in `directory`, in name order.
    /// Throws ``LexiconError`` for a line it cannot read, naming the file and line.
    public static func load(directory: URL) throws -> Lexicon {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".lexicon") }.sorted()
        var files: [(name: String, text: String)] = []
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            guard let text = String(data: data, encoding: .utf8) else {
                throw LexiconError(source: name, problem: "not UTF-8 text")
            }
            files.append((name, text))
        }
        return try Lexicon(files: files)
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
