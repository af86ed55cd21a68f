/// An XML property list as far as string tables need it: dictionaries and strings, every other
/// value by its element's name; each with where its element starts.
struct PlistNode {
    indirect enum Value {
        case string(String)
        case dictionary([PlistEntry])
        /// `array`, `integer`, `real`, `true`, `false`, `date` or `data`.
        case other(String)
        /// A dictionary or string that is not well formed; a diagnostic says why.
        case invalid
    }

    var value: Value
    var location: SourceLocation
}

struct PlistEntry {
    var key: String
    var keyLocation: SourceLocation
    var node: PlistNode
}
