/// The choices a stored training plan keeps (its profile and weekdays), written by their raw values.
extension FitnessGoal: Codable {}
extension Experience: Codable {}
extension Equipment: Codable {}
extension Weekday: Codable {}
