/// `NO_PROXY`: the hosts reached directly although a proxy is set. Entries are separated by
/// commas (or spaces) and read as curl reads them:
/// - `*` alone: no proxy for anything;
/// - a name, with or without a leading `.` or `*.`: that host and every host under it
///   (`example.com` covers `api.example.com`), case-insensitively;
/// - an IPv4 or IPv6 address, or a CIDR range (`10.0.0.0/8`, `fd00::/8`): hosts given as
///   addresses in it;
/// - any of these with `:PORT`: only requests to that port.
public struct NoProxyList: Sendable, Hashable {
    private enum Pattern: Hashable {
        case everything
        case domain(String)
        case network(IPAddress, prefix: Int)
    }

    private struct Entry: Hashable {
        var pattern: Pattern
        var port: Int?
    }

    private let entries: [Entry]

    /// Parses a `NO_PROXY` value; entries that cannot be read are ignored.
    public init(_ text: String) {
        var entries: [Entry] = []
        for raw in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            let item = raw.lowercased()
            if item == "*" {
                entries.append(Entry(pattern: .everything, port: nil))
                continue
            }
            let (hostPart, port) = Self.splitPort(item)
            if let network = Self.network(hostPart) {
                entries.append(Entry(pattern: network, port: port))
                continue
            }
            var name = Substring(hostPart)
            if name.hasPrefix("*.") { name = name.dropFirst(2) } else if name.hasPrefix(".") { name = name.dropFirst() }
            while name.hasSuffix(".") { name = name.dropLast() }
            guard !name.isEmpty else { continue }
            entries.append(Entry(pattern: .domain(String(name)), port: port))
        }
        self.entries = entries
    }

    /// Whether a request to `host:port` goes direct.
    public func bypasses(host rawHost: String, port: Int) -> Bool {
        var host = rawHost.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        while host.hasSuffix(".") { host.removeLast() }
        let address = IPAddress(host)
        for entry in entries {
            if let wanted = entry.port, wanted != port { continue }
            switch entry.pattern {
            case .everything:
                return true
            case .domain(let name):
                if host == name || host.hasSuffix("." + name) { return true }
            case .network(let network, let prefix):
                if let address, address.isIn(network, prefix: prefix) { return true }
            }
        }
        return false
    }

    /// Whether the list is empty.
    public var isEmpty: Bool { entries.isEmpty }

    private static func splitPort(_ item: String) -> (String, Int?) {
        if item.hasPrefix("[") {
            // [v6]:port or [v6] or [v6]/prefix
            guard let close = item.firstIndex(of: "]") else { return (item, nil) }
            let inside = String(item[item.index(after: item.startIndex)..<close])
            let rest = item[item.index(after: close)...]
            if rest.hasPrefix(":"), let port = Int(rest.dropFirst()) { return (inside, port) }
            return (inside + rest, nil)
        }
        let colons = item.filter { $0 == ":" }.count
        if colons == 1, let colon = item.lastIndex(of: ":"), let port = Int(item[item.index(after: colon)...]) {
            return (String(item[..<colon]), port)
        }
        return (item, nil)
    }

    private static func network(_ text: String) -> Pattern? {
        let parts = text.split(separator: "/", maxSplits: 1)
        guard let first = parts.first, let address = IPAddress(String(first)) else { return nil }
        let full = address.bytes.count * 8
        if parts.count == 2 {
            guard let prefix = Int(parts[1]), (0...full).contains(prefix) else { return nil }
            return .network(address, prefix: prefix)
        }
        return .network(address, prefix: full)
    }
}

/// An IPv4 or IPv6 address as bytes, for CIDR matching.
struct IPAddress: Hashable, Sendable {
    let bytes: [UInt8]

    init?(_ text: String) {
        if let v4 = Self.parseV4(text) {
            bytes = v4
        } else if text.contains(":"), let v6 = Self.parseV6(text) {
            bytes = v6
        } else {
            return nil
        }
    }

    func isIn(_ network: IPAddress, prefix: Int) -> Bool {
        var mine = bytes
        var theirs = network.bytes
        // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) matches IPv4 ranges.
        if mine.count == 16, theirs.count == 4, mine[0..<10].allSatisfy({ $0 == 0 }), mine[10] == 0xFF, mine[11] == 0xFF {
            mine = Array(mine[12...])
        }
        if mine.count == 4, theirs.count == 16, theirs[0..<10].allSatisfy({ $0 == 0 }), theirs[10] == 0xFF, theirs[11] == 0xFF,
           prefix >= 96 {
            theirs = Array(theirs[12...])
            return Self.prefixMatches(mine, theirs, bits: prefix - 96)
        }
        guard mine.count == theirs.count else { return false }
        return Self.prefixMatches(mine, theirs, bits: prefix)
    }

    private static func prefixMatches(_ a: [UInt8], _ b: [UInt8], bits: Int) -> Bool {
        var remaining = bits
        for index in 0..<a.count where remaining > 0 {
            let take = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - take))
            if a[index] & mask != b[index] & mask { return false }
            remaining -= take
        }
        return true
    }

    private static func parseV4(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var out: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCII), let value = UInt8(part) else { return nil }
            out.append(value)
        }
        return out
    }

    private static func parseV6(_ text: String) -> [UInt8]? {
        var body = Substring(text)
        if let percent = body.firstIndex(of: "%") { body = body[..<percent] }  // zone id
        var tail: [UInt8] = []
        // A dotted IPv4 tail (::ffff:1.2.3.4).
        if let lastColon = body.lastIndex(of: ":"), body[body.index(after: lastColon)...].contains(".") {
            guard let v4 = parseV4(String(body[body.index(after: lastColon)...])) else { return nil }
            tail = v4
            body = body[...lastColon]
            if body.hasSuffix(":"), !body.hasSuffix("::") { body = body.dropLast() }
        }
        let halves = body.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ part: String) -> [UInt16]? {
            if part.isEmpty { return [] }
            var out: [UInt16] = []
            for group in part.split(separator: ":", omittingEmptySubsequences: false) {
                guard !group.isEmpty, group.count <= 4, let value = UInt16(group, radix: 16) else { return nil }
                out.append(value)
            }
            return out
        }
        guard let head = groups(halves[0]) else { return nil }
        let rest = halves.count == 2 ? groups(halves[1]) : []
        guard let rest else { return nil }
        let wanted = 8 - tail.count / 2
        var all: [UInt16]
        if halves.count == 2 {
            guard head.count + rest.count < wanted else { return nil }
            all = head + Array(repeating: 0, count: wanted - head.count - rest.count) + rest
        } else {
            guard head.count == wanted else { return nil }
            all = head
        }
        var out: [UInt8] = []
        for group in all { out += [UInt8(group >> 8), UInt8(group & 0xFF)] }
        return out + tail
    }
}
