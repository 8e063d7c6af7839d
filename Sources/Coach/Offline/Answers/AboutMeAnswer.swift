/// "what's my name?", "what do you know about me?": the profile read back (`request=about_me`).
enum AboutMeAnswer: OfflineAnswer {
    static let name = "about_me"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? {
        line.phraseReading("request", "about_me", NoArguments())
    }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.aboutMe() }
}
