import Foundation

/// The device a message varies by (`{device, select, iphone {Tap} mac {Click} other {Tap}}`),
/// named as Apple's string tables name it: `iphone`, `ipad`, `ipod`, `mac`, `applewatch`,
/// `appletv`, `applevision`, or `other` on a platform that is none of them.
public enum DeviceIdiom {
    /// The placeholder a message varies by device with; the app never passes it.
    public static let argumentName = "device"

    /// The device this process runs on.
    public static var current: String {
        #if os(macOS) || targetEnvironment(macCatalyst)
        return "mac"
        #elseif os(watchOS)
        return "applewatch"
        #elseif os(tvOS)
        return "appletv"
        #elseif os(visionOS)
        return "applevision"
        #elseif os(iOS)
        // The hardware model (`iPad13,4`; the simulated one in the simulator), read without
        // UIKit, whose `UIDevice` belongs to the main actor.
        var info = utsname()
        uname(&info)
        let machine = withUnsafeBytes(of: &info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine
        return model.hasPrefix("iPad") ? "ipad" : model.hasPrefix("iPod") ? "ipod" : "iphone"
        #else
        return "other"
        #endif
    }
}
