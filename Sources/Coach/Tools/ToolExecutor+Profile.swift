import LLM

extension ToolExecutor {
    /// `update_profile`: merges the given fields into the stored profile.
    func updateProfile(_ call: ToolCall, _ arguments: [String: JSONValue]) async -> ToolResult {
        let changes: ProfileChanges
        switch ProfileArguments.changes(from: arguments) {
        case .success(let value): changes = value
        case .failure(let problem): return .failure(call, problem.message)
        }
        let profile: Profile
        do {
            profile = changes.applied(to: try await ports.profiles.loadProfile() ?? Profile())
            try await ports.profiles.saveProfile(profile)
        } catch {
            return .failure(call, "could not save the profile (\(error))")
        }
        var fields: [String: JSONValue] = [:]
        for (label, value) in profile.filledFields { fields[label] = .string(value) }
        var changed: [String: JSONValue] = [:]
        if let name = changes.name { changed["name"] = .string(name) }
        if let weight = changes.bodyWeightKg { changed["body_weight_kg"] = ToolJSON.number(weight) }
        for (key, value) in changes.texts { changed[key] = .string(value) }
        let object: JSONValue = ["ok": true, "tool": .string(call.name), "changed": .object(changed), "profile": .object(fields)]
        return ToolResult(callID: call.id, name: call.name, content: object.jsonString,
                          summary: "Profile updated: \(changes.label)", isError: false)
    }
}
