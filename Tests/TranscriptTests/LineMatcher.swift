import Foundation

/// Compares expected lines (with placeholders) to actual output.
///
/// In an expected line, `{{*}}` matches any text, `{{DURATION}}` a time such as `12µs`,
/// `3.4ms` or `1.2s`, and `{{NUMBER}}` a number. A line that is only `{{...}}` matches any
/// number of lines, none included.
enum LineMatcher {
    static let anyLines = "{{...}}"

    /// The regex of a line with placeholders; nil for a plain line, which must be equal.
    private static func pattern(for expected: String) -> Regex<AnyRegexOutput>? {
        expected.contains("{{") ? regex(for: expected) : nil
    }

    /// Whether `actual` matches the line `expected`, whose regex is `pattern`.
    private static func matches(_ pattern: Regex<AnyRegexOutput>?, _ expected: String, _ actual: String) -> Bool {
        guard let pattern else { return expected == actual }
        return actual.wholeMatch(of: pattern) != nil
    }

    private static func regex(for pattern: String) -> Regex<AnyRegexOutput> {
        var source = ""
        var rest = Substring(pattern)
        let tokens: [(String, String)] = [
            ("{{*}}", ".*?"),
            ("{{DURATION}}", #"[0-9]+(\.[0-9]+)?(µs|ms|s)"#),
            ("{{NUMBER}}", #"-?[0-9]+(\.[0-9]+)?"#),
        ]
        outer: while !rest.isEmpty {
            for (token, replacement) in tokens where rest.hasPrefix(token) {
                source += replacement
                rest = rest.dropFirst(token.count)
                continue outer
            }
            source += NSRegularExpression.escapedPattern(for: String(rest.removeFirst()))
        }
        // The pattern is built from escaped text and fixed pieces, so it always compiles.
        return (try? Regex(source)) ?? (try? Regex("(?!)"))!
    }

    /// Aligns expected and actual lines. Returns nil when they match, else a readable
    /// diff (`-` expected, `+` actual) and the merged text for an update (matching expected
    /// lines kept with their placeholders, the rest taken from the actual output).
    static func compare(expected: [String], actual: [String]) -> (diff: String, merged: [String])? {
        let n = expected.count, m = actual.count
        // Each pattern is compiled once, not once per pair of lines the alignment tries (which
        // made a long transcript's comparison compute for seconds).
        let patterns = expected.map { $0 == anyLines ? nil : pattern(for: $0) }
        func matches(_ i: Int, _ j: Int) -> Bool { Self.matches(patterns[i], expected[i], actual[j]) }
        // best[i][j]: can expected[i...] match actual[j...]? and how many lines align.
        var memo = [[Int?]](repeating: [Int?](repeating: nil, count: m + 1), count: n + 1)
        func score(_ i: Int, _ j: Int) -> Int {
            if let known = memo[i][j] { return known }
            var result: Int
            if i == n { result = j == m ? 0 : -(m - j) }
            else if expected[i] == anyLines {
                result = score(i + 1, j)
                if j < m { result = max(result, score(i, j + 1)) }
            } else if j == m { result = -(n - i) }
            else {
                result = max(score(i + 1, j) - 1, score(i, j + 1) - 1)
                if matches(i, j) { result = max(result, score(i + 1, j + 1) + 1) }
            }
            memo[i][j] = result
            return result
        }
        var i = 0, j = 0, ok = true
        var diff: [String] = [], merged: [String] = []
        while i < n || j < m {
            let current = score(i, j)
            if i < n && expected[i] == anyLines {
                if score(i + 1, j) == current { merged.append(expected[i]); i += 1 }
                else { diff.append("  \(actual[j])"); j += 1 }
            } else if i < n && j < m && matches(i, j) && score(i + 1, j + 1) + 1 == current {
                diff.append("  \(actual[j])"); merged.append(expected[i]); i += 1; j += 1
            } else if i < n && (j == m || score(i + 1, j) - 1 == current) {
                diff.append("- \(expected[i])"); ok = false; i += 1
            } else {
                diff.append("+ \(actual[j])"); merged.append(actual[j]); ok = false; j += 1
            }
        }
        return ok ? nil : (diff.joined(separator: "\n"), merged)
    }
}
