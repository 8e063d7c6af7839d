import CoachDomain

/// The arguments of the training tools that take only a day (`today_session`, `log_as_planned`):
/// `day`, the user's word for it, resolved when the tool runs; today when absent or blank.
package struct DayOnly: Codable, Sendable {
    var day: String?

    init(day: String? = nil) { self.day = day }

    package init(from decoder: any Decoder) throws {
        day = try decoder.container(keyedBy: CodingKeys.self).optionalText(forKey: .day)
    }
}
