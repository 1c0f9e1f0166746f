import Foundation
import ReceiptCore
import Testing

/// Word dumps are files `receipts scan` reads like images, so they are input like any other.
@Suite struct HostileWordDumpTests {
    @Test func aDumpWithABoxBeyondAnyImageIsOneErrorLineNotACrash() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good =
            #"{"file":"a.png","page":{"height":100,"width":100,"preprocessing":{"deskewDegrees":0,"orientationDegrees":0,"pageSegmentationMode":6,"scale":1,"steps":[]},"words":[{"block":1,"box":[10,10,50,30],"conf":90,"line":1,"lineHeight":20,"par":1,"text":"TOTAL","word":1}]}}"#
        let hostile = good.replacingOccurrences(of: "[10,10,50,30]", with: "[-9223372036854775808,0,9223372036854775807,40]")
        try Data(good.utf8).write(to: folder.appendingPathComponent("good.json"))
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("hostile.json"))
        let result = try ReceiptsBinary.run(["scan", "good.json", "hostile.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.output.split(separator: "\n").count == 2)
        #expect(result.errors.hasPrefix("error: hostile.json: not a word dump from 'receipts ocr --format json'\n"))
    }
}
