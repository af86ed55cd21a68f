/// The iPhones a preview frame can stand for, in points as iOS lays out: the screen in
/// portrait, the safe area the system keeps for the status bar (and Dynamic Island) above and the
/// home indicator below, the screen's corner radius and the layout margin UIKit gives a view.
/// Sizes from Apple's Human Interface Guidelines, "Layout" (device screen sizes and
/// orientations); safe areas as the simulators of Xcode 16 report them. A frame is drawn at
/// these sizes in CSS pixels (one point a pixel, then scaled for the page as a whole), so what
/// does not fit on the frame does not fit on the phone.
struct DeviceModel: Sendable, Equatable {
    /// The value of the page's device picker and of `data-device`.
    var id: String
    var name: String
    /// The display's diagonal, as Apple names the size.
    var diagonal: String
    var width: Int
    var height: Int
    var safeTop: Int
    var safeBottom: Int
    var cornerRadius: Int
    /// The readable margin of a full-width view (16 pt, 20 pt on the largest phones).
    var margin: Int
    /// A Dynamic Island in the status bar (else the classic 20 pt bar of a phone with a home button).
    var hasIsland: Bool

    /// iPhone SE (3rd generation): the smallest iPhone iOS 18 runs on.
    static let iPhoneSE = DeviceModel(id: "se", name: "iPhone SE (3rd generation)", diagonal: "4.7″", width: 375, height: 667,
                                      safeTop: 20, safeBottom: 0, cornerRadius: 0, margin: 16, hasIsland: false)
    /// iPhone 16: the 6.1″ size most people hold (also iPhone 15, 14 Pro and 16e's layout width class).
    static let iPhone16 = DeviceModel(id: "6.1", name: "iPhone 16", diagonal: "6.1″", width: 393, height: 852,
                                      safeTop: 59, safeBottom: 34, cornerRadius: 55, margin: 16, hasIsland: true)
    /// iPhone 16 Pro Max: the largest.
    static let iPhone16ProMax = DeviceModel(id: "6.9", name: "iPhone 16 Pro Max", diagonal: "6.9″", width: 440, height: 956,
                                            safeTop: 62, safeBottom: 34, cornerRadius: 62, margin: 20, hasIsland: true)

    /// The picker's devices, smallest first.
    static let all: [DeviceModel] = [iPhoneSE, iPhone16, iPhone16ProMax]

    /// The device a page shows until the reader picks another.
    static let standard = iPhone16

    /// How the page's note names it: "iPhone 16 · 6.1″ · 393 × 852 pt".
    var label: String { "\(name) · \(diagonal) · \(width) × \(height) pt" }

    /// The scale the page draws a phone at (its layout stays in points): the stylesheet's
    /// `--zoom`, and what the page's note says.
    static let pageScale = 75

    /// How the picker offers it: "iPhone 16 (6.1″)", the SE without its generation.
    var shortLabel: String { "\(name.replacingOccurrences(of: " (3rd generation)", with: "")) (\(diagonal))" }
}
