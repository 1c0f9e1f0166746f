// SwiftPM refuses to build a package whose test target has no sources. This file lets the
// `report` branch build and test before the OCR tests land; delete it when they do.
