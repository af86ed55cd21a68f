/// Why a compiled bundle could not be loaded.
public enum BundleLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file the bundle needs is missing or could not be read, or an app's resources hold no such
    /// deck; `file` is the file's name in the bundle folder (`manifest.json`, `ja.json`).
    case unreadable(file: String, reason: String)
    /// A file is not JSON of the expected shape (it is truncated or corrupted), or the manifest names a
    /// locale that is not a plain file name; `reason` says what is wrong.
    case malformed(file: String, reason: String)
    /// The manifest's `formatVersion` (`found`) is newer than this CopydeckKit's `BundleFormat.version`
    /// (`supported`): the bundle was built by a newer compiler.
    case unsupportedFormat(found: Int, supported: Int)
    /// A locale file holds another locale (`found`) than its name says (`expected`).
    case localeMismatch(file: String, expected: String, found: String)
    /// The bundle has no locale of this name.
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
