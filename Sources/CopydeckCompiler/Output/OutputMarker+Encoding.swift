import Foundation

extension OutputMarker {
    /// The marker's bytes, as written at the top of the output folder: what `OutputTree.json`
    /// writes of it (pretty, keys sorted), laid out here directly for a marker of the current
    /// format, whose entries all have the same three keys (a build's marker lists thousands).
    func encoded() throws -> Data {
        guard format == Self.currentFormat, !files.isEmpty, files.allSatisfy({ $0.hash != nil && $0.fnv1a == nil }) else {
            return try OutputTree.json(self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + files.reduce(0) { $0 + $1.path.utf8.count + 96 })
        func append(_ constant: StaticString) {
            constant.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        append("{\n  \"files\" : [\n")
        for (position, file) in files.enumerated() {
            append("    {\n      \"hash\" : ")
            JSONStringEscaping.append(file.hash!, to: &bytes)
            append(",\n      \"path\" : ")
            JSONStringEscaping.append(file.path, to: &bytes)
            append(",\n      \"size\" : ")
            bytes.append(contentsOf: String(file.size).utf8)
            append("\n    }")
            if position < files.count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
        }
        append("  ],\n  \"format\" : ")
        bytes.append(contentsOf: String(format).utf8)
        append(",\n  \"tool\" : ")
        JSONStringEscaping.append(tool, to: &bytes)
        append("\n}\n")
        return Data(bytes)
    }
}
