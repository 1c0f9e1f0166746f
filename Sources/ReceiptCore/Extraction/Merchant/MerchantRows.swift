// What a row near the top is: a legal name, an address, a greeting, a phone line — and why it cannot be a name.
extension MerchantField {
    /// Whether the row names a legal form: `SDN BHD`, `LTD`, `S/B`, `GMBH`, …
    static func hasLegalForm(_ row: AnalyzedRow) -> Bool {
        row.labelWords.contains { legalForms.contains($0) && $0 != "CO" } || row.text.uppercased().contains("S/B")
            || normaliseLegalForms(row.row.words.map(\.text)).contains { ["SDN", "S/B"].contains($0.uppercased()) }
            || isCompany(row.row.words.map(\.text)) || endsWithShortLegalForm(row.row.words.map(\.text))
    }

    /// A name of at least two words ending in one of ``shortLegalForms``, in capitals
    /// (`Premier Restaurants Eesti AS`, `MERCADONA S.A.`), with no digits on the row.
    static func endsWithShortLegalForm(_ words: [String]) -> Bool {
        guard words.count >= 2, let last = words.last, !words.joined().contains(where: \.isNumber) else { return false }
        let letters = String(last.filter(\.isLetter))
        guard letters == letters.uppercased(), shortLegalForms.contains(letters.uppercased()) else { return false }
        return words.dropLast().contains { $0.filter(\.isLetter).count >= 3 }
    }

    /// Brackets `text` opens and leaves open (negative: closes ones opened before it).
    static func openBrackets(_ text: String) -> Int {
        // OCR reads a bracket as a brace or a square bracket as often as not (`{SETIA`).
        text.filter { "({[".contains($0) }.count - text.filter { ")}]".contains($0) }.count
    }

    /// `Co.`, `& CO`, `CO (M)`, `CO LTD`: a company; `Denver CO` is Colorado.
    static func isCompany(_ words: [String]) -> Bool {
        words.indices.contains { index in
            let word = words[index].uppercased()
            guard word == "CO" || word == "CO." || word == "CO," else { return false }
            let next = index + 1 < words.count ? words[index + 1].uppercased() : ""
            return word == "CO." || (index > 0 && words[index - 1] == "&") || next.hasPrefix("(")
                || legalForms.contains(Vocabulary.fold(next).first ?? "")
        }
    }

    /// `CASH & CARRY`, `CASH AND CARRY`, `CASH&CARRY`, `CASH CARRY`: a wholesaler's trade.
    static func isCashAndCarry(_ text: String) -> Bool {
        let squeezed = text.uppercased().filter { !$0.isWhitespace }
        // The `&` is small and often lost to the read (`FIVE STAR CASH CARRY`).
        return squeezed.contains("CASH&CARRY") || squeezed.contains("CASHANDCARRY") || squeezed.contains("CASHCARRY")
    }

    /// The words after a greeting that names the place (`Welcome to Chick-fil-A`), if the row is one.
    static func welcomed(_ row: AnalyzedRow) -> String? {
        let words = row.row.words.map(\.text)
        guard let start = words.firstIndex(where: { Vocabulary.fold($0) == ["WELCOME"] }), start <= 1,
            words.indices.contains(start + 2), Vocabulary.fold(words[start + 1]) == ["TO"]
        else { return nil }
        return words[(start + 2)...].joined(separator: " ")
    }

    /// Whether the row names a drive-in or drive-through, where `DRIVE` is no street.
    static func isDriveIn(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { $0 == "DRIVE" && ["IN", "THRU", "THROUGH"].contains($1) }
    }

    /// Why a row cannot be the merchant's name, and of what kind.
    struct Rejection {
        /// What a row is instead of a name: the learned scorer weighs each kind
        /// (`MerchantFeatures`); the first three rule a row out of any name.
        enum Kind: Sendable, CaseIterable {
            case unreadable, amountOrDate
            case address, contact, bookkeeping, greeting, web, registration, location, digits, labelledField
        }

        var reason: String
        var kind: Kind
        /// Whether the row is part of an address (a street, a postcode, a city and state).
        var isAddress: Bool { kind == .address }

        init(_ reason: String, _ kind: Kind) {
            self.reason = reason
            self.kind = kind
        }

        init(address reason: String) {
            self.init(reason, .address)
        }

        init(street word: String) {
            self.init(address: "an address ('\(word)')")
        }

        /// Whether the row can be no part of a name whatever else it shows.
        var isAbsolute: Bool { kind == .unreadable || kind == .amountOrDate }
    }

    func reject(_ row: AnalyzedRow) -> Rejection? {
        let welcome = Self.welcomed(row)
        let legal = Self.hasLegalForm(row)
        let words = welcome.map(Vocabulary.fold) ?? row.labelWords
        let text = welcome ?? row.text
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        if letters < 2 { return Rejection("no letters", .unreadable) }
        // A word read at 40 or more is the learned ranking's to weigh (its confidence is a
        // feature): a name in a logo's font or on a small photo is often read no surer
        // (`MERCADONA S.A.`). The bar was chosen by cross-validation (60, 50, 40, 20; 1.66).
        if !row.row.words.contains(where: { $0.confidence >= 40 && $0.text.filter(\.isLetter).count >= 3 }) {
            return Rejection("no word read with confidence", .unreadable)
        }
        if !row.amounts.isEmpty { return Rejection("holds an amount", .amountOrDate) }
        if !row.dates.isEmpty || !row.times.isEmpty { return Rejection("a date or time", .amountOrDate) }
        // An e-mail address has a name on both sides of its `@`; a lone `@` is a speck or a logo.
        let email = row.row.words.contains { word in
            guard let at = word.text.firstIndex(of: "@") else { return false }
            return word.text[..<at].contains(where: \.isLetter) && word.text[word.text.index(after: at)...].contains(where: \.isLetter)
        }
        if email || text.lowercased().contains("www") || text.lowercased().contains(".com") {
            return Rejection("a web or e-mail address", .web)
        }
        // `COMPANY NO (814198-X)`, `Co. Reg. No.`: the registration number's label, no legal form.
        if let company = words.firstIndex(where: { $0 == "COMPANY" || $0 == "CO" }), company + 1 < words.count,
            ["NO", "REG", "REGISTRATION", "NUMBER"].contains(words[company + 1])
        {
            return Rejection("a registration number ('\(row.text)')", .registration)
        }
        // `CASH & CARRY` names a kind of wholesaler, not a payment; a registered name
        // without a number (`China Mobile Hong Kong Co. Ltd.`) is no telephone line.
        let cashAndCarry = Self.isCashAndCarry(text)
        let registeredName = legal && digits == 0
        // The name after `welcome to` is a name whatever its words (`BEST BUY`), as is
        // a short one naming a kind of business (`Fresh Foods`).
        let nameNotSlogan = welcome != nil || (words.count <= 3 && words.contains(where: Self.businessWords.contains))
        if let word = words.first(where: {
            Self.rejectWords.contains($0) && !(cashAndCarry && $0 == "CASH") && !(registeredName && Self.contactWords.contains($0))
                && !(nameNotSlogan && Self.sloganWords.contains($0))
        }) {
            let kind: Rejection.Kind =
                Self.contactWords.contains(word) ? .contact : Self.sloganWords.contains(word) ? .greeting : .bookkeeping
            return Rejection("'\(word)' marks contact, bookkeeping or a greeting", kind)
        }
        // `At the MGM GRAND Hotel`: where the shop is, not what it is called.
        // Also behind a speck read as a lower-case word (`cove At the MGM GRAND Hotel`).
        let opening = row.row.words.prefix(2).map(\.text)
        let at =
            opening.first.map { Vocabulary.fold($0) == ["AT"] } == true
            || (opening.count == 2 && opening[0] == opening[0].lowercased() && Vocabulary.fold(opening[1]) == ["AT"])
        if welcome == nil, row.row.words.count >= 3, at {
            return Rejection("a location ('at …')", .location)
        }
        // A registration number after a legal form (`99 SPEED MART S/B (519537-X)`) or a
        // store number (`Pizza Hut #744007`) is not part of the name: it does not make
        // the row a number.
        let storeNumbers = row.row.words.filter { $0.text.hasPrefix("#") }.map { $0.text.filter(\.isNumber).count }.reduce(0, +)
        let nameDigits = (legal ? Self.clean(text).filter(\.isNumber).count : digits) - storeNumbers
        if nameDigits * 2 > letters { return Rejection("mostly digits", .digits) }
        // `STATION: 02`, `NAME: 29`: a form's field and its value.
        if !legal, let first = row.row.words.first(where: { $0.text.contains(where: \.isLetter) }),
            first.text.hasSuffix(":"), digits > 0
        {
            return Rejection("a labelled field", .labelledField)
        }
        let hasNumber = words.contains { $0.contains(where: \.isNumber) }
        // A registered name may carry a place (`MR D.I.Y. (JOHOR) SDN BHD`), and a
        // business without a house number its street (`BOULEVARD STATION`, `EDWARDS
        // DRIVE IN`): not addresses.
        let business = !hasNumber && (words.contains(where: Self.businessWords.contains) || Self.isDriveIn(words))
        if !legal, !business, let word = words.first(where: Self.addressWords.contains) ?? words.first(where: Self.isMisreadAddressWord),
            hasNumber || words.count <= 4 || word.count > 4
        {
            return Rejection(street: word)
        }
        // `OMAHA, NE #1012`, `NEW YORK, NY`: a city, a comma and a US state's code.
        let printed = row.row.words.map(\.text)
        if !legal,
            let (city, state) = zip(printed, printed.dropFirst()).first(where: { city, state in
                city.hasSuffix(",") && city.contains(where: \.isLetter)
                    && DateFields.usStates.contains(state.trimmingCharacters(in: .punctuationCharacters))
            })
        {
            return Rejection(address: "an address (city and state '\(city) \(state)')")
        }
        // Five digits, not a store number (`McDonald's Restaurant #10249`).
        let postcode = row.row.words.contains { word in
            !word.text.hasPrefix("#") && Vocabulary.fold(word.text).contains { $0.count == 5 && $0.allSatisfy(\.isNumber) }
        }
        if welcome == nil ? postcode : words.contains(where: { $0.count == 5 && $0.allSatisfy(\.isNumber) }) {
            return Rejection(address: "a postcode")
        }
        // `14-15 Hoxton Market`, `50-01 NORTHERN BOULEVARD`: a range of house numbers.
        if !legal, let first = row.row.words.first?.text, row.row.words.count >= 2 {
            let parts = first.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 2, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isNumber) }) {
                return Rejection(address: "an address (house numbers '\(first)')")
            }
        }
        if let first = row.row.words.first?.text, first.prefix(while: \.isNumber).count >= 3, first.contains("-") {
            return Rejection("a branch or store number", .digits)
        }
        if text.hasSuffix("!") { return Rejection("a slogan", .greeting) }
        return nil
    }

    /// Whether nearly all letters are capitals, as in most printed store names.
    static func isUpperCase(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter)
        return !letters.isEmpty && Double(letters.filter(\.isUppercase).count) >= 0.8 * Double(letters.count)
    }
}
