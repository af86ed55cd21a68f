/// Why a compiled bundle could not be loaded.
public enum BundleLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case malformed(file: String, reason: String)
    case unsupportedFormat(found: Int, supported: Int)
    case localeMismatch(file: String, expected: String, found: String)
    case unknownLocale(String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "cannot read \(file): \(reason)"
        case .malformed(let file, let reason): "\(file) is not a valid Copydeck bundle file: \(reason)"
        case .unsupportedFormat(let found, let supported):
            "bundle format \(found) is newer than this CopydeckKit supports (\(supported)); update CopydeckKit"
        case .localeMismatch(let file, let expected, let found): "\(file) holds locale \(found), expected \(expected)"
        case .unknownLocale(let locale): "the bundle has no locale \(locale)"
        }
    }
}
