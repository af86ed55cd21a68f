import Foundation
import Testing
@testable import CopydeckCompiler

/// Every finding says what happened and then what to do: its message's last clause (after `; `
/// or `: `) is an instruction, or a `did you mean` with the nearest name. Checked on every finding of
/// every rule's examples, so a new rule or message that stops at the problem fails here.
@Suite struct RuleMessageTests {
    /// The words an instruction starts with.
    static let instructions: Set<String> = [
        "add", "write", "remove", "delete", "rename", "link", "give", "name", "list", "use", "split", "move",
        "save", "quote", "lead", "ask", "translate", "keep", "set", "declare", "mark", "change", "make",
        "choose", "fill", "put", "drop", "replace", "shorten", "log", "label", "bind", "open", "say",
        "spell", "state", "bring", "let", "turn", "fix", "check", "allow", "show", "pick", "cut", "tell",
        "otherwise", "describe", "send", "store", "reach",
        "restore", "create", "point", "close", "export", "define", "vary", "merge", "finish", "give", "update",
    ]

    /// Whether `message` ends with what to do.
    static func saysWhatToDo(_ message: String) -> Bool {
        if message.contains("did you mean `") { return true }
        // The last clause, after the last `; ` or `: ` outside `code`.
        var inCode = false
        var start: String.Index?
        var index = message.startIndex
        while index < message.endIndex {
            let character = message[index]
            let next = message.index(after: index)
            if character == "`" { inCode.toggle() }
            if !inCode, character == ";" || character == ":", next < message.endIndex, message[next] == " " { start = message.index(after: next) }
            index = next
        }
        guard let start else { return false }
        let clause = message[start...]
        let first = clause.prefix { $0.isLetter }.lowercased()
        return instructions.contains(first)
    }

    @Test func theInstructionTestReadsTheLastClause() {
        #expect(Self.saysWhatToDo("message `a.b` is empty in ja; write its text or remove the field"))
        #expect(Self.saysWhatToDo("unknown key `titel` in a screen; did you mean `title`? (allowed: title)"))
        #expect(!Self.saysWhatToDo("message `a.b` is empty in ja"))
        #expect(!Self.saysWhatToDo("message `a.b` is empty; it has no text"))
        #expect(Self.saysWhatToDo("`%` that is not a format specifier: write `%%` for a percent sign"))
        #expect(!Self.saysWhatToDo("the entry is left out: of the XLIFF"))
        #expect(Self.saysWhatToDo("no label; add `accessibility: text` or `accessibility: FIELD`"))
    }

    @Test(arguments: Rules.all.map(\.id.rawValue))
    func everyFindingOfTheRulesExamplesSaysWhatToDo(_ id: String) throws {
        let rule = try #require(Rules.descriptor(for: RuleID(id)))
        for example in rule.examples where example.triggers {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-rule-message-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            _ = try RuleExampleTests.write(example, to: root)
            for diagnostic in try RuleExampleTests.diagnostics(example, of: rule, in: root) {
                #expect(Self.saysWhatToDo(diagnostic.message), "\(id): \(diagnostic.message)")
            }
        }
    }
}
