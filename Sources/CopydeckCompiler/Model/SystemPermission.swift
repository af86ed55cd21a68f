/// The iOS permissions a pre-prompt can stand for, with the Info.plist key of their usage text.
public enum SystemPermission: String, CaseIterable, Sendable {
    case photoLibrary, photoLibraryAdd, camera, microphone, locationWhenInUse, locationAlways
    case notifications, healthKit, contacts, calendars, reminders, motion, bluetooth, tracking
    case familyControls, speechRecognition, faceID, localNetwork

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
