import Foundation

/// One line of the grading ledger: something a person (or the truth labels, or a
/// rescore) said about one receipt. Events are never edited; a correction is a new
/// event, and `retract` takes an earlier one back.
public struct LedgerEvent: Sendable, Codable, Equatable {
    /// Format version of this line.
    public var schema: Int
    /// Unique across ledgers, so ledgers from several machines merge by id.
    public var id: String
    /// When it was recorded, UTC, ISO 8601.
    public var at: String
    /// SHA-256 of the receipt image.
    public var receipt: String
    /// The receipt's file name when graded (for people; the identity is `receipt`).
    public var file: String
    /// Version of the extractor whose proposal was graded.
    public var extractor: String
    /// `person`, `truth:<source>` or `rescore`.
    public var grader: String
    public var kind: Kind

    // Kind-specific content; unused keys are absent from the line.
    public var field: FieldName?
    /// For `grade`: the proposed value (absent when nothing was proposed).
    public var proposed: String?
    /// For `grade`: the extractor's confidence and rule, for calibration reports.
    public var confidence: Double?
    public var rule: String?
    public var grade: Grade?
    /// For `truth`: the confirmed true value.
    public var value: String?
    /// For `paper`: the receipt's paper class.
    public var paper: PaperClass?
    /// For `retract`: the id of the event taken back.
    public var retracts: String?
    /// For `shop`: what the receipt printed about its shop (`ShopPrint`), recorded when it
    /// is graded so the household's memory can recognise the shop's next receipt.
    public var shop: ShopPrint?

    public enum Kind: String, Sendable, Codable {
        case grade, truth, paper, retract, shop
    }

    public static let currentSchema = 1

    public init(
        id: String = LedgerEvent.newID(), at: String = LedgerEvent.timestamp(), receipt: String, file: String,
        extractor: String, grader: String, kind: Kind, field: FieldName? = nil, proposed: String? = nil,
        confidence: Double? = nil, rule: String? = nil, grade: Grade? = nil, value: String? = nil,
        paper: PaperClass? = nil, retracts: String? = nil, shop: ShopPrint? = nil
    ) {
        self.schema = Self.currentSchema
        self.id = id
        self.at = at
        self.receipt = receipt
        self.file = file
        self.extractor = extractor
        self.grader = grader
        self.kind = kind
        self.field = field
        self.proposed = proposed
        self.confidence = confidence
        self.rule = rule
        self.grade = grade
        self.value = value
        self.paper = paper
        self.retracts = retracts
        self.shop = shop
    }

    /// A new event id: milliseconds since 1970 in hex, then 64 random bits, so ids
    /// sort by time and never collide across machines.
    public static func newID() -> String {
        let milliseconds = UInt64(Date().timeIntervalSince1970 * 1000)
        let random = UInt64.random(in: 0...UInt64.max)
        let time = String(milliseconds, radix: 16)
        let noise = String(random, radix: 16)
        return String(repeating: "0", count: max(0, 12 - time.count)) + time + "-"
            + String(repeating: "0", count: max(0, 16 - noise.count)) + noise
    }

    /// The current time as `2026-11-29T21:05:03.123Z`.
    public static func timestamp(_ date: Date = Date()) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
