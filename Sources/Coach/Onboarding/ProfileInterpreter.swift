import CoachDomain
import CoachLanguage

/// Reads an answer for profile facts: offline with ``ProfileParser``, or online with the
/// extraction task (``ExtractionProfileInterpreter``). Either way every value is checked by the
/// field table before anything is stored.
public protocol ProfileInterpreter: Sendable {
    /// The changes `answer` states; `asked` is the field the coach asked about last, `lastGiven`
    /// the field the user gave a value for last (a bare correction, "actually make that 145", is
    /// that field's).
    func interpret(_ answer: String, asked: String?, lastGiven: String?, profile: Profile,
                   context: ProfileContext) async -> ProfileChanges
}

extension ProfileInterpreter {
    /// The changes `answer` states, with no value given before it.
    public func interpret(_ answer: String, asked: String?, profile: Profile, context: ProfileContext) async -> ProfileChanges {
        await interpret(answer, asked: asked, lastGiven: nil, profile: profile, context: context)
    }
}

/// The offline interpreter: the deterministic parser, over the coach's language.
public struct OfflineProfileInterpreter: ProfileInterpreter {
    public let language: Language

    public init(language: Language) { self.language = language }

    public func interpret(_ answer: String, asked: String?, lastGiven: String?, profile: Profile,
                          context: ProfileContext) async -> ProfileChanges {
        ProfileParser.read(answer, asked: asked, lastGiven: lastGiven, profile: profile, context: context, language: language)
    }
}
