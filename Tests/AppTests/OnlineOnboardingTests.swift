@testable import App
import Coach
import CoachDomain
import Foundation
import LLM
import Storage
import Synchronization
import Testing

/// Onboarding with a model: answers go to the extraction task over OpenAI's real wire format
/// (the loopback fake server in `LLMFakes`, scripted with the model's JSON answers), and every
/// value is checked by the field table before it reaches the SQLite store.
struct OnlineOnboardingTests {
    /// A chat-completions stream whose content is `text`.
    static func stream(_ text: String) -> FakeResponse {
        let content = JSONValue.string(text).jsonString
        return .stream([
            #"data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"role":"assistant","content":\#(content)},"finish_reason":null}],"usage":null}"# + "\n\n",
            #"data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":null}"# + "\n\n",
            #"data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[],"usage":{"prompt_tokens":300,"completion_tokens":20,"total_tokens":320}}"# + "\n\n",
            "data: [DONE]\n\n",
        ], contentType: "text/event-stream")
    }

    @Test func answersAreExtractedCheckedAndStored() async throws {
        let answers = Mutex([
            #"{"name": "Sam", "weight": 82, "height": 180}"#,
            #"{"goal": "lose_fat", "age": 1880}"#,
            #"{"age": 1996}"#,
        ])
        let server = try FakeOpenAI.server { _ in Self.stream(answers.withLock { $0.isEmpty ? "{}" : $0.removeFirst() }) }
        let provider = try FakeOpenAI.provider(server, client: HTTPStreamingClient())
        let f = try await StoragePortsTests.fixture()
        let today = f.today
        let interpreter = ExtractionProfileInterpreter(provider: provider, prompts: PromptLibrary(directory: f.resources.promptsDirectory),
                                                       language: f.resources.language)
        let conductor = OnboardingConductor(ports: f.ports, resources: f.resources, interpreter: interpreter, today: { today })

        let start = try await conductor.begin(restart: false)
        #expect(start.text.hasSuffix(ProfileFields.name.question))
        guard case .reply(let first) = await conductor.handle("Sam here, 82 kilos and 1m80") else { Issue.record("not an answer"); return }
        #expect(first.activity == ["Profile updated: name Sam, weight 82 kg, height 180 cm"])
        #expect(first.text.hasSuffix(ProfileFields.goal.question))
        guard case .reply(let second) = await conductor.handle("lose fat, I'm 46") else { Issue.record("not an answer"); return }
        #expect(second.activities.map(\.isError) == [false, true])
        #expect(second.activities.last?.line == "not saved: age 146 is outside 13–100")
        #expect(try await f.ports.profiles.loadProfile()?[ProfileFields.age] == nil, "the refused age is not stored")
        guard case .reply(let third) = await conductor.handle("30") else { Issue.record("not an answer"); return }
        #expect(third.activity == ["Profile updated: age 30 (born 1996)"])

        let stored = try #require(try await f.ports.profiles.loadProfile())
        #expect(stored.name == "Sam" && stored[ProfileFields.goal] == .loseFat && stored[ProfileFields.weight] == Mass(kilograms: 82))
        let userId = try #require(try await f.store().users.primary().id)
        let row = try #require(try await f.store().users.profile(userId: userId))
        #expect(row.columns["birthYear"] == .integer(1996) && row.columns["goal"] == .text("lose_fat"))

        // What went over the wire: the table's schema as structured output, the question, the answer.
        let requests = server.requests.compactMap(\.json)
        #expect(requests.count == 3)
        let format = try #require(requests.last?["response_format"])
        #expect(format["type"] == "json_schema")
        #expect(format["json_schema"]?["name"] == "profile_facts")
        let properties = format["json_schema"]?["schema"]?["properties"]?.objectValue ?? [:]
        #expect(Set(properties.keys) == Set(ProfileFields.all.map(\.key)))
        let messages = requests.last?["messages"]?.arrayValue ?? []
        #expect(messages.first?["content"]?.stringValue?.contains("The coach had just asked: age: How old are you?") == true)
        #expect(messages.last?["content"] == "30")
    }
}

extension OnboardingTurn {
    /// The activity lines, as the REPL prints them (without the mark).
    var activity: [String] { activities.map(\.line) }
}
