import CoachDomain
import CoachLanguage

/// What a question is about, from the lexicon's `topic` spans (`situations.lexicon`).
public enum Topic: String, Sendable, Hashable, CaseIterable {
    case food, training, weight, sleep, targets, progress
}

/// The answer to a question the coach cannot answer: what it can do about that question's topic
/// (its commands and the questions it answers), never one list for everything.
public enum TopicFallback {
    /// The topic of `utterance`: its strongest `topic` span; else food when `namesFood` (the
    /// nutrition parser found a food in it); else none.
    public static func topic(of utterance: Utterance, namesFood: Bool = false) -> Topic? {
        if let topic = utterance.strongest("topic")?.value(of: "topic").flatMap(Topic.init) { return topic }
        return namesFood ? .food : nil
    }

    /// The reply to `line`, about `topic`, with examples in `unit`.
    public static func reply(to line: String, topic: Topic?, unit: WeightUnit) -> String {
        let quoted = line.count > 60 ? String(line.prefix(57)) + "..." : line
        guard let topic else {
            return "I didn't follow \"\(quoted)\". Ask me about what you eat, your training, your weight or your sleep, "
                + "and I'll answer from your log (help lists everything)."
        }
        return "I can't answer \"\(quoted)\" yet. \(offer(topic, unit: unit))"
    }

    /// What the coach can do about `topic`.
    static func offer(_ topic: Topic, unit: WeightUnit) -> String {
        switch topic {
        case .food:
            "About food I can log what you eat (\"2 eggs and toast\"), tell you whether something fits what's left today "
                + "(\"can I have pizza tonight?\"), suggest a meal that fits (\"what should I eat for dinner?\", :suggest), "
                + "plan a whole day (:meals) and show a day against its targets (:day)."
        case .training:
            "About training I can show your plan (:plan) and a day's session with its loads (:plan today), log a workout "
                + "(\"\(unit.liftExample)\", or \"done\" for the day's session), move a session you missed (\"I skipped the "
                + "gym today\") and tell you whether to train after a bad night, when sore or with a cold."
        case .weight:
            "About your weight I can log a weigh-in (\"I weigh \(unit.bodyWeightExample)\", :weight \(unit.weighInExample)), "
                + "show your trend (:weight, :weight --chart), judge your pace against your plan (\"am I on track?\") and "
                + "read a jump on the scale (\"I lost 2 \(unit.rawValue) this week!\")."
        case .sleep:
            "About sleep and recovery I can tell you whether to train today after a bad night, with sore muscles or a "
                + "cold (\"I slept badly, should I still train?\"), and move the session you skip (:plan)."
        case .targets:
            "About your targets I can show them and how they're worked out (:targets), what's left today (:day), what your "
                + "log says you burn (:expenditure) and what changed this week (:checkin)."
        case .progress:
            "About your progress I can judge your week (\"how am I doing this week?\"), your pace against your plan "
                + "(\"am I on track?\"), and show the days (:week) and your trend (:weight)."
        }
    }
}
