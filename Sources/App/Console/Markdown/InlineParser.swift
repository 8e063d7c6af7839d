/// One piece of laid-out inline text: a visible character, or whitespace where a line may break.
enum InlineAtom: Equatable {
    case visible(Character, InlineStyle)
    case space(Character, InlineStyle)
}

/// Inline Markdown read a character at a time: `**bold**`, `*italic*` and `_italic_`,
/// `~~struck~~`, `` `code` ``, `[links](url)`, backslash escapes. A character is held only
/// while the next one decides what it means (a run of `*`, backticks, a link until its
/// `)`), so the atoms never depend on how the text was cut into chunks.
///
/// Emphasis follows CommonMark's flanking rules (`2 * 3` stays literal, `snake_case` is no
/// emphasis); a span still open at the end of the line is closed there.
struct InlineParser {
    private let style: MarkdownStyle
    private let base: InlineStyle
    private var bold: Character?
    private var italic: Character?
    private var strike = false
    private var codeTicks = 0
    private var hold = Hold.none
    /// The last character read (for flanking); nil at the start of the line.
    private var previous: Character?
    private var atoms: [InlineAtom] = []

    private enum Hold {
        case none
        case run(Character, Int)
        case ticks(Int)
        case backslash
        case bang
        case link(LinkScan)
    }

    init(style: MarkdownStyle, base: InlineStyle = .plain) {
        self.style = style
        self.base = base
    }

    /// The atoms of a whole piece of text (table cells, link text).
    static func atoms(of text: some Sequence<Character>, style: MarkdownStyle, base: InlineStyle = .plain) -> [InlineAtom] {
        var parser = InlineParser(style: style, base: base)
        for character in text { parser.feed(character) }
        parser.endLine()
        return parser.take()
    }

    /// The atoms read since the last call.
    mutating func take() -> [InlineAtom] {
        defer { atoms.removeAll(keepingCapacity: true) }
        return atoms
    }

    mutating func feed(_ character: Character) {
        switch hold {
        case .none:
            start(character)
        case .run(let marker, let count):
            if character == marker {
                hold = .run(marker, count + 1)
                return
            }
            hold = .none
            resolveRun(marker, count, next: character)
            start(character)
        case .ticks(let count):
            if character == "`" {
                hold = .ticks(count + 1)
                return
            }
            hold = .none
            resolveTicks(count)
            start(character)
        case .backslash:
            hold = .none
            if character.isASCII && (character.isPunctuation || character.isSymbol) {
                emit(character)
            } else {
                emit("\\")
                start(character)
            }
        case .bang:
            hold = .none
            if character == "[" {
                hold = .link(LinkScan(image: true))
            } else {
                emit("!")
                start(character)
            }
        case .link(var scan):
            switch scan.feed(character) {
            case .more:
                hold = .link(scan)
            case .link(let text, let url):
                hold = .none
                emitLink(text: text, url: url, image: scan.image)
            case .notALink:
                hold = .none
                replay(scan)
            }
        }
    }

    /// Resolves what is held and closes every open span: the line ended.
    mutating func endLine() {
        switch hold {
        case .none, .backslash:
            hold = .none
        case .run(let marker, let count):
            hold = .none
            resolveRun(marker, count, next: nil)
        case .ticks(let count):
            hold = .none
            resolveTicks(count)
        case .bang:
            hold = .none
            emit("!")
        case .link(let scan):
            hold = .none
            replay(scan)
            endLine()
        }
        bold = nil
        italic = nil
        strike = false
        codeTicks = 0
        previous = nil
    }

    private var current: InlineStyle {
        var look = base
        if bold != nil { look.bold = true }
        if italic != nil { look.italic = true }
        if strike { look.strike = true }
        if codeTicks > 0 { look.code = true }
        return look
    }

    private mutating func start(_ character: Character) {
        if codeTicks > 0 {
            if character == "`" { hold = .ticks(1) } else { emit(character) }
            return
        }
        switch character {
        case "*", "_", "~": hold = .run(character, 1)
        case "`": hold = .ticks(1)
        case "\\": hold = .backslash
        case "!": hold = .bang
        case "[": hold = .link(LinkScan(image: false))
        default: emit(character)
        }
    }

    private mutating func emit(_ character: Character, _ look: InlineStyle? = nil) {
        let look = look ?? current
        atoms.append(character == " " || character == "\t" ? .space(character, look) : .visible(character, look))
        previous = character
    }

    private mutating func resolveTicks(_ count: Int) {
        if codeTicks == count {
            codeTicks = 0
        } else if codeTicks > 0 {
            for _ in 0..<count { emit("`") }
        } else {
            codeTicks = count
        }
        previous = "`"
    }

    /// A run of `*`, `_` or `~` opens, closes or stays literal by what is on each side.
    private mutating func resolveRun(_ marker: Character, _ count: Int, next: Character?) {
        let before = previous
        let spaceBefore = before?.isWhitespace ?? true, spaceAfter = next?.isWhitespace ?? true
        let punctuationBefore = before.map(Self.isPunctuation) ?? false
        let punctuationAfter = next.map(Self.isPunctuation) ?? false
        let left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
        let right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
        let canOpen = marker == "_" ? left && (!right || punctuationBefore) : left
        let canClose = marker == "_" ? right && (!left || punctuationAfter) : right
        var remaining = count
        if marker == "~" {
            if count == 2 && strike && canClose {
                strike = false
                remaining = 0
            } else if count == 2 && !strike && canOpen {
                strike = true
                remaining = 0
            }
        } else {
            if canClose {
                if remaining >= 2 && bold == marker { bold = nil; remaining -= 2 }
                if remaining >= 1 && italic == marker { italic = nil; remaining -= 1 }
            }
            if canOpen && remaining == count {
                if remaining >= 2 && bold == nil { bold = marker; remaining -= 2 }
                if remaining >= 1 && italic == nil { italic = marker; remaining -= 1 }
            }
        }
        for _ in 0..<remaining { emit(marker) }
        previous = marker
    }

    private static func isPunctuation(_ character: Character) -> Bool { character.isPunctuation || character.isSymbol }

    /// Text that began like a link but was not one: its bracket, then the rest read again.
    private mutating func replay(_ scan: LinkScan) {
        if scan.image { emit("!") }
        emit("[")
        for character in scan.read { feed(character) }
    }

    /// The link text in the current style, underlined; then the address, dimmed in
    /// brackets, unless it is an OSC 8 hyperlink or the text already is the address.
    private mutating func emitLink(text: String, url: String, image: Bool) {
        var look = current
        look.underline = true
        let hyperlink = style.hyperlinks && Self.isHyperlinkTarget(url)
        if hyperlink { look.link = url }
        let shown = text.isEmpty && image ? "image" : text
        if shown.isEmpty {
            for character in url { atoms.append(.visible(character, look)) }
        } else {
            atoms += Self.atoms(of: shown, style: style, base: look)
        }
        if !hyperlink && !shown.isEmpty && !url.isEmpty && shown != url {
            atoms.append(.space(" ", current))
            var dim = base
            dim.dim = true
            for character in "(" + url + ")" { atoms.append(.visible(character, dim)) }
        }
        previous = ")"
    }

    /// Web and mail addresses of printable ASCII only: nothing else goes inside an OSC 8.
    private static func isHyperlinkTarget(_ url: String) -> Bool {
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") else { return false }
        return url.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
    }
}
