import Foundation
import ReceiptCore

/// Builds the merchant catalog from the files given with `--catalog`, and the household's
/// memory from the ledger in use.
enum CatalogLoader {
    static let help = """
          --catalog FILE      merchant names to normalise proposals to: a grading ledger
                              (.jsonl: its confirmed names) or a plain list (one name per
                              line, # for comments); may be given several times; a
                              name confirmed in several spellings takes the most frequent
        """

    static let memoryHelp = """
          --ledger FILE       the ledger whose grades are the household's memory (default:
                              $RECEIPTS_LEDGER, or Grading/ledger.jsonl in the current
                              folder): a receipt from a shop graded before is recognised by
                              its phone, registration number, web address or header, gets
                              the shop's name as confirmed, and its merchant, date and total
                              are surer where they agree with the shop's earlier receipts
          --no-memory         read every receipt as a first visit: no ledger is read
        """

    /// The household's memory from the ledger at `path`, or an empty one when `path` is
    /// `nil` (`--no-memory`) or names no file yet.
    static func memory(ledger path: String?, console: Console) throws -> HouseholdMemory {
        guard let path, FileManager.default.fileExists(atPath: path) else { return HouseholdMemory() }
        let contents: (receipts: [String: LedgerState.Receipt], warnings: [String])
        do { contents = try Ledger(path: path).readForMemory() } catch { throw LoadError(description: "\(error)") }
        for warning in contents.warnings { console.diagnostic("warning: \(warning)") }
        let memory = HouseholdMemory(receipts: contents.receipts, source: (path as NSString).lastPathComponent)
        // Freeing ten thousand receipts' grades takes a while: done beside the command, not before it.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(contents) {} }
        return memory
    }

    /// The catalog from `--catalog` files with the memory's names from receipts it holds no
    /// print of, and the memory.
    static func load(_ paths: [String], memoryLedger: String?, console: Console) throws -> (MerchantCatalog, HouseholdMemory) {
        var catalog = try load(paths, console: console)
        let memory = try memory(ledger: memoryLedger, console: console)
        for entry in memory.catalog.entries { catalog.add(entry.name, source: entry.source, count: entry.confirmations) }
        return (catalog, memory)
    }

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
