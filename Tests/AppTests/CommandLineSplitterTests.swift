import Testing
@testable import App

struct CommandLineSplitterTests {
    @Test func quotesGroupAtTheStartOfAWordOnly() throws {
        #expect(try CommandLineSplitter.split(#"profile set height 5'11""#) == ["profile", "set", "height", #"5'11""#])
        #expect(try CommandLineSplitter.split("profile set motivation don't give up") == ["profile", "set", "motivation", "don't", "give", "up"])
        #expect(try CommandLineSplitter.split(#"export "my file.md""#) == ["export", "my file.md"])
        #expect(try CommandLineSplitter.split("a 'b c' d") == ["a", "b c", "d"])
        #expect(throws: CommandLineSplitter.UnclosedQuote.self) { try CommandLineSplitter.split(#"export "open"#) }
    }

    @Test func profileSetCompletesByPosition() {
        #expect(ProfileCommands.complete([], "") == ["set"])
        #expect(ProfileCommands.complete(["set"], "coa") == ["coaching_style"])
        #expect(ProfileCommands.complete(["set", "coaching_style"], "") == ["supportive", "tough_love", "analytical", "buddy"])
        #expect(ProfileCommands.complete(["set", "activity"], "ve") == ["very"])
        #expect(ProfileCommands.complete(["set", "weight"], "") == [])
        #expect(ProfileCommands.complete(["set", "activity", "very"], "") == [])
    }
}
