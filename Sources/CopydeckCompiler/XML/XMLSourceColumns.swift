/// Columns for positions libxml2 gives only a line for. libxml2 keeps an element's line (where
/// its start tag ends) but no column; this finds the start tag in the document's bytes: the
/// last `<name` that begins at or before the end of that line. Columns count characters
/// (extended grapheme clusters), as every Copydeck position does. The line table is built on
/// first use, in one pass over the bytes.
public struct XMLSourceColumns {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = []

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Line and column of the start tag `<name` of an element libxml2 put at `line`; the line
    /// with column 1 when the tag is not found (a document the caller did not parse).
    public mutating func position(ofStartTag name: String, line: Int) -> (line: Int, column: Int) {
        if lineStarts.isEmpty { index() }
        guard line >= 1, line <= lineStarts.count else { return (max(line, 1), 1) }
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        let token = Array(("<" + name).utf8)
        // A start tag spans a few lines at most; look back a bounded distance.
        let floor = lineStarts[max(0, line - 64)]
        var start = lineEnd - token.count
        while start >= floor {
            if bytes[start] == token[0], Array(bytes[start..<(start + token.count)]) == token {
                let after = start + token.count
                if after >= bytes.count || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[after]) {
                    return position(ofByte: start)
                }
            }
            start -= 1
        }
        return (line, 1)
    }

    private func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[low]..<offset], as: UTF8.self)
        return (low + 1, prefix.count + 1)
    }

    /// Lines end at LF, CR LF or a lone CR, as XML normalizes them (and libxml2 counts them).
    private mutating func index() {
        lineStarts = [0]
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                lineStarts.append(offset)
            } else if byte == 0x0D {
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
                lineStarts.append(offset)
            }
        }
    }
}
