/// The kind of paper a receipt is printed on, as a person tags it.
///
/// An open vocabulary: the well-known classes are listed, and a person may add any
/// other lower-case name while grading.
public struct PaperClass: RawRepresentable, Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ name: String) {
        self.rawValue = name
    }

    public static let thermalRoll = PaperClass("thermal-roll")
    public static let groceryTape = PaperClass("grocery-tape")
    public static let driveThrough = PaperClass("drive-through")
    public static let restaurantTip = PaperClass("restaurant-tip")
    public static let printedInvoice = PaperClass("printed-invoice")
    public static let handwritten = PaperClass("handwritten")
    public static let faded = PaperClass("faded")
    public static let photo = PaperClass("photo")
    /// Used in reports for receipts nobody has tagged yet.
    public static let untagged = PaperClass("untagged")

    public static let known: [PaperClass] = [
        .thermalRoll, .groceryTape, .driveThrough, .restaurantTip, .printedInvoice, .handwritten, .faded, .photo,
    ]

    /// A tag as typed by a person, folded to the vocabulary's form (`Grocery Tape` → `grocery-tape`),
    /// or `nil` when nothing usable is left.
    public static func normalised(_ text: String) -> PaperClass? {
        var name = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        while name.last == "-" { name.removeLast() }
        return name.isEmpty ? nil : PaperClass(name)
    }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: PaperClass, rhs: PaperClass) -> Bool { lhs.rawValue < rhs.rawValue }
}
