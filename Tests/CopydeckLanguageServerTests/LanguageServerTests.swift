@testable import CopydeckLanguageServer
import Foundation
import Testing

/// The server's life cycle and its answers to what it does not know, as a client sees them.
struct LanguageServerLifecycleTests {
    func send(_ server: LanguageServer, _ message: JSONValue) throws -> [JSONValue] {
        let body = try JSONEncoder().encode(message)
        return try server.handle(body).map { try JSONDecoder().decode(JSONValue.self, from: $0) }
    }

    @Test func itStartsAnswersAndEndsAsTheProtocolSays() throws {
        let server = LanguageServer()
        let started = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        #expect(started.first?["id"] == 1)
        let capabilities = started.first?["result"]?["capabilities"]
        #expect(capabilities?["hoverProvider"] == true && capabilities?["definitionProvider"] == true)
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        let unknown = try send(server, ["jsonrpc": "2.0", "id": 2, "method": "textDocument/rename", "params": [:]])
        #expect(unknown.first?["error"]?["code"] == -32601)
        // A notification it does not know is no error.
        #expect(try send(server, ["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "off"]]).isEmpty)
        #expect(try send(server, ["jsonrpc": "2.0", "id": 3, "method": "shutdown"]).first?["result"] == .null)
        #expect(try send(server, ["jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": [:]]).first?["error"]?["code"] == -32600)
        _ = try send(server, ["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 0)
    }

    @Test func anExitWithoutShutdownIsAFailureAndNotJSONIsAParseError() throws {
        let server = LanguageServer()
        let garbage = server.handle(Data("{nope".utf8)).map { try? JSONDecoder().decode(JSONValue.self, from: $0) }
        #expect(garbage.first??["error"]?["code"] == -32700)
        _ = try send(server, ["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 1)
    }

    /// A repository whose project is in `app/copy/`: the server finds it below the workspace;
    /// a workspace without one is said so once the client is ready.
    @Test func theProjectIsFoundBelowTheWorkspaceOrItsAbsenceSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/copy"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/x/y"), withIntermediateDirectories: true)
        try Data("version: 1\n".utf8).write(to: folder.appendingPathComponent(".build/x/y/copydeck.yml"))
        #expect(LanguageServer.project(below: folder) == nil)
        try Data("version: 1\n".utf8).write(to: folder.appendingPathComponent("app/copy/copydeck.yml"))
        #expect(LanguageServer.project(below: folder)?.root.standardizedFileURL.path == folder.appendingPathComponent("app/copy").standardizedFileURL.path)

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let server = LanguageServer(project: empty)
        _ = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        let said = try send(server, ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        #expect(said.first?["method"] == "window/showMessage")
        #expect(said.first?["params"]?["message"]?.string?.contains("no copydeck.yml") == true)
    }

    /// An edit re-checks the project only when it touches what the project is read from: an
    /// edit that leaves a file as the last lint read it, or an edit of a file no deck reads, costs
    /// no lint; a file closed goes back to its disk text, which is compared the same way.
    @Test func onlyAnEditOfWhatTheProjectReadsIsLinted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "copydeck.yml": "version: 1\nsourceLocale: ko\nlocales: [ko, ja, en]\ndecks:\n  demo: {}\n",
            "content/demo/screens.yml": "screens:\n  retry:\n    kind: dialog\n    fields:\n      title: title\n",
            "locales/ko/demo.yml": "retry:\n  title: 다시 시도\n",
            "locales/ja/demo.yml": "retry:\n  title: もう一度\n",
            "locales/en/demo.yml": "retry:\n  title: Try again\n",
            "README.md": "# Notes\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let server = LanguageServer(project: folder)
        func uri(_ path: String) -> JSONValue { .string(folder.appendingPathComponent(path).absoluteString) }
        func open(_ path: String, _ text: String) throws {
            _ = try send(server, ["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                  "params": ["textDocument": ["uri": uri(path), "languageId": "yaml", "version": 1, "text": .string(text)]]])
        }
        func change(_ path: String, _ text: String) throws {
            _ = try send(server, ["jsonrpc": "2.0", "method": "textDocument/didChange",
                                  "params": ["textDocument": ["uri": uri(path), "version": 2], "contentChanges": [["text": .string(text)]]]])
        }
        _ = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        _ = try send(server, ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        #expect(server.needsLint)
        _ = server.flush()
        #expect(server.lints == 1)

        let ja = "locales/ja/demo.yml"
        try open(ja, files[ja]!)
        #expect(!server.needsLint, "opening a file as it is on disk touches nothing")
        try change(ja, "retry:\n  title: もう一度！\n")
        #expect(server.needsLint)
        _ = server.flush()
        #expect(server.lints == 2)
        try change(ja, files[ja]!)
        try change(ja, "retry:\n  title: もう一度！\n")
        #expect(!server.needsLint, "typed and taken back before a lint: the text is the one linted")
        try open("README.md", "# Notes\n")
        try change("README.md", "# Other notes\n")
        #expect(!server.needsLint, "no deck reads the README")
        _ = try send(server, ["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri(ja)]]])
        #expect(server.needsLint, "closed unsaved: the project is its disk text again")
        _ = server.flush()
        #expect(server.lints == 3)
        _ = try send(server, ["jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": ["changes": []]])
        #expect(server.needsLint)
    }

    /// An edit re-checks the deck it touches (and the decks quoting a label, when labels
    /// change): the other deck stays unread, its findings and model the last lint's.
    @Test func anEditRechecksItsDeckAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = ["copydeck.yml": "version: 1\nsourceLocale: ko\nlocales: [ko, ja]\ndecks:\n  demo: {}\n  other: {}\n"]
        for deck in ["demo", "other"] {
            files["content/\(deck)/screens.yml"] = "screens:\n  retry:\n    kind: dialog\n    fields:\n      title: title\n"
            files["locales/ko/\(deck).yml"] = "retry:\n  title: 다시 시도\n"
            files["locales/ja/\(deck).yml"] = "retry:\n  title: もう一度\n"
        }
        files["locales/ja/other.yml"] = "retry:\n  title: 다시 시도\n"  // untranslated: a finding of other's
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let server = LanguageServer(project: folder)
        let ja = folder.appendingPathComponent("locales/ja/demo.yml").absoluteString
        _ = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        _ = try send(server, ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let first = server.flush().compactMap { try? JSONDecoder().decode(JSONValue.self, from: $0) }
        #expect(server.unreadDecks.isEmpty, "the first lint reads everything")
        #expect(first.contains { $0["params"]?["uri"]?.string?.hasSuffix("locales/ja/other.yml") == true })

        _ = try send(server, ["jsonrpc": "2.0", "method": "textDocument/didOpen",
                              "params": ["textDocument": ["uri": .string(ja), "languageId": "yaml", "version": 1, "text": "retry:\n  title: もう一度\n"]]])
        _ = try send(server, ["jsonrpc": "2.0", "method": "textDocument/didChange",
                              "params": ["textDocument": ["uri": .string(ja), "version": 2], "contentChanges": [["text": "retry:\n  title: 다시 시도\n"]]]])
        let after = server.flush().compactMap { try? JSONDecoder().decode(JSONValue.self, from: $0) }
        #expect(server.unreadDecks == ["other"])
        #expect(after.count == 1 && after.first?["params"]?["uri"]?.string == ja, "only demo's file has new findings: \(after)")
        #expect(after.first?["params"]?["diagnostics"]?.array?.first?["code"] == "message.untranslated")
        #expect(server.lint?.project.decks.map(\.id) == ["demo", "other"], "the model holds the unread deck too")
        #expect(server.lint?.diagnostics.contains { $0.range?.file == "locales/ja/other.yml" } == true, "other's finding is kept")
        // The features read both decks: demo's part of the index made again, other's kept.
        #expect(server.index?.message("other.retry.title")?.entries.map(\.locale) == ["ko", "ja"])
        #expect(server.index?.message("demo.retry.title")?.entries.last?.entry.text == "다시 시도")
        #expect(server.index?.key(file: "locales/ja/other.yml", line: 2) == "other.retry.title")
    }
}
