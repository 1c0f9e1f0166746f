// Written by Scripts/calibration/fit.py (`make calibration`); do not edit by hand.
// Fitted to 688 labelled totals (sroie-train 349, sroie 175, wildreceipt 132, fixtures 32); measured by 5-fold cross-validation in Models/calibration.md.
extension FieldCalibration {
    /// The committed calibrations, by field.
    public static let fitted: [FieldName: FieldCalibration] = [
        .total: FieldCalibration(slope: 1.3381, intercept: 1.2950, fittedTo: "688 labelled totals")
    ]
}
