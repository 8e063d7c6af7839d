import CoachDomain

/// Reads an answer for profile facts: offline with ``ProfileParser``, or online with the
/// extraction task (``ExtractionProfileInterpreter``). Either way every value is checked by the
/// field table before anything is stored.
public protocol ProfileInterpreter: Sendable {
    /// The changes `answer` states; `asked` is the field the coach asked about last.
    func interpret(_ answer: String, asked: String?, profile: Profile, context: ProfileContext) async -> ProfileChanges
}

/// The offline interpreter: the deterministic parser.
public struct OfflineProfileInterpreter: ProfileInterpreter {
    public init() {}

    public func interpret(_ answer: String, asked: String?, profile: Profile, context: ProfileContext) async -> ProfileChanges {
        ProfileParser.read(answer, asked: asked, profile: profile, context: context)
    }
}
