extension String {
    /// `prefix.name`, written into one new string (appending, or interpolating, grows the string
    /// twice). Owners' key paths are made this way by the thousand.
    static func dotted(_ prefix: String, _ name: String) -> String {
        var prefix = prefix, name = name
        return prefix.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    var index = 0
                    for byte in head { buffer[index] = byte; index += 1 }
                    buffer[index] = UInt8(ascii: "."); index += 1
                    for byte in tail { buffer[index] = byte; index += 1 }
                    return index
                }
            }
        }
    }

    /// `key` split at its last dot: (`wander.intro`, `title`) for `wander.intro.title`; (nil,
    /// `key`) for a key without a dot. `dotted` puts the parts back together.
    static func splitAtLastDot(_ key: String) -> (parent: String?, name: String) {
        guard let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) else { return (nil, key) }
        return (String(key[..<dot]), String(key[key.utf8.index(after: dot)...]))
    }
}
