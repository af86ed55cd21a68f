/// The fuzz targets and the check each applies to one input. A check returns the problems it
/// found (a difference between two readers, a position outside the text, a broken invariant):
/// empty when everything holds. A crash or a hang inside a check is a finding too.
///
/// The same checks run in the fuzzer (`Fuzz/Entry`, built only by `Fuzz/run.sh`) and in
/// `swift test`, which replays every file of `Fuzz/Regressions/<target>/`.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `YAMLParser` against Yams (libyaml): values, styles and positions.
    case yaml
    /// Mermaid flowcharts, Markdown fences and the flow reader: no crash, positions in the text.
    case mermaid
    /// The ICU message parser and formatter of `CopydeckKit`.
    case message
    /// The bundle loader of `CopydeckKit`, from files held in memory.
    case bundle
    /// The XLIFF reader (libxml2, hardened): positions in the file; what it reads writes and reads back the same.
    case xliff
    /// The `.strings` and `.stringsdict` readers: positions in the file; read, write, read gives the same.
    case strings
    /// The String Catalog reader: positions in the file; read, write, read gives the same.
    case xcstrings

    package func check(_ input: [UInt8]) -> [String] {
        switch self {
        case .yaml: YAMLCheck.check(input)
        case .mermaid: MermaidCheck.check(input)
        case .message: MessageCheck.check(input)
        case .bundle: BundleCheck.check(input)
        case .xliff: XLIFFCheck.check(input)
        case .strings: StringsCheck.check(input)
        case .xcstrings: XCStringsCheck.check(input)
        }
    }
}

extension String {
    /// The input as text, or nil when it is not UTF-8: project files that are not are reported
    /// before any parser sees them, so those inputs are skipped.
    init?(fuzzInput bytes: [UInt8]) {
        self.init(validating: bytes, as: UTF8.self)
    }
}
