import CopydeckCompiler
import Foundation

/// `copydeck lsp`: the Language Server Protocol's side of a project. Messages in, messages out:
/// `handle` answers one message, `flush` lints once the edits that asked for it have arrived and
/// publishes what changed. The executable owns standard input and output; this never prints.
///
/// Diagnostics are `lint`'s findings, rule ids and all, for the files as the editor holds them
/// (open documents are read from memory, unsaved text too), with the project's baseline applied
/// as `lint` applies it. Everything else (hover, definition, references, completion, code
/// actions, symbols) reads the model the last lint built (`ProjectIndex`).
public final class LanguageServer {
    /// An open document: the text the editor holds and the URI it named it by.
    struct Document {
        var uri: String
        var text: String
        var version: Int
    }

    private(set) var directory: ProjectDirectory?
    private let projectOption: URL?
    var documents: [String: Document] = [:]
    private(set) var lint: LintResult?
    private(set) var index: ProjectIndex?
    /// A project-level failure (an unreadable copydeck.yml): shown on copydeck.yml.
    private var failure: String?
    /// The diagnostics last published, by file: a file whose findings did not change is not
    /// published again.
    private var published: [String: JSONValue] = [:]
    /// The texts of open project files as the last lint read them (a file not here was read
    /// from disk), and the project files whose text differs from that now.
    private var linted: [String: String] = [:]
    private var touched: Set<String> = []
    /// Whether the whole project may differ from what was linted (the first lint, files changed
    /// on disk).
    private var everything = false
    /// How many times the project was linted (tests count the lints edits cost).
    public private(set) var lints = 0
    /// The decks the last lint left unread, as the lint before it found them (tests count
    /// what an edit re-checks).
    public var unreadDecks: [String] { lint?.unreadDecks ?? [] }

    /// Whether an edit since the last lint touched what the project is read from: an edit that
    /// leaves a file as it was linted, or an edit of a file the project does not read (a README,
    /// the build's output), asks for no lint.
    public var needsLint: Bool { everything || !touched.isEmpty }
    private var shutdownRequested = false
    /// Set by `exit`: the process's status (0 after `shutdown`, else 1).
    public private(set) var exitStatus: Int32?

    /// `project`: the project's folder when the command line names it; else the one above the
    /// workspace the client opens.
    public init(project: URL? = nil) {
        projectOption = project
    }

    // MARK: Messages

    /// Answers one message: the responses and notifications to send, in order.
    public func handle(_ body: Data) -> [Data] {
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: body) else {
            return [Self.encode(["jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "the message is not JSON"]])]
        }
        let id = message["id"], method = message["method"]?.string ?? ""
        let params = message["params"] ?? .null
        if method.isEmpty { return [] }  // a response to a request of ours: none are sent
        if let id {
            if shutdownRequested, method != "exit" {
                return [Self.encode(["jsonrpc": "2.0", "id": id, "error": ["code": -32600, "message": "the server is shutting down"]])]
            }
            // A request about the text reads the model of the text the editor holds now: the
            // edits before it are linted first (and their diagnostics published before the answer).
            let linted = method.hasPrefix("textDocument/") ? flush() : []
            switch respond(to: method, params: params) {
            case .success(let result): return linted + [Self.encode(["jsonrpc": "2.0", "id": id, "result": result])]
            case .failure(let error): return linted + [Self.encode(["jsonrpc": "2.0", "id": id, "error": ["code": .number(Double(error.code)), "message": .string(error.message)]])]
            }
        }
        notify(method, params: params)
        return method == "initialized" ? greeting() : []
    }

    struct Failure: Error {
        var code: Int
        var message: String
    }

    private func respond(to method: String, params: JSONValue) -> Result<JSONValue, Failure> {
        switch method {
        case "initialize": return .success(initialize(params))
        case "shutdown":
            shutdownRequested = true
            return .success(.null)
        case "textDocument/hover": return .success(hover(params))
        case "textDocument/definition": return .success(definition(params))
        case "textDocument/references": return .success(references(params))
        case "textDocument/documentSymbol": return .success(symbols(params))
        case "textDocument/completion": return .success(completion(params))
        case "textDocument/codeAction": return .success(codeActions(params))
        default: return .failure(Failure(code: -32601, message: "\(method) is not a method Copydeck's server knows"))
        }
    }

    private func notify(_ method: String, params: JSONValue) {
        switch method {
        case "initialized", "workspace/didChangeWatchedFiles":
            everything = true
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.string, let path = path(of: uri) else { return }
            documents[path] = Document(uri: uri, text: document["text"]?.string ?? "", version: document["version"]?.int ?? 0)
            compare(path)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = path(of: uri), var document = documents[path] else { return }
            for change in params["contentChanges"]?.array ?? [] { document.text = TextPositions.apply(change, to: document.text) }
            document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
            documents[path] = document
            compare(path)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = path(of: uri) else { return }
            documents[path] = nil
            compare(path)
        case "exit":
            exitStatus = shutdownRequested ? 0 : 1
        default:
            break  // $/cancelRequest, $/setTrace and others: nothing to do
        }
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        let folder = projectOption
            ?? params["workspaceFolders"]?.array?.first?["uri"]?.string.flatMap(URL.init(string:))
            ?? params["rootUri"]?.string.flatMap(URL.init(string:))
            ?? params["rootPath"]?.string.map { URL(fileURLWithPath: $0) }
        if let folder { directory = (try? ProjectDirectory.locate(from: folder)) ?? Self.project(below: folder) }
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "documentSymbolProvider": true,
                "completionProvider": ["triggerCharacters": ["{", ".", " "]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "copydeck", "version": .string(CopydeckVersion.current)],
        ]
    }

    /// The first project below a workspace folder (a repository whose copy is in `app/copy/`):
    /// `copydeck.yml` within four folders, the build's and git's own folders skipped.
    static func project(below folder: URL) -> ProjectDirectory? {
        let skipped: Set<String> = [".git", ".build", "build", "node_modules", "Pods", "DerivedData"]
        var level = [folder.standardizedFileURL]
        for _ in 0..<4 {
            var next: [URL] = []
            for directory in level {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent(ProjectConfig.fileName).path) {
                    return ProjectDirectory(root: directory)
                }
                let children = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
                next += children.filter { !skipped.contains($0.lastPathComponent) && (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
                    .sorted { $0.path < $1.path }
            }
            level = next
        }
        return nil
    }

    /// Said once the client is ready, when the workspace holds no project: the server has
    /// nothing to check, and the editor should say why.
    func greeting() -> [Data] {
        guard directory == nil else { return [] }
        return [Self.encode(["jsonrpc": "2.0", "method": "window/showMessage", "params": [
            "type": 2, "message": "Copydeck: no copydeck.yml in this workspace or a folder above it; start the server with --project DIR",
        ]])]
    }

    // MARK: Linting

    /// Whether a file the project reads now differs from what the last lint read of it.
    private func compare(_ path: String) {
        guard path == ProjectConfig.fileName || path == Baseline.projectFileName
            || path.hasPrefix(ProjectLayout.contentFolder + "/") || path.hasPrefix(ProjectLayout.localesFolder + "/") else { return }
        let held = documents[path]?.text, before = linted[path]
        // Both nil: the disk's text then and now (a change on disk comes as its own notification).
        let same = held == before || (held ?? disk(path)) == (before ?? disk(path))
        if same { touched.remove(path) } else { touched.insert(path) }
    }

    private func disk(_ path: String) -> String? {
        guard let url = directory?.url(path), let data = try? Data(contentsOf: url) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Lints the project as the editor holds it if an edit asked for it, and returns the
    /// diagnostics of every file whose findings changed (an empty list for a file left clean);
    /// a file whose findings are as last published is not sent again.
    public func flush() -> [Data] {
        guard needsLint, let directory else { return [] }
        // What the last lint read stands for every deck no edit since touched: only the others
        // are read again (`CompilerDriver.lint(after:touched:baseline:)`).
        let last = everything || failure != nil ? nil : lint, edited = touched
        everything = false
        touched = []
        linted = documents.mapValues(\.text)
        lints += 1
        let overlay = directory.overlaid(documents.mapValues { Data($0.text.utf8) })
        do {
            let result = try CompilerDriver(directory: overlay).lint(after: last, touched: edited, baseline: Self.baseline(of: directory))
            lint = result
            index = ProjectIndex(result, reusing: index)
            failure = nil
        } catch {
            failure = error.description
        }
        return publish()
    }

    private func publish() -> [Data] {
        var byFile: [String: [Diagnostic]] = [:]
        if let failure {
            byFile[ProjectConfig.fileName] = [Diagnostic(rule: RuleID(rawValue: "file.unreadable"), severity: .error,
                                                         range: .wholeFile(ProjectConfig.fileName), message: failure)]
        } else {
            for diagnostic in lint?.diagnostics ?? [] {
                byFile[diagnostic.range?.file ?? ProjectConfig.fileName, default: []].append(diagnostic)
            }
        }
        var messages: [Data] = []
        var lines: [String: TextPositions] = [:]
        func positions(_ path: String) -> TextPositions {
            if let known = lines[path] { return known }
            let made = self.positions(of: path)
            lines[path] = made
            return made
        }
        var now: [String: JSONValue] = [:]
        for path in Set(byFile.keys).union(published.keys).sorted() {
            let found = byFile[path] ?? []
            let diagnostics: JSONValue = .array(found.map { diagnostic in
                var item: [String: JSONValue] = [
                    "range": diagnostic.range.map(positions(path).range) ?? ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                    "severity": diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
                    "code": .string(diagnostic.rule.rawValue),
                    "source": "copydeck",
                    "message": .string(diagnostic.message),
                ]
                let related: [JSONValue] = diagnostic.notes.compactMap { note in
                    guard let range = note.range else { return nil }
                    return ["location": ["uri": .string(uri(of: range.file)), "range": positions(range.file).range(range)], "message": .string(note.message)]
                }
                if !related.isEmpty { item["relatedInformation"] = .array(related) }
                if diagnostic.fix != nil { item["data"] = ["fix": true] }
                return .object(item)
            })
            if !found.isEmpty { now[path] = diagnostics }
            guard published[path] != diagnostics, !(found.isEmpty && published[path] == nil) else { continue }
            messages.append(Self.encode(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                                         "params": ["uri": .string(uri(of: path)), "diagnostics": diagnostics]]))
        }
        published = now
        return messages
    }

    private static func baseline(of directory: ProjectDirectory) -> Baseline? {
        let file = directory.root.appendingPathComponent(Baseline.projectFileName)
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? Baseline.decode(data)
    }

    // MARK: Files

    /// The project-relative path of a file URI inside the project.
    func path(of uri: String) -> String? {
        guard let root = directory?.root, let url = URL(string: uri), url.isFileURL else { return nil }
        let file = url.standardizedFileURL.path, base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : nil
    }

    /// The URI of a project file: the one the editor named it by when it is open.
    func uri(of path: String) -> String {
        documents[path]?.uri ?? (directory?.root.appendingPathComponent(path).absoluteString ?? path)
    }

    /// A file's text as the editor holds it, else as the last lint read it, else from disk.
    func text(of path: String) -> String {
        if let document = documents[path] { return document.text }
        if let file = lint?.project.files[path] { return file.text }
        return disk(path) ?? ""
    }

    func positions(of path: String) -> TextPositions { TextPositions(text(of: path)) }

    static func encode(_ value: JSONValue) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
