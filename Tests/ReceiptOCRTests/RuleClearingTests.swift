import CTesseract
import Foundation
import Testing

@testable import ReceiptOCR

/// Every read paints out thin solid rules (a separator folded into the row beside it
/// shrinks that row's letters), and the third read dotted ones too: a date printed on
/// a dotted underline reads as other characters with the dots under it.
@Suite("Rule clearing")
struct RuleClearingTests {
    /// A 600 × 200 page of `paper` grey with a row of 20 × 24 letter-like blocks 4
    /// pixels apart (a word longer than five text heights) and, 3 pixels below it, a
    /// dotted rule of 2 × 2 grey dots every 5 pixels.
    static func page(paper: UInt32 = 255) throws -> PixImage {
        let page = try #require(PixImage(taking: pixCreate(600, 200, 8)))
        pixSetAllArbitrary(page.pointer, paper)
        for x in stride(from: 40, to: 560, by: 24) {
            pixRasterop(page.pointer, Int32(x), 100, 20, 24, PIX_CLR, nil, 0, 0)
        }
        for x in stride(from: 20, to: 580, by: 5) {
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { pixSetPixel(page.pointer, Int32(x + dx), Int32(127 + dy), 180) }
        }
        return page
    }

    static func value(_ page: PixImage, _ x: Int32, _ y: Int32) -> UInt32 {
        var value: UInt32 = 0
        pixGetPixel(page.pointer, x, y, &value)
        return value
    }

    @Test func aDottedRuleGoesAndTheLettersAboveItStay() throws {
        let page = try Self.page()
        let cleared = try #require(Preprocessor.clearingRules(page, textHeight: 24, dotted: true))
        #expect(Self.value(cleared, 20, 127) == 255 && Self.value(cleared, 301, 128) == 255)
        // Every letter whole, its bottom row too.
        #expect(Self.value(cleared, 50, 110) == 0 && Self.value(cleared, 50, 123) == 0 && Self.value(cleared, 545, 123) == 0)
    }

    @Test func aPageWithNoRuleOrNoWhitePaperIsLeftAlone() throws {
        let plain = try #require(PixImage(taking: pixCreate(600, 200, 8)))
        pixSetAllArbitrary(plain.pointer, 255)
        pixRasterop(plain.pointer, 40, 100, 20, 24, PIX_CLR, nil, 0, 0)
        #expect(Preprocessor.clearingRules(plain, textHeight: 24, dotted: true) == nil)
        #expect(Preprocessor.clearingRules(plain, textHeight: 24, dotted: false) == nil)
        // A photo's grey paper: under the threshold everywhere, no rule to tell apart.
        #expect(Preprocessor.clearingRules(try Self.page(paper: 200), textHeight: 24, dotted: true) == nil)
    }

    /// Without bridging, only an unbroken run eight text heights and half the page long
    /// is a rule: the separator goes; the dotted underline and an underline a third of
    /// the page long stay.
    @Test func aSolidRuleGoesAndDotsAndAShortUnderlineStay() throws {
        let page = try Self.page()
        pixRasterop(page.pointer, 20, 60, 560, 2, PIX_CLR, nil, 0, 0)
        pixRasterop(page.pointer, 40, 150, 200, 2, PIX_CLR, nil, 0, 0)
        let cleared = try #require(Preprocessor.clearingRules(page, textHeight: 24, dotted: false))
        #expect(Self.value(cleared, 20, 60) == 255 && Self.value(cleared, 579, 61) == 255)
        #expect(Self.value(cleared, 20, 127) == 180 && Self.value(cleared, 301, 128) == 180)
        #expect(Self.value(cleared, 100, 150) == 0)
        #expect(Self.value(cleared, 50, 100) == 0 && Self.value(cleared, 50, 123) == 0)
        // Nothing solid enough: the page is left as it is.
        #expect(Preprocessor.clearingRules(try Self.page(), textHeight: 24, dotted: false) == nil)
    }

    /// The runs are the brick opening they stand in for, pixel for pixel: on a page of
    /// runs of every length, touching either edge or not.
    @Test func longRunsAreTheOpeningByABrickOfTheirLength() throws {
        let binary = try #require(PixImage(taking: pixCreate(500, 60, 1)))
        var state: UInt64 = 42
        for y in 0..<60 {
            var x = 0
            while x < 500 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let run = Int(state >> 33) % (y < 30 ? 40 : 400) + 1
                if (state >> 20) & 1 == 1 { pixRasterop(binary.pointer, Int32(x), Int32(y), Int32(run), 1, PIX_SET, nil, 0, 0) }
                x += run
            }
        }
        for length: Int32 in [2, 7, 60, 199, 250] {
            let runs = try #require(Preprocessor.horizontalRuns(of: binary, atLeast: length))
            let opened = try #require(PixImage(taking: pixOpenBrick(nil, binary.pointer, length, 1)))
            var same: Int32 = 0
            #expect(pixEqual(runs.pointer, opened.pointer, &same) == 0 && same == 1, "length \(length)")
        }
    }
}

/// Real Tesseract on a fixture with a separator drawn just above its name.
@Suite("Rule clearing, read")
struct RuleClearingReadTests {
    @Test func aSeparatorOverTheNameIsPaintedOutAndTheNameStillReads() throws {
        let fixture = try #require(PixImage(taking: pixRead(Paths.image("pharmacy-58mm-amex.png"))))
        let grey = try #require(PixImage(taking: pixConvertTo8(fixture.pointer, 0)))
        // The name's letters start at y = 30; the rule is a pixel thick, 4 above them,
        // across the receipt.
        pixRasterop(grey.pointer, 10, 26, Int32(grey.width - 20), 1, PIX_CLR, nil, 0, 0)
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("ruled.png").path
        #expect(pixWrite(path, grey.pointer, Int32(IFF_PNG)) == 0)
        for rules in [PreprocessOptions.Rules.keep, .solid] {
            let reader = try PageReader(options: OCROptions(preprocess: PreprocessOptions(orientation: false, rules: rules)))
            let page = try reader.read(path: path).page
            #expect(page.preprocessing.steps.contains(Preprocessor.solidRulesClearedStep) == (rules == .solid))
            let name = page.words.prefix(3)
            #expect(name.map(\.text) == ["OAK", "HOLLOW", "PHARMACY"], "\(rules)")
            // The name's row is as tall as its letters, not stretched up to the rule.
            if rules == .solid { #expect(name.allSatisfy { Double($0.lineHeight) < 1.4 * Double($0.box.height) }) }
        }
    }
}
