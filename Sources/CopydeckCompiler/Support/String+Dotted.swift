extension String {
    /// `prefix.name`, written into one new string: message keys are made this way by the
    /// hundred thousand, and appending (or interpolating) grows the string twice.
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
}
