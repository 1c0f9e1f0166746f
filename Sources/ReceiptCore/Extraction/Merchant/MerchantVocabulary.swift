// Words the merchant rules recognise in a row: legal forms, kinds of business, streets, bookkeeping, greetings.
extension MerchantField {
    static let legalForms: Set<String> = [
        "BHD", "SDN", "LTD", "LIMITED", "INC", "LLC", "CORP", "CORPORATION", "GMBH", "PLC", "PTY", "SRL", "SARL",
        "LLP", "CO", "COMPANY", "ENTERPRISE", "ENTERPRISES", "PVT",
        "TRADING", "BERHAD", "PERNIAGAAN", "INCORPORATED",
    ]

    static let businessWords: Set<String> = [
        "RESTAURANT", "RESTORAN", "CAFE", "COFFEE", "STORE", "STORES", "MART", "MARKET", "SUPERMARKET",
        "HYPERMARKET", "HARDWARE", "STATIONERY", "BAKERY", "PHARMACY", "BOOKS", "BOOK", "KEDAI", "DINER",
        "GRILL", "BAR", "PIZZA", "SHOP", "BISTRO", "KITCHEN", "FOODS", "FOOD", "TRADING", "MOTOR", "STATION",
        "HOTEL", "PUB", "DELI", "BURGER", "SUSHI", "TAVERN", "GROCER", "GROCERY", "PHARMA", "ELECTRICAL",
    ]

    static let addressWords: Set<String> = [
        "JALAN", "JLN", "JL", "ROAD", "RD", "STREET", "ST", "AVENUE", "AVE", "LORONG", "TAMAN", "LOT", "BLVD",
        "BOULEVARD", "SUITE", "STE", "FLOOR", "FLR", "BANDAR", "KAWASAN", "PERINDUSTRIAN", "SEKSYEN", "PERSIARAN",
        "HIGHWAY", "HWY", "LANE", "LN", "DRIVE", "DR", "PKWY", "PARKWAY", "BLOCK", "BLK", "UNIT", "NO", "LEVEL",
        "SELANGOR", "JOHOR", "KUALA", "LUMPUR", "MALAYSIA", "PUCHONG", "EHSAN", "DARUL", "USA", "STRASSE", "TMN",
        "STR", "RUE", "VIA", "CALLE", "PLACE", "PL", "SQUARE", "SQ", "COURT", "CT", "WAY", "TERRACE", "MALL",
        // Streets and squares in the other languages receipts come printed in:
        // Spanish (`CL`, `AVDA`), Catalan, Italian, French, German, Dutch.
        "CL", "AVDA", "AVENIDA", "PASEO", "CARRER", "PIAZZA", "PIAZZALE", "CORSO", "VIALE", "LARGO",
        "CHAUSSEE", "PLATZ", "ALLEE", "GASSE", "WEG", "RING", "STRAAT", "PLEIN",
    ]

    static let rejectWords: Set<String> = Set<String>([
        // Contact and registration.
        "TEL", "TELEPHONE", "PHONE", "FAX", "HP", "MOBILE", "EMAIL", "WWW", "HTTP", "HTTPS", "COM",
        "GST", "REG", "ROC", "SST", "VAT", "ABN", "TIN", "NPWP", "UEN", "NIF", "CIF", "REGISTRATION",
        // Receipt bookkeeping.
        "INVOICE", "RECEIPT", "BILL", "TABLE", "CASHIER", "CASH", "SALES", "SALE", "TAX", "ORDER", "TRANS", "TRANSACTION", "SLIP", "SERVER",
        "TERMINAL", "POS", "REF", "DOC", "CHECK", "COPY", "DUPLICATE", "ORIGINAL", "MEMBER", "CUSTOMER", "GUEST",
        "OPERATOR", "STAFF", "COUNTER", "QTY", "DESCRIPTION", "PRICE", "DATE", "TIME", "PAX", "AMOUNT", "AMT", "ITEM", "ITEMS",
        "NUMBER", "CODE", "VALIDATION", "SURVEY", "VALID", "PARTICIPATING", "EXPIRES", "MANAGER", "PAYMENT", "SETTLED", "DINE", "EAT", "TAKEAWAY",
        "LUNCH", "DINNER", "BREAKFAST",
        "FACTURA", "SIMPLIFICADA", "TICKET", "MESA", "NUMERO", "KASSE", "BELEG", "QUITTUNG", "RECU", "REPRINT",
        // Footer policy lines.
        "GOODS", "SOLD", "RETURNABLE", "REFUND", "REFUNDABLE", "EXCHANGE", "EXCHANGEABLE", "POLICY",
    ]).union(sloganWords)

    static let sloganWords: Set<String> = [
        "WELCOME", "THANK", "THANKS", "PLEASE", "AGAIN", "ENJOY", "VISIT", "HAVE", "NICE", "DAY", "FRESH",
        "EVERY", "QUALITY", "BEST", "SINCE", "OPEN", "HOURS", "DAILY", "SAVE", "MORE", "LOW", "PRICES",
        // Offers: `GET A FREE McCHICKEN`, `WIN A TRIP`.
        "GET", "WIN",
    ]

    /// Top-level domains a receipt's web address ends in, and the second-level labels
    /// before a country's (`.com.au`, `.co.uk`).
    static let webDomains: Set<String> = [
        "com", "net", "org", "co", "de", "fr", "uk", "au", "my", "es", "it", "ca", "nl", "ee", "in", "sg", "at", "ch", "be", "ie", "us",
    ]

    /// Hosts that name someone else: mail, social networks, and survey sites that
    /// name a survey rather than the shop.
    static let foreignHosts = ["gmail", "hotmail", "yahoo", "outlook", "facebook", "instagram", "twitter", "survey", "feedback", "voice"]

    static let thanksVerbs: Set<String> = ["SHOPPING", "VISITING", "DINING", "CHOOSING"]

    static let notNames: Set<String> = ["US", "OUR", "STORE", "TODAY", "AGAIN", "WITH", "AT", "PLEASE", "COME", "YOUR", "BUSINESS"]

    /// Europe's two- and three-letter legal forms, too common as words to be one
    /// anywhere in a row: `AS`, `S.A.`, `S.L.`, `B.V.`, `AG`.
    static let shortLegalForms: Set<String> = ["AS", "AG", "SA", "SL", "SPA", "BV", "NV", "OY", "AB", "KG", "SAS", "SRO", "OU", "OÜ"]

    /// Words of a row that prints a phone or fax number (which a registered name may
    /// hold: `China Mobile Hong Kong Co. Ltd.`).
    static let contactWords: Set<String> = ["TEL", "TELEPHONE", "PHONE", "FAX", "HP", "MOBILE"]

    /// Words business names are made of, beyond the kinds of business and legal forms:
    /// a misread letter in one of them is put right (`BAKERLES` → `BAKERIES`).
    static let nameWords: Set<String> = [
        "BAKERIES", "DISTRIBUTION", "DISTRIBUTORS", "INDUSTRIES", "HOLDINGS", "SERVICES", "SUPPLIES", "SUPPLY",
        "INTERNATIONAL", "MARKETING", "ELECTRONICS", "FURNITURE", "PACKAGING", "PRINTING", "TRAVEL", "NOODLE",
        "SEAFOOD", "HEALTH", "BEAUTY", "PETROL", "CENTRE", "CENTER", "EATERY", "TRATTORIA", "PIZZERIA", "BOUTIQUE",
        // A stationer's shop, one letter from `STATIONERY`: either may be printed.
        "STATIONERS",
    ]

    static let nameVocabulary = businessWords.union(legalForms).union(nameWords)

    static let addressConfusions: Set<String> = confusableLetters.union(["HM", "NM"])

    /// Letters OCR takes for one another in print (each pair either way); in a word of
    /// four or five letters only the pairs no real word is likely to be read as
    /// (`MAKT`, `WART`; `DELL` is a name of its own, not a misread `DELI`).
    static let confusableLetters: Set<String> = ["KR", "WM", "LI", "UD", "OD", "OG", "CG", "EF", "TI", "HN", "UV", "QO"]

    static let confusableInShortWords: Set<String> = ["KR", "WM", "UD", "HN"]
}
