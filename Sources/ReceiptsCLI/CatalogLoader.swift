import Foundation
import ReceiptCore

/// Builds the merchant catalog from the files given with `--catalog`.
enum CatalogLoader {
    static let help = """
          --catalog FILE      merchant names to normalise proposals to: a grading ledger
                              (.jsonl: its confirmed names) or a plain list (one name per
                              line, # for comments); may be given several times; a
                              name confirmed in several spellings takes the most frequent
        """

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    static func load(_ paths: [String], console: Console) throws -> MerchantCatalog {
        var catalog = MerchantCatalog()
        for path in paths {
            let name = (path as NSString).lastPathComponent
            if path.hasSuffix(".jsonl") {
                let contents: Ledger.Contents
                do { contents = try Ledger(path: path).read() } catch { throw LoadError(description: "\(error)") }
                for warning in contents.warnings { console.diagnostic("warning: \(warning)") }
                catalog.add(ledger: LedgerState(events: contents.events), source: name)
            } else {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw LoadError(description: "\(path): the merchant catalog cannot be read")
                }
                catalog.add(list: String(decoding: data, as: UTF8.self), source: name)
            }
        }
        return catalog
    }
}
