import CopydeckKit
import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`) back: an `ImportedString` for every key and
/// locale with a value, its state, its text as a format, a plural or a format with
/// substitutions, and the line and column of its value in the file.
///
/// - A file that is not UTF-8 or not JSON gives one `import.syntax` diagnostic at the first
///   wrong byte, and nothing is read.
/// - A well-formed file is read as far as it goes: any part of another shape (device variations,
///   a value of the wrong type, a plural without `other`, an unknown key) gives an
///   `import.unsupported` diagnostic at its line, and the rest is read. A localization is imported
///   whole or not at all; an unknown state or key is reported and left out while the text is
///   imported. Nothing is dropped without a diagnostic.
///
/// Where an `ImportedString` points: the `value` of the localization's `stringUnit` (a format, or
/// the format around substitutions); for a plural, which has no `stringUnit` of its own, the
/// localization's object.
///
/// A plural's categories and a localization's substitutions may carry states of their own; the
/// string's state is their common one, or else the least finished among them (`new`, then
/// `needs_review`, then `stale`, then `translated`), and nil when one is unknown. Substitutions
/// come in the order their `%#@name@` first appears in the format (then by `argNum`, then by
/// name), so the order does not depend on the file's.
///
/// The reader is iterative and nests at most `maximumDepth` levels (a catalog needs 11); the
/// caller bounds the file's size.
public struct XCStringsReader: Sendable {
    public var maximumDepth: Int

    public init(maximumDepth: Int = 64) {
        self.maximumDepth = maximumDepth
    }

    public func read(_ data: Data, path: String) -> TableReadResult {
        readCatalog(data, path: path).result
    }

    public func readCatalog(_ data: Data, path: String) -> XCStringsCatalog {
        readCatalog([UInt8](data), path: path)
    }

    public func readCatalog(_ bytes: [UInt8], path: String) -> XCStringsCatalog {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var positions = BytePositions(bytes, start: start)
        var catalog = XCStringsCatalog()
        if let offset = UTF8Scan.firstInvalidOffset(bytes) {
            // The bad byte and those after it that are not ASCII, up to four.
            var end = offset + 1
            while end < bytes.count, end - offset < 4, bytes[end] >= 0x80 { end += 1 }
            let shown = bytes[offset..<end].map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            catalog.diagnostics.append(Diagnostic(
                rule: Rules.importSyntax.id, severity: Rules.importSyntax.defaultSeverity,
                range: SourceRange(file: path, start: positions.location(of: offset)),
                message: "\(shown) is not UTF-8 text here; a String Catalog is UTF-8, so nothing in it was imported"))
            return catalog
        }
        switch JSONParser.parse(bytes, from: start, maximumDepth: maximumDepth) {
        case .failure(let failure):
            let rule = failure.tooDeep ? Rules.importUnsupported : Rules.importSyntax
            catalog.diagnostics.append(Diagnostic(
                rule: rule.id, severity: rule.defaultSeverity,
                range: SourceRange(file: path, start: positions.location(of: failure.offset)),
                message: failure.tooDeep
                    ? "\(failure.message), more than a String Catalog needs; nothing in the file was imported"
                    : "not valid JSON: \(failure.message); nothing in the file was imported"))
            return catalog
        case .success(let tree):
            var walk = XCStringsWalk(tree: tree, positions: positions, path: path)
            walk.readCatalog()
            return walk.catalog
        }
    }
}

