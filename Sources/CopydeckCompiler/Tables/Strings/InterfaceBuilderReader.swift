import CopydeckKit
import Foundation

/// Reads the texts of an Interface Builder file (`Base.lproj/Main.storyboard`, a `.xib`) under
/// the keys Xcode's strings files of it use (`ibtool --export-strings-file`): `<object id>.<property>`,
/// `gji-1x-co5.normalTitle`. Its translations (`ja.lproj/Main.strings`) name those keys; the
/// storyboard holds their development-language text, which no `.strings` file does.
///
/// Read, for every element with an `id`: the attributes `text`, `placeholder`, `title`,
/// `headerTitle`, `footerTitle`, `prompt`, `backButtonTitle`, and AppKit's `label`,
/// `placeholderString`, `headerToolTip` (or the child `<string key="…">` a multi-line one is
/// written as); `toolTip` as `ibShadowedToolTip`; a column's header cell as `headerCell.title`; a
/// button's `<state key="normal" title>` as `normalTitle` (and `selected`, `highlighted`,
/// `disabled`); a segmented control's segments as `segmentTitles[0]`… (AppKit's labels as
/// `ibShadowedLabels[0]`…);
/// `<accessibility label hint>` as `accessibilityLabel`, `accessibilityHint`; a button
/// configuration's `configuration.title`, `configuration.subtitle`; the localized runtime
/// attributes as `ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]`…. The adopter
/// keeps only the keys a translation names: a key ibtool would not write never becomes a message.
public enum InterfaceBuilderReader {
    public static func read(_ data: Data, path: String, locale: String) -> TableReadResult {
        let root: XMLElement
        do {
            root = try XMLDocumentParser().parse(data, url: path)
        } catch {
            return TableReadResult(diagnostics: [Diagnostic(rule: Rules.importSyntax.id, severity: .error,
                range: SourceRange(file: path, start: SourceLocation(line: max(error.line, 1), column: max(error.column, 1))),
                message: "not well-formed XML: \(error.message); an Interface Builder file Xcode opens is")])
        }
        var strings: [ImportedString] = []
        func add(_ key: String, _ text: String, line: Int) {
            strings.append(ImportedString(key: key, locale: locale, text: .format(text), state: .translated,
                                          range: SourceRange(file: path, start: SourceLocation(line: max(line, 1), column: 1))))
        }
        func visit(_ element: XMLElement) {
            if let id = element[attribute: "id"] { read(element, id: id, add) }
            for child in element.elements { visit(child) }
        }
        visit(root)
        return TableReadResult(strings: strings)
    }

    /// Whether `key` names a property of an Interface Builder object (`gji-1x-co5.normalTitle`:
    /// the object's id, three, two and three letters or digits, then the property).
    public static func isObjectKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ".") else { return false }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isAlphanumeric(bytes[$0]) }
    }

    static let textAttributes = [
        "text", "placeholder", "title", "headerTitle", "footerTitle", "prompt", "backButtonTitle",
        // AppKit's: a tab's or toolbar item's label, a field cell's placeholder, a column's tip.
        "label", "placeholderString", "headerToolTip",
    ]

    /// The texts of one element with an `id`.
    private static func read(_ element: XMLElement, id: String, _ add: (String, String, Int) -> Void) {
        // Elements that hold no text of their own under these names.
        guard !["constraint", "segue", "outlet", "action", "connections"].contains(element.name) else { return }
        for name in textAttributes {
            if let value = element[attribute: name] {
                add("\(id).\(name)", value, element.line)
            } else if let child = element.elements(named: "string").first(where: { $0[attribute: "key"] == name }) {
                add("\(id).\(name)", child.text, child.line)
            }
        }
        // A view's tool tip, which ibtool exports under a name of its own.
        if let tip = element[attribute: "toolTip"] { add("\(id).ibShadowedToolTip", tip, element.line) }
        // A table column's header cell.
        for header in element.elements where header[attribute: "key"] == "headerCell" {
            if let title = header[attribute: "title"] { add("\(id).headerCell.title", title, header.line) }
        }
        for state in element.elements(named: "state") {
            guard let key = state[attribute: "key"] else { continue }
            if let title = state[attribute: "title"] ?? state.elements(named: "string").first(where: { $0[attribute: "key"] == "title" })?.text {
                add("\(id).\(key)Title", title, state.line)
            }
        }
        for segments in element.elements(named: "segments") {
            for (index, segment) in segments.elements(named: "segment").enumerated() {
                if let title = segment[attribute: "title"] { add("\(id).segmentTitles[\(index)]", title, segment.line) }
                // AppKit's segmented cell labels its segments.
                if let label = segment[attribute: "label"] { add("\(id).ibShadowedLabels[\(index)]", label, segment.line) }
            }
        }
        for accessibility in element.elements(named: "accessibility") where accessibility[attribute: "key"] == "accessibilityConfiguration" {
            if let label = accessibility[attribute: "label"] { add("\(id).accessibilityLabel", label, accessibility.line) }
            if let hint = accessibility[attribute: "hint"] { add("\(id).accessibilityHint", hint, accessibility.line) }
        }
        for configuration in element.elements(named: "buttonConfiguration") where configuration[attribute: "key"] == "configuration" {
            if let title = configuration[attribute: "title"] { add("\(id).configuration.title", title, configuration.line) }
            if let subtitle = configuration[attribute: "subtitle"] { add("\(id).configuration.subtitle", subtitle, configuration.line) }
        }
        for attributes in element.elements(named: "userDefinedRuntimeAttributes") {
            let localized = attributes.elements(named: "userDefinedRuntimeAttribute").filter { $0[attribute: "localized"] == "YES" }
            for (index, attribute) in localized.enumerated() {
                if let value = attribute[attribute: "value"] {
                    add("\(id).ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(index)]", value, attribute.line)
                }
            }
        }
    }
}
