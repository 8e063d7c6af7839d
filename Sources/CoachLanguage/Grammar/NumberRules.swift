/// Numbers, ranges and quantities.
extension GrammarInput {
    /// A number read at `position`.
    struct NumberReading {
        var value: Double
        var end: Int
        var isArticle = false
    }

    /// The number at `position`: digits (`2`, `1.5`, `1 1/2`), words (`twenty five`, "two
    /// hundred and fifty", "a dozen", "half a"), an article ("a", flagged), then multipliers
    /// ("2 dozen", "10k steps") and "and a half".
    func number(at position: Int) -> NumberReading? {
        guard let token = token(position) else { return nil }
        var reading: NumberReading
        if let decimal = decimalComma(at: position) {
            reading = decimal
        } else if token.kind == .number, let value = token.number {
            reading = NumberReading(value: value, end: position + 1)
            // "1 1/2"
            if value == value.rounded(), let next = self.token(position + 1), next.kind == .number, !next.isAttached,
               next.text.contains("/"), let fraction = next.number, fraction < 1 {
                reading.value += fraction
                reading.end += 1
            }
        } else if let words = wordNumber(at: position) {
            reading = words
        } else if let fraction = number(at: position, "fraction") {
            // `half`, `half a`, `half an`
            reading = NumberReading(value: fraction.value, end: fraction.end)
            if let article = span(at: fraction.end, "article") { reading.end = article.range.upperBound }
        } else if let article = span(at: position, "article") {
            let after = article.range.upperBound
            if let multiplier = number(at: after, "multiplier"), span(at: after, "unit") == nil {
                reading = NumberReading(value: multiplier.value, end: multiplier.end)      // "a dozen", "a hundred"
            } else if let fraction = number(at: after, "fraction") {
                reading = NumberReading(value: fraction.value, end: fraction.end)          // "a half"
            } else {
                reading = NumberReading(value: 1, end: after, isArticle: true)
            }
        } else {
            return nil
        }
        applyMultipliers(&reading)
        if let plus = number(at: reading.end, "plus") {
            reading.value += plus.value                                                    // "two and a half"
            reading.end = plus.end
            reading.isArticle = false
        }
        return reading
    }

    /// "twenty five", "ninety-nine": a tens word and a units word make one number.
    func wordNumber(at position: Int) -> NumberReading? {
        guard let first = number(at: position, "number") else { return nil }
        var reading = NumberReading(value: first.value, end: first.end)
        if first.value >= 20, first.value < 100, first.value.truncatingRemainder(dividingBy: 10) == 0,
           let unit = number(at: first.end, "number"), unit.value >= 1, unit.value < 10 {
            reading.value += unit.value
            reading.end = unit.end
        }
        return reading
    }

    /// `two hundred (and fifty)`, `2 dozen`, `10k steps`: a multiplier that is also a unit (`k`)
    /// multiplies only before another unit ("ran a 10k" is a distance).
    func applyMultipliers(_ reading: inout NumberReading) {
        while let multiplier = span(at: reading.end, "multiplier"),
              let factor = multiplier.value(of: "multiplier").flatMap(Double.init) {
            if multiplier.value(of: "unit") != nil, span(at: multiplier.range.upperBound, "unit") == nil { return }
            reading.value *= factor
            reading.end = multiplier.range.upperBound
            reading.isArticle = false
            if factor >= 100, span(at: reading.end, "conjunction") != nil,
               let rest = wordNumber(at: reading.end + 1) ?? digits(at: reading.end + 1), rest.value < factor {
                reading.value += rest.value
                reading.end = rest.end
            }
        }
    }

    /// "1,80 m", "82,5kg": a decimal comma, all attached, one or two digits after it and a unit
    /// after them (a comma before three digits is the tokenizer's thousands; "8,8,7" are reps).
    func decimalComma(at position: Int) -> NumberReading? {
        guard let whole = token(position), whole.isInteger, let value = whole.number, isSymbol(position + 1, ","),
              isAttached(position + 1), isAttached(position + 2), let part = token(position + 2), part.isInteger,
              part.text.count <= 2, span(at: position + 3, "unit") != nil,
              let decimal = Double(whole.text + "." + part.text), decimal > value || part.number == 0 else { return nil }
        return NumberReading(value: decimal, end: position + 3)
    }

    func digits(at position: Int) -> NumberReading? {
        guard let token = token(position), token.kind == .number, let value = token.number else { return nil }
        return NumberReading(value: value, end: position + 1)
    }

    /// Whether a minus sign touches the number at `position` and is no range's dash ("2-3").
    func isNegative(_ position: Int) -> Bool {
        guard isSymbol(position - 1, "-"), isAttached(position) else { return false }
        return !(token(position - 2)?.kind == .number && isAttached(position - 1))
    }

    /// A number, a range or a quantity at `position`.
    func amount(at position: Int) -> Entity? {
        guard var reading = number(at: position) else { return nil }
        let negative = isNegative(position)
        var value = EntityValue.number(reading.value)
        if let high = rangeEnd(after: reading, at: position) {
            value = .range(reading.value, high.value)
            reading.end = high.end
            reading.isArticle = false
        }
        if let unit = span(at: reading.end, "unit"), let quantity = unit.value(of: "quantity"), let code = unit.value(of: "unit"),
           case .number(var amount) = value {
            var code = code
            var end = unit.range.upperBound
            // `5 ft 10`, `5'10"`, `1h30`, `12 st 4 lb`: the next smaller unit's amount joins in.
            // The smaller amount may be a word: `five foot ten`, `an hour thirty`.
            if let subunit = unit.value(of: "subunit"), let per = unit.value(of: "per").flatMap(Double.init),
               let small = digits(at: end) ?? wordNumber(at: end), small.value < per,
               span(at: small.end, "unit").map({ $0.value(of: "unit") == subunit }) ?? true {
                amount = amount * per + small.value
                code = subunit
                end = small.end
                if let named = span(at: end, "unit"), named.value(of: "unit") == subunit { end = named.range.upperBound }
            }
            if let plus = number(at: end, "plus") {
                amount += plus.value                                                      // "an hour and a half"
                end = plus.end
            }
            return Entity(range: position..<end, value: .quantity(amount, unit: code, quantity: quantity), isNegative: negative)
        }
        return Entity(range: position..<reading.end, value: value, isNegative: negative, isArticle: reading.isArticle)
    }

    /// The upper end of a range after `low`: `2-3`, `2 to 3`, `3 or 4`.
    func rangeEnd(after low: NumberReading, at position: Int) -> NumberReading? {
        guard !low.isArticle else { return nil }
        if isSymbol(low.end, "-"), isAttached(low.end), isAttached(low.end + 1), let high = digits(at: low.end + 1), high.value > low.value {
            return high
        }
        guard let link = span(at: low.end, "range"), let high = number(at: link.range.upperBound), !high.isArticle,
              high.value > low.value else { return nil }
        return high
    }
}
