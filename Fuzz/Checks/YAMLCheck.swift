import CopydeckCompiler

/// `YAMLReaderCheck` (next to `YAMLParser`) on the input: the fast reader, the event composer
/// and Yams (libyaml) read the same document, positions included, and every diagnostic points
/// into the text. Aliases need no keeping away: the composer refuses them unexpanded, and Yams
/// is asked only about texts without them.
enum YAMLCheck {
    static func check(_ input: [UInt8]) -> [String] {
        guard let text = String(fuzzInput: input) else { return [] }
        return YAMLReaderCheck.problems(in: text)
    }
}
