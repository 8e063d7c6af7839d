/// One server-sent event (https://html.spec.whatwg.org/multipage/server-sent-events.html).
public struct SSEEvent: Sendable, Hashable {
    /// The `event:` field; `message` when the event had none.
    public var event: String
    /// The `data:` lines joined by LF, as raw UTF-8 bytes.
    public var data: [UInt8]
    /// The last `id:` seen, if any.
    public var id: String?

    public init(event: String = "message", data: [UInt8], id: String? = nil) {
        self.event = event
        self.data = data
        self.id = id
    }

    /// The data as text.
    public var text: String { String(decoding: data, as: UTF8.self) }
}
