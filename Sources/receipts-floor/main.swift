// receipts-floor: Tesseract's recognition time alone, for `make bench` (Scripts/bench.sh).
//
// Loads one engine once and recognises each image in turn, timing only the recognise
// calls, so the benchmark can set `receipts scan` against the floor no Tesseract
// pipeline can beat: the summed recognition time divided by the cores.
//
// Usage: receipts-floor [--raw] [--text-height PX] [--model stock] IMAGE...
//   (default)      the page as `receipts scan` hands it to Tesseract (grey, scaled, deskewed),
//                  read with the shipped model, as `receipts scan` reads it
//   --raw          the decoded file untouched, as the `tesseract` command would load it
//   --model stock  read with Tesseract's own English model instead
// Prints one line: `images=N failed=F words=W recognise_seconds=S`.
import Foundation
import ReceiptOCR

OpenMP.reexecSingleThreadedIfNeeded()

var input = RecognitionFloor.Input.prepared
var options = OCROptions()
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--raw":
        input = .raw
    case "--model":
        guard arguments.popFirst() == "stock" else {
            FileHandle.standardError.write(Data("Error: --model takes only stock (the shipped model is the default).\n".utf8))
            exit(64)
        }
        options.engine.language = ReadingModel.stock.language
        options.engine.dataPath = ReadingModel.stock.dataPath
    case "--text-height":
        guard let value = arguments.popFirst().flatMap(Double.init), (8...96).contains(value) else {
            FileHandle.standardError.write(Data("Error: --text-height takes a number of pixels from 8 to 96.\n".utf8))
            exit(64)
        }
        options.preprocess.targetTextHeight = value
    case "-h", "--help":
        print("Usage: receipts-floor [--raw] [--text-height PX] [--model stock] IMAGE...")
        exit(0)
    default:
        guard !argument.hasPrefix("-") else {
            FileHandle.standardError.write(Data("Error: unknown option '\(argument)'. See 'receipts-floor --help'.\n".utf8))
            exit(64)
        }
        paths.append(argument)
    }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("Error: give at least one image. See 'receipts-floor --help'.\n".utf8))
    exit(64)
}

let floor: RecognitionFloor
do {
    floor = try RecognitionFloor(options: options)
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}
var seconds = 0.0
var words = 0
var failed = 0
for path in paths {
    do {
        let read = try floor.recognitionSeconds(path: path, input: input)
        seconds += read.seconds
        words += read.words
    } catch {
        failed += 1
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    }
}
print("images=\(paths.count - failed) failed=\(failed) words=\(words) recognise_seconds=\(String(format: "%.3f", seconds))")
exit(failed > 0 ? 65 : 0)
