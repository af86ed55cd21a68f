/// Source text with position markers, so tests name positions instead of hand-counting columns:
/// `title: ⟪a⟫{name` records marker `a` at the column of `{`. Markers are removed from the text.
struct MarkedText {
    let text: String
    /// Marker name → (line, column), 1-based, column in characters.
    let markers: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [String: (Int, Int)] = [:]
        var line = 1, column = 1
        var index = marked.startIndex
        while index < marked.endIndex {
            if marked[index] == "⟪", let close = marked[index...].firstIndex(of: "⟫") {
                markers[String(marked[marked.index(after: index)..<close])] = (line, column)
                index = marked.index(after: close)
                continue
            }
            let character = marked[index]
            text.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
            index = marked.index(after: index)
        }
        self.text = text
        self.markers = markers
    }
}
