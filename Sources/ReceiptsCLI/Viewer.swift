import Foundation

/// Opens a receipt image with the person's own viewer (`$RECEIPTS_VIEWER`), so the
/// grader can check a proposal against the paper without leaving the keyboard.
struct Viewer {
    /// A shell command; the image path is appended as one quoted argument (`feh -.`, `xdg-open`).
    var command: String?
    /// Where `receipts scan --overlay DIR` wrote annotated PNGs; preferred when one exists.
    var overlayDirectory: String?

    init(environment: [String: String] = ProcessInfo.processInfo.environment, overlayDirectory: String?) {
        let command = environment["RECEIPTS_VIEWER"]?.trimmingCharacters(in: .whitespaces)
        self.command = command?.isEmpty == false ? command : nil
        self.overlayDirectory = overlayDirectory
    }

    /// The overlay for `file` when there is one, else the image itself.
    func image(for file: String) -> String {
        if let overlayDirectory {
            let overlay = (overlayDirectory as NSString).appendingPathComponent(file.overlayName)
            if FileManager.default.fileExists(atPath: overlay) { return overlay }
        }
        return file.pdfFilePath
    }

    /// Starts the viewer without waiting for it; returns one sentence for the screen.
    func open(_ file: String) -> String {
        let path = image(for: file)
        guard let command else {
            return "Set RECEIPTS_VIEWER to a program that shows images (for example feh or xdg-open) to open \(path)."
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return "\(path) is not there (scan paths are relative to where 'receipts scan' ran)."
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The path travels as "$1", never spliced into the command, so any file name is safe.
        process.arguments = ["-c", command + " \"$1\"", "receipts-viewer", path]
        // The viewer must not read keys meant for grading nor write over the screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "Could not start RECEIPTS_VIEWER (\(command)): \(error.localizedDescription)."
        }
        return "Opened \(path) with \(command)."
    }
}
