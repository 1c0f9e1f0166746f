import Foundation

/// Expands the paths given on the command line into the receipts to read.
///
/// Files named explicitly are always read (a wrong one gets a clear error line);
/// folders are searched recursively for image files by extension, in name order,
/// without following symbolic links to folders (so a link loop cannot trap the scan).
enum InputCollector {
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff", "webp", "bmp", "gif"]

    struct Input: Sendable, Equatable {
        var path: String
        /// A word dump from `receipts ocr --format json`, read instead of an image.
        var isWordDump: Bool
    }

    static func collect(_ paths: [String]) -> [Input] {
        var inputs: [Input] = []
        var seen = Set<String>()
        func add(_ path: String) {
            let key = URL(fileURLWithPath: path).standardizedFileURL.path
            guard seen.insert(key).inserted else { return }
            inputs.append(Input(path: path, isWordDump: path.lowercased().hasSuffix(".json")))
        }
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                add(path)
                continue
            }
            var found: [String] = []
            let root = URL(fileURLWithPath: path)
            let enumerator = manager.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                options: [.skipsHiddenFiles], errorHandler: { _, _ in true })
            while let url = enumerator?.nextObject() as? URL {
                guard imageExtensions.contains(url.pathExtension.lowercased()) else { continue }
                // Report the path under the folder as given, not an absolute one.
                let relative = url.path.hasPrefix(root.path)
                    ? (path as NSString).appendingPathComponent(String(url.path.dropFirst(root.path.count)).trimmingPrefix("/").description)
                    : url.path
                found.append(relative)
            }
            for file in found.sorted() { add(file) }
        }
        return inputs
    }
}
