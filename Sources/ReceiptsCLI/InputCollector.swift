import Foundation

/// Expands the paths given on the command line into the receipts to read.
///
/// Files named explicitly are always read (a wrong one gets a clear error line);
/// folders are searched recursively for image files by extension, in name order.
/// Symbolic links to folders are not followed and a folder is entered once however
/// it is reached, so a link loop cannot trap the scan; a link named like an image
/// is read through (a link to a receipt is a receipt). Hidden names are skipped.
/// What cannot be searched — a folder that cannot be listed, a name that is not
/// valid UTF-8 — becomes an input with a `problem`, so it gets its own error line
/// instead of silently holding receipts back.
enum InputCollector {
    static let imageExtensions: Set<String> = [
        "jpg", "jpeg", "png", "tif", "tiff", "webp", "bmp", "gif", "heic", "heif", "pdf",
    ]

    struct Input: Sendable, Equatable {
        var path: String
        /// A word dump from `receipts ocr --format json`, read instead of an image.
        var isWordDump: Bool
        /// Why this path cannot be scanned, found while collecting; `nil` for inputs to read.
        var problem: String? = nil
    }

    static func collect(_ paths: [String]) -> [Input] {
        var inputs: [Input] = []
        var seen = Set<String>()
        func add(_ input: Input) {
            let key = URL(fileURLWithPath: input.path).standardizedFileURL.path
            guard seen.insert(key).inserted else { return }
            inputs.append(input)
        }
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                add(Input(path: path, isWordDump: path.lowercased().hasSuffix(".json")))
                continue
            }
            for input in search(folder: path).sorted(by: { $0.path < $1.path }) { add(input) }
        }
        return inputs
    }

    /// Image files (and problems) under `root`, reported under the path as given.
    ///
    /// - Complexity: O(entries under `root`); iterative, so depth costs no stack.
    static func search(folder root: String) -> [Input] {
        let manager = FileManager.default
        var found: [Input] = []
        var pending = [root]
        var entered = Set<FolderIdentity>()
        while let folder = pending.popLast() {
            if let identity = FolderIdentity(path: folder), !entered.insert(identity).inserted { continue }
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: folder)
            } catch {
                let reason = systemReason(error).lowercased()
                found.append(Input(path: folder, isWordDump: false, problem: "\(folder): the folder cannot be listed (\(reason))"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                guard let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else {
                    // Foundation decodes names that are not UTF-8 with replacement
                    // characters, so the decoded name no longer exists on disk.
                    if name.contains("\u{FFFD}") {
                        found.append(
                            Input(
                                path: path, isWordDump: false,
                                problem: "\(path): the file name is not valid UTF-8 (shown with \u{FFFD}); rename it to scan it"))
                    }
                    continue
                }
                if type == .typeDirectory {
                    pending.append(path)
                } else if imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    found.append(Input(path: path, isWordDump: false))
                }
            }
        }
        return found
    }

    /// A folder's device and inode: the same folder reached twice (bind mounts) is searched once.
    struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
                let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
            else { return nil }
            self.device = device
            self.inode = inode
        }
    }
}
