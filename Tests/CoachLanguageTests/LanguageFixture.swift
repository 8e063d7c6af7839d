import CoachLanguage
import Foundation

/// The project's lexicon (`data/lexicon`), loaded once for the tests.
enum LanguageFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/lexicon")
    static let loaded: Result<Lexicon, any Error> = Result { try Lexicon.load(directory: directory) }
    static var lexicon: Lexicon { (try? loaded.get()) ?? Lexicon(entries: []) }
    static let language = Language(lexicon: lexicon)

    static func read(_ text: String, context: [Meaning] = []) -> Utterance { language.read(text, context: context) }
}
