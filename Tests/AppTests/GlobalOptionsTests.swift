@testable import App
import Testing

/// `--home ''` and `AIRFIT_HOME=' '` are refused; what counts as blank is what Foundation's
/// `.whitespaces` trimmed (spaces of every kind and tabs, not line ends), told without it.
@Suite struct GlobalOptionsTests {
    @Test(arguments: [("", true), (" ", true), ("\t \u{00A0}\u{2003}", true), (" a ", false), ("\n", false), ("dir", false)])
    func blank(_ text: String, _ blank: Bool) {
        #expect(GlobalOptions.isBlank(text) == blank)
    }
}

/// `airfit` typed alone skips the parser (`AirfitCommand.start()`): the options it runs with are
/// the ones the parser makes of no arguments, in every environment that touches them.
@Suite struct PlainStartTests {
    @Test(arguments: [
        [:], ["NO_COLOR": "1"], ["AIRFIT_LOG": "debug"], ["AIRFIT_HOME": "/srv/airfit"],
        ["AIRFIT_HOME": "/a", "NO_COLOR": "", "AIRFIT_LOG": "trace", "HOME": "/h"],
    ])
    func plainOptionsAreTheParsersOfNoArguments(_ environment: [String: String]) throws {
        let parsed = try AirfitCommand.parse([]).appOptions(environment: environment)
        #expect(AirfitCommand.plainOptions(environment: environment) == parsed)
        #expect(parsed.home == nil && parsed.provider == nil && !parsed.echo)
        #expect(parsed.logLevel == environment["AIRFIT_LOG"])
    }

    /// An environment `validate()` refuses sends the start through the parser, which says why.
    @Test(arguments: [([:], true), (["AIRFIT_HOME": "/x"], true), (["AIRFIT_HOME": ""], false), (["AIRFIT_HOME": " \t"], false)])
    func anEnvironmentTheParserRefusesIsNotPlain(_ environment: [String: String], _ plain: Bool) {
        #expect(GlobalOptions.environmentIsValid(environment) == plain)
    }
}
