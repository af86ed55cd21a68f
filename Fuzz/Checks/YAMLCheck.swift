import CopydeckCompiler

/// `YAMLReaderCheck` (next to `YAMLParser`) on the input: when `YAMLParser` answers, Yams must
/// compose the same document, positions included.
///
/// Texts `YAMLParser` refuses go through `YAMLDocument.parse` (Yams) too, to check that its
/// diagnostics point into the text, unless they hold `&` or `*`: anchors and aliases can make
/// Yams run without bound ("alias bombs", whose aliased keys are hashed again and again), a
/// known problem of the Yams side that the fuzzer keeps away from.
enum YAMLCheck {
    static func check(_ input: [UInt8]) -> [String] {
        guard let text = String(fuzzInput: input) else { return [] }
        let mayHaveAliases = text.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "*") }
        return YAMLReaderCheck.problems(in: text, composeRefused: !mayHaveAliases)
    }
}
