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
