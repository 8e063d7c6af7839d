import CoachLanguage
import Testing

/// Lines to acts, by the project's lexicon.
@Suite struct DialogueActTests {
    static let cases: [(String, DialogueAct)] = [
        ("what should I eat for dinner?", .question),
        ("how am I doing", .question),
        ("is it ok to eat pizza?", .question),
        ("can I have a beer tonight?", .question),
        ("ok so what now", .question),
        ("suggest a dinner without gluten please", .request),
        ("give me a lunch idea with no dairy", .request),
        ("please suggest a snack", .request),
        ("can you keep it short?", .request),
        ("I'm vegan", .statement),
        ("I want to lose 20 pounds", .statement),
        ("Marco here, 27 yo guy", .statement),
        ("my name is Sam", .statement),
        ("pizza?", .question),
        ("I'm 80 kg?", .question),
        ("was that too much", .question),
        ("I had pizza, was that ok?", .report),
        ("walked 10k steps", .report),
        ("thanks!", .social),
        ("I'm off", .social),
    ]

    @Test(arguments: cases)
    func actsOfLines(_ line: String, _ act: DialogueAct) {
        #expect(LanguageFixture.read(line).act == act)
    }

    @Test func onlyReportsAndStatementsWrite() {
        #expect(DialogueAct.allCases.filter(\.mayWrite) == [.report, .statement])
    }
}
