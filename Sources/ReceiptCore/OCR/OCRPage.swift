/// Everything the OCR stage read from one image, in original-image coordinates.
public struct OCRPage: Sendable, Codable, Equatable {
    /// Size of the original image in pixels.
    public var width: Int
    public var height: Int
    /// What the OCR stage did to the image before recognition.
    public var preprocessing: Preprocessing
    /// The words in Tesseract's reading order.
    public var words: [Word]

    public init(width: Int, height: Int, preprocessing: Preprocessing = Preprocessing(), words: [Word]) {
        self.width = width
        self.height = height
        self.preprocessing = preprocessing
        self.words = words
    }

    /// Mean word confidence (0…100), or 0 for a page without words.
    public var meanConfidence: Double {
        words.isEmpty ? 0 : words.reduce(0) { $0 + $1.confidence } / Double(words.count)
    }
}

/// The record of what was done to an image before Tesseract saw it.
public struct Preprocessing: Sendable, Codable, Equatable {
    /// Factor applied to both axes (2 = upscaled twice, 0.5 = halved).
    public var scale: Double
    /// Rotation applied to straighten the text, in degrees, clockwise positive;
    /// 0 when the page was not deskewed.
    public var deskewDegrees: Double
    /// Quarter turns (0, 90, 180, 270 degrees clockwise) applied to make the text upright.
    public var orientationDegrees: Int
    /// Tesseract page segmentation mode used for the read.
    public var pageSegmentationMode: Int
    /// Height in pixels of the page's text before scaling (upper quartile of glyph
    /// heights), when it could be measured.
    public var textHeight: Double?
    /// Further steps applied, in order (for example `grey`, `contrast-normalise`).
    public var steps: [String]
    /// Whether the paper looked unevenly lit (a photo rather than a flatbed scan).
    public var unevenLighting: Bool?
    /// The decoded image's mean colour saturation, 0…1 (`nil` for a grey file): a photo
    /// carries colour a flatbed scan of a paper receipt does not.
    public var saturation: Double?
    /// A photo's receipt outline, when its four corners were in view and the paper
    /// inside was cut out and flattened before reading (in the image's pixels).
    public var paper: Quadrilateral?

    public init(
        scale: Double = 1, deskewDegrees: Double = 0, orientationDegrees: Int = 0,
        pageSegmentationMode: Int = 6, textHeight: Double? = nil, steps: [String] = []
    ) {
        self.scale = scale
        self.deskewDegrees = deskewDegrees
        self.orientationDegrees = orientationDegrees
        self.pageSegmentationMode = pageSegmentationMode
        self.textHeight = textHeight
        self.steps = steps
    }
}
