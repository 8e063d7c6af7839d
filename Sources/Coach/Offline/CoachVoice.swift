import CoachDomain
import Foundation

/// How the coach speaks to this user: the profile's coaching style and detail level.
struct CoachVoice: Sendable, Hashable {
    enum Style: Sendable, Hashable { case supportive, direct, analytical, balanced }
    enum Detail: Sendable, Hashable { case brief, standard, detailed }

    let name: String?
    let style: Style
    let detail: Detail

    init(profile: Profile) {
        let trimmed = profile.name?.trimmingCharacters(in: .whitespaces) ?? ""
        name = trimmed.isEmpty ? nil : trimmed
        style = Self.style(profile[ProfileFields.coachingStyle])
        detail = switch profile[ProfileFields.detailLevel] {
        case .brief: .brief
        case .detailed: .detailed
        case .balanced, nil: .standard
        }
    }

    /// The voice of a coaching style (buddy is the balanced voice).
    static func style(_ style: CoachingStyle?) -> Style {
        switch style {
        case .supportive: .supportive
        case .toughLove: .direct
        case .analytical: .analytical
        case .buddy, nil: .balanced
        }
    }

    /// ", Sam" or "".
    var commaName: String { name.map { ", \($0)" } ?? "" }

    func foodOpener() -> String {
        switch style {
        case .supportive: "Nice work\(commaName)!"
        case .direct: "Noted\(commaName)."
        case .analytical: "Recorded."
        case .balanced: "Got it\(commaName)."
        }
    }

    func workoutOpener() -> String {
        switch style {
        case .supportive: "Great session\(commaName)!"
        case .direct: "Done. Good work\(commaName)."
        case .analytical: "Session recorded."
        case .balanced: "Nice work\(commaName)."
        }
    }

    func goalOpener() -> String {
        switch style {
        case .supportive: "Love it\(commaName)!"
        case .direct: "Locked in\(commaName)."
        case .analytical: "Goal updated."
        case .balanced: "Done\(commaName)."
        }
    }

    func questionOpener() -> String? {
        switch style {
        case .supportive: "Good question\(commaName)."
        case .direct: "Straight answer\(commaName):"
        case .analytical: "Here's what the evidence says:"
        case .balanced: name.map { "\($0), here's how I'd approach it." }
        }
    }

    func greeting() -> String {
        switch style {
        case .supportive: "Hi\(name.map { " \($0)" } ?? "")! Great to see you."
        case .direct: "\(name ?? "Right"). Let's get to work."
        case .analytical: "Hello\(name.map { " \($0)" } ?? "")."
        case .balanced: "Hey\(name.map { " \($0)" } ?? "")!"
        }
    }
}
