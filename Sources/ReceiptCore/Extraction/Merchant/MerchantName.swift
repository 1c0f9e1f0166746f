// A printed name cleaned up: specks, registration numbers, legal forms and misread letters.
extension MerchantField {
    /// Normalises a printed name: label prefixes, registration numbers and stray
    /// punctuation removed, spacing collapsed.
    static func clean(_ text: String) -> String {
        var words = text.split(separator: " ").map { singleInitials(repairLetters(String($0))) }
        words = normaliseLegalForms(words)
        // `Owned by: NAME SDN BHD` — keep the part after a label colon when it holds the legal name.
        if let colon = words.firstIndex(where: { $0.hasSuffix(":") }), colon < words.count - 1 {
            let rest = Vocabulary.fold(words[(colon + 1)...].joined(separator: " "))
            if rest.contains(where: legalForms.contains) { words = Array(words[(colon + 1)...]) }
        }
        // A registration number after the legal form: `SDN BHD (162761-M)`.
        if let last = words.lastIndex(where: isLegalFormWord),
            last < words.count - 1
        {
            let tail = words[(last + 1)...]
            if tail.allSatisfy({ $0.contains(where: \.isNumber) || $0.count <= 2 || ($0.hasPrefix("(") && $0.hasSuffix(")")) }) {
                words = Array(words[...last])
            }
        }
        // A store or till number before the name (`#000002 BAIFU (M) Sdn Bhd`).
        if words.count > 1, let first = words.first, first.hasPrefix("#"), first.count > 1, first.dropFirst().allSatisfy(\.isNumber) {
            words.removeFirst()
        }
        // Specks read as a letter or two at either end (`ae TRI SHAAS`, `RESTAURANT a`).
        words = withoutEdgeSpecks(words)
        // A name in capitals flanked by short lower- or mixed-case fragments
        // (`Mw Po si EL CHICO MEXICAN RESTAURANT ee es Or Re`, `aaa JAWED HABIB`):
        // specks and artwork read as letters. A legal form (`Sdn Bhd`) stays.
        func isCapitalised(_ word: String) -> Bool {
            let letters = word.filter(\.isLetter)
            return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
        }
        func isFragment(_ word: String) -> Bool {
            let letters = word.filter(\.isLetter)
            return !letters.isEmpty && letters.count <= 3 && !letters.allSatisfy(\.isUppercase)
                && !legalForms.contains(Vocabulary.fold(word).first ?? "")
        }
        if words.filter(isCapitalised).count >= 2 {
            while words.count > 2, let first = words.first, isFragment(first) { words.removeFirst() }
            while words.count > 2, let last = words.last, isFragment(last) { words.removeLast() }
            // Specks the fragments hid (`Ue EL CHICO MEXICAN RESTAURANT 2 % Pa`).
            words = withoutEdgeSpecks(words)
        }
        // One word in capitals and a lower-case fragment after it (`GROCERY nae`).
        if words.count == 2, isCapitalised(words[0]), words[0].count >= 4, isFragment(words[1]), words[1] == words[1].lowercased() {
            words.removeLast()
        }
        // A lone quote or rule mark between words (`Vihar ‘ Vegetarian Restaurant`) is a speck.
        let marks = Set("|~_*=<>`'\"“”‘’^»«•·/")
        words.removeAll { word in !word.isEmpty && word.allSatisfy(marks.contains) }
        let stray = Set("|~_*=<>`'\"“”‘’^;:,.-#»«•·")
        while let first = words.first, first.allSatisfy({ stray.contains($0) || (!$0.isLetter && first.count == 1) }) {
            words.removeFirst()
        }
        while let last = words.last, last.allSatisfy({ stray.contains($0) }) { words.removeLast() }
        var joined = words.joined(separator: " ")
        while let first = joined.first, "|~_*=<>`\"“”‘’^;:,-#»«•·".contains(first) { joined.removeFirst() }
        while let last = joined.last, "|~_*=<>`\"“”‘’^;:,-#»«•·".contains(last) { joined.removeLast() }
        return joined.trimmingCharacters(in: .whitespaces)
    }

    /// A word of five letters or more one misread letter from a street or place word of
    /// the same length (`TAHAN` for `TAMAN`, `JAIAN` for `JALAN`), the letters a pair OCR
    /// confuses.
    static func isMisreadAddressWord(_ word: String) -> Bool {
        guard word.count >= 5, word.allSatisfy({ $0.isLetter && $0.isASCII }), !addressWords.contains(word) else { return false }
        return addressWords.contains { oneLetterMisread(word, of: $0, pairs: addressConfusions) }
    }

    /// Whether `read` is `known` with one letter misread, the two letters one of `pairs`
    /// (either way round); every single letter counts when `pairs` is `nil`.
    static func oneLetterMisread(_ read: String, of known: String, pairs: Set<String>?) -> Bool {
        guard known.count == read.count else { return false }
        let differing = zip(known, read).filter { $0 != $1 }
        guard differing.count == 1, let (right, wrong) = differing.first else { return false }
        guard let pairs else { return true }
        return pairs.contains(String([right, wrong])) || pairs.contains(String([wrong, right]))
    }

    /// The name with each word that is one misread letter from a word business names are
    /// made of (`OISTRIBUTION`, `SPEED WART`) spelt right, and what was changed. Words
    /// under eight letters need a letter pair OCR is known to confuse; a word that could
    /// be either of two is left alone.
    static func spellingNameWords(_ name: String) -> (String, [String]) {
        let vocabulary = nameVocabulary
        var notes: [String] = []
        let words = name.split(separator: " ").map { word -> String in
            // A full stop or comma after the word stays after it (`HARUWARE.`).
            let trailing = String(word.reversed().prefix { ".,".contains($0) }.reversed())
            let text = String(word.dropLast(trailing.count))
            let key = text.uppercased()
            guard key.count >= 4, key.allSatisfy({ $0.isLetter && $0.isASCII }), !vocabulary.contains(key) else { return String(word) }
            let pairs = key.count >= 8 ? nil : key.count >= 6 ? confusableLetters : confusableInShortWords
            let near = vocabulary.filter { oneLetterMisread(key, of: $0, pairs: pairs) }
            guard near.count == 1, let known = near.first else { return String(word) }
            notes.append("'\(text)' spelt \(known), one misread letter from a word of business names")
            let styled = isUpperCase(text) ? known : text == text.lowercased() ? known.lowercased() : known.prefix(1) + known.dropFirst().lowercased()
            return styled + trailing
        }
        return (words.joined(separator: " "), notes)
    }

    /// The words without the specks at either end, keeping at least one word.
    static func withoutEdgeSpecks(_ words: [String], where speck: (String) -> Bool = isSpeck) -> [String] {
        var words = words
        while words.count > 1, let first = words.first, speck(first) { words.removeFirst() }
        while words.count > 1, let last = words.last, speck(last) { words.removeLast() }
        return words
    }

    /// A short all-lower-case or letterless token at the edge of a name: OCR of a speck,
    /// or a number closed by a label's colon (`7: FIVE GUYS`), which no name is.
    static func isSpeck(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        if letters.isEmpty {
            return !word.contains("&") && !word.contains(where: \.isNumber) || word.count == 1 || word.hasSuffix(":")
        }
        return letters.count <= 2 && letters.allSatisfy(\.isLowercase)
    }

    /// A chosen name as proposed, whichever read it came from: without the registration
    /// number printed with it, and with its `Sdn` completed to `Sdn Bhd`; and a note for
    /// the evidence on each change made.
    static func finished(_ name: String) -> (name: String, notes: [String]) {
        var name = name
        var notes: [String] = []
        if let (rest, number) = withoutRegistrationNumber(name) {
            name = rest
            notes.append("the registration number '\(number)' left out")
        }
        if let completed = withLegalFormCompleted(name) {
            let form = completed.split(separator: " ").suffix(2).joined(separator: " ")
            notes.append("'\(name.split(separator: " ").last ?? "")' completed to '\(form)': no company name ends in Sdn, and the read lost its Bhd")
            name = completed
        }
        return (name, notes)
    }

    /// The chosen name without the company registration number printed with it: glued to
    /// the legal form (`Farmasi Maluri S/B(587969-U)`), in brackets with its label after the
    /// legal form (`Sdn Bhd (Co. No:20154-T)`, or only `(Co.` when the row cuts the number
    /// off), or in brackets ending a name with no legal form (`Best Denki Malaysia
    /// (308282-A)`). Applied to the ranking's winner, not to the candidates it ranks: the
    /// scorer weighs the rows as printed. `nil` when the name holds no such number.
    static func withoutRegistrationNumber(_ name: String) -> (name: String, number: String)? {
        var words = name.split(separator: " ").flatMap { splitRegistration(String($0)) }
        var removed: [String] = []
        // (`(Co.` opens the number's bracket: no legal form.)
        if let last = words.lastIndex(where: { !$0.hasPrefix("(") && isLegalFormWord($0) }),
            last < words.count - 1
        {
            let tail = words[(last + 1)...]
            let labels: Set<String> = ["CO", "COMPANY", "REG", "ROC", "NO"]
            if let first = tail.first, first.hasPrefix("("),
                tail.contains(where: { $0.contains(where: \.isNumber) }) || labels.contains(Vocabulary.fold(first).first ?? "")
            {
                removed = Array(tail)
                words = Array(words[...last])
            }
        }
        if removed.isEmpty, words.count > 1, let last = words.last, isRegistrationNumber(last) { removed = [words.removeLast()] }
        return removed.isEmpty ? nil : (words.joined(separator: " "), removed.joined(separator: " "))
    }

    /// The name with its legal form completed when the read lost its second word: a
    /// Malaysian private company is a *Sendirian Berhad*, `Sdn Bhd`, and no name ends in
    /// `Sdn` (`ONE ONE THREE SEAFOOD RESTAURANT SDN` over `SDN ii.`, `BEMED (SP) SDN.`).
    /// `nil` when the name does not end so. Spelt as the `Sdn` is: `SDN. BHD.`, `Sdn Bhd`.
    static func withLegalFormCompleted(_ name: String) -> String? {
        let words = name.split(separator: " ")
        guard words.count > 1, let last = words.last else { return nil }
        let word = last.hasSuffix(".") ? last.dropLast() : last[...]
        guard word.uppercased() == "SDN" else { return nil }
        let berhad = word == "SDN" ? "BHD" : word == "Sdn" ? "Bhd" : "bhd"
        return name + " " + berhad + (last.hasSuffix(".") ? "." : "")
    }

    /// A word of a legal form (`SDN`, `BHD`, `Co.`, `S/B`), as a registration number follows it.
    static func isLegalFormWord(_ word: String) -> Bool {
        legalForms.contains(Vocabulary.fold(word).first ?? "") || word.uppercased() == "S/B"
    }

    /// A company registration number in brackets: four digits or more, perhaps a hyphen
    /// and a check letter or two (`(162761-M)`, `(81497-P)`, `(1101083-T)`).
    static func isRegistrationNumber(_ word: String) -> Bool {
        guard word.hasPrefix("("), word.hasSuffix(")") else { return false }
        let inside = word.dropFirst().dropLast()
        let digits = inside.prefix(while: \.isNumber)
        guard digits.count >= 4 else { return false }
        var rest = inside.dropFirst(digits.count)
        if rest.first == "-" { rest = rest.dropFirst() }
        return rest.count <= 2 && rest.allSatisfy { $0.isLetter && $0.isUppercase }
    }

    /// A word with a registration number glued to it (`S/B(587969-U)`) as two words.
    static func splitRegistration(_ word: String) -> [String] {
        guard let open = word.firstIndex(of: "("), open != word.startIndex, isRegistrationNumber(String(word[open...])) else { return [word] }
        return [String(word[..<open]), String(word[open...])]
    }

    /// Dotted initials are one letter each: a last initial read twice (`D.I.YY.`) is
    /// read once (`D.I.Y.`).
    static func singleInitials(_ word: String) -> String {
        var groups = word.split(separator: ".", omittingEmptySubsequences: false)
        let pieces = groups.count
        let closed = groups.last?.isEmpty == true
        if closed { groups.removeLast() }
        guard pieces >= 3, let last = groups.last, last.count == 2, last.first == last.last,
            last.allSatisfy({ $0.isLetter && $0.isUppercase }),
            groups.dropLast().allSatisfy({ $0.count == 1 && $0.allSatisfy(\.isLetter) })
        else { return word }
        groups[groups.count - 1] = last.prefix(1)
        return groups.joined(separator: ".") + (closed ? "." : "")
    }

    /// Digits and symbols OCR puts inside words made of letters: `D.1.¥.` → `D.I.Y.`.
    static func repairLetters(_ word: String) -> String {
        let letters = word.filter(\.isLetter).count
        let confusable = word.filter { "10¥|$".contains($0) }.count
        guard letters >= 1, confusable >= 1, word.filter(\.isNumber).count == word.filter({ "10".contains($0) }).count,
            letters + 1 >= confusable
        else { return word }
        return String(
            word.map { character -> Character in
                switch character {
                case "1", "|": "I"
                case "0": "O"
                case "¥": "Y"
                case "$": "S"
                default: character
                }
            })
    }

    /// `SON BHD`, `SDN BHO`, `Sdn Bra` → `SDN BHD`: the Malaysian legal form as OCR
    /// garbles it, recognised only as the pair.
    static func normaliseLegalForms(_ words: [String]) -> [String] {
        var words = words
        // `S/B` with its letters read as digits or a dollar sign (`5/8`, `$/B`), after a name.
        for index in words.indices.dropFirst() where ["5/B", "S/8", "5/8", "$/B", "$/8"].contains(words[index].uppercased()) {
            words[index] = "S/B"
        }
        for index in words.indices.dropLast() {
            let first = Vocabulary.fold(words[index]).joined()
            let second = Vocabulary.fold(words[index + 1]).joined()
            guard first.count == 3, (3...4).contains(second.count) else { continue }
            // Before a clean `BHD`, any word of three letters from an S (`SUP BHD`): Berhad
            // after a three-letter word is only ever Sendirian Berhad.
            let looksSDN =
                (EditDistance.atMost(1, first, "SDN") && first.hasPrefix("S"))
                || (second == "BHD" && first.hasPrefix("S") && first.allSatisfy(\.isLetter))
            // After a clean `SDN`, any B-word of three or four letters: OCR splits the H of
            // `BHD` into `II` or `EL` (`SDN BIID`, `SDN BELD`).
            // And a clean `SDN` ending the name with any word of three letters (`Sdn pnd`):
            // nothing but `BHD` follows `SDN` in a registered name.
            let ending = first == "SDN" && index + 1 == words.count - 1 && second.count == 3 && second.allSatisfy(\.isLetter)
            let looksBHD = second.count == 3 && EditDistance.atMost(1, second, "BHD") || (second.hasPrefix("B") && first == "SDN") || ending
            guard looksSDN, looksBHD, first != "SDN" || second != "BHD" else { continue }
            let upper = words[index] == words[index].uppercased()
            words[index] = upper ? "SDN" : "Sdn"
            let trailing = words[index + 1].hasSuffix(".") ? "." : ""
            words[index + 1] = (upper ? "BHD" : "Bhd") + trailing
        }
        return words
    }
}
