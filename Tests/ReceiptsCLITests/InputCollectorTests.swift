import Foundation
import Testing

@testable import ReceiptsCLI

/// Searching folders: what is found, what is not followed, and what becomes an error line.
@Suite struct InputCollectorTests {
    let folder: URL

    init() throws {
        folder = try ReceiptsBinary.temporaryFolder()
    }

    func touch(_ relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0]).write(to: url)
    }

    func relative(_ inputs: [InputCollector.Input]) -> [String] {
        inputs.map { String($0.path.dropFirst(folder.path.count + 1)) }
    }

    @Test func aLinkLoopIsNotFollowedAndAFolderNamedLikeAnImageIsSearched() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try touch("a.png")
        try touch("x.jpg/inside.JPG")
        try touch("notes.txt")
        try touch(".hidden.png")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("self.jpg").path, withDestinationPath: "self.jpg")
        let inputs = InputCollector.collect([folder.path])
        #expect(relative(inputs) == ["a.png", "self.jpg", "x.jpg/inside.JPG"])
        #expect(inputs.allSatisfy { $0.problem == nil })
    }

    @Test func aNameThatIsNotUTF8BecomesAnErrorLineNotAMissingFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Made through the C API: Foundation cannot spell this name.
        let raw = Array(folder.path.utf8) + Array("/bad-".utf8) + [0xFF] + Array(".png".utf8) + [0]
        let descriptor = raw.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0)
        close(descriptor)
        let inputs = InputCollector.collect([folder.path])
        #expect(inputs.count == 1)
        #expect(inputs.first?.problem?.contains("the file name is not valid UTF-8") == true)
    }

    @Test(.disabled(if: geteuid() == 0, "root lists a folder whatever its mode; make robustness checks this as nobody"))
    func aFolderThatCannotBeListedIsReportedNotSkipped() throws {
        defer {
            chmod(folder.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try touch("locked/receipt.png")
        try touch("open.png")
        #expect(chmod(folder.appendingPathComponent("locked").path, 0) == 0)
        let inputs = InputCollector.collect([folder.path])
        #expect(relative(inputs) == ["locked", "open.png"])
        #expect(inputs.first?.problem == "\(folder.path)/locked: the folder cannot be listed (permission denied)")
    }
}
