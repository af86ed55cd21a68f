/// The iOS permissions a pre-prompt can stand for, with the Info.plist key of their usage text.
public enum SystemPermission: String, CaseIterable, Sendable {
    case photoLibrary, photoLibraryAdd, camera, microphone, locationWhenInUse, locationAlways
    case notifications, healthKit, contacts, calendars, reminders, motion, bluetooth, tracking
    case familyControls, speechRecognition, faceID, localNetwork

    /// Every Info.plist usage-description key an app may localize, with the permission it asks
    /// for: each permission's own, and the older or narrower keys apps still ship.
    public static let usageDescriptionKeys: [String: SystemPermission] = {
        var keys: [String: SystemPermission] = [:]
        for permission in allCases { if let key = permission.infoPlistKey { keys[key] = permission } }
        let others: [String: SystemPermission] = [
            "NSLocationAlwaysUsageDescription": .locationAlways, "NSLocationUsageDescription": .locationWhenInUse,
            "NSCalendarsUsageDescription": .calendars, "NSCalendarsWriteOnlyAccessUsageDescription": .calendars,
            "NSRemindersUsageDescription": .reminders, "NSHealthUpdateUsageDescription": .healthKit,
            "NSBluetoothPeripheralUsageDescription": .bluetooth,
        ]
        return keys.merging(others) { first, _ in first }
    }()

    /// The Info.plist key whose localized value is the usage description, or nil when iOS has none.
    public var infoPlistKey: String? {
        switch self {
        case .photoLibrary: "NSPhotoLibraryUsageDescription"
        case .photoLibraryAdd: "NSPhotoLibraryAddUsageDescription"
        case .camera: "NSCameraUsageDescription"
        case .microphone: "NSMicrophoneUsageDescription"
        case .locationWhenInUse: "NSLocationWhenInUseUsageDescription"
        case .locationAlways: "NSLocationAlwaysAndWhenInUseUsageDescription"
        case .healthKit: "NSHealthShareUsageDescription"
        case .contacts: "NSContactsUsageDescription"
        case .calendars: "NSCalendarsFullAccessUsageDescription"
        case .reminders: "NSRemindersFullAccessUsageDescription"
        case .motion: "NSMotionUsageDescription"
        case .bluetooth: "NSBluetoothAlwaysUsageDescription"
        case .tracking: "NSUserTrackingUsageDescription"
        case .speechRecognition: "NSSpeechRecognitionUsageDescription"
        case .faceID: "NSFaceIDUsageDescription"
        case .localNetwork: "NSLocalNetworkUsageDescription"
        case .notifications, .familyControls: nil
        }
    }
}
