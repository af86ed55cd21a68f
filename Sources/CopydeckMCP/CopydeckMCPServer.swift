import CopydeckCompiler
import Foundation
import MCP

/// `copydeck mcp`: the Model Context Protocol's side of a project, on the official Swift SDK.
/// Tools an assistant calls before and while it writes copy (lint a proposed text, explain a
/// finding, list a screen's fields with budgets and placeholders, diff against a git ref, render
/// a screen's preview page, write a message through the locale-file editor) and resources (the
/// decks, the rules). The transport is the caller's: the executable gives it standard input and
/// output.
public enum CopydeckMCPServer {
    public static func make(directory: ProjectDirectory) async -> Server {
        let tools = CopydeckTools(directory: directory)
        let server = Server(
            name: "copydeck", version: CopydeckVersion.current,
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: Self.tools) }
        await server.withMethodHandler(CallTool.self) { params in
            let reply = Self.call(params.name, params.arguments ?? [:], tools: tools)
            if let png = reply.png {
                return .init(content: [.image(data: png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)], isError: false)
            }
            return .init(content: [.text(text: reply.text, annotations: nil, _meta: nil)], isError: reply.isError)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            .init(resources: [
                Resource(name: "decks", uri: "copydeck://decks", description: "The project's decks: locales, screens, permissions, shields, flows", mimeType: "application/json"),
                Resource(name: "rules", uri: "copydeck://rules", description: "Every rule Copydeck checks, with its severity and summary", mimeType: "application/json"),
            ], nextCursor: nil)
        }
        await server.withMethodHandler(ReadResource.self) { params in
            switch params.uri {
            case "copydeck://decks": return .init(contents: [.text(tools.decks().text, uri: params.uri, mimeType: "application/json")])
            case "copydeck://rules": return .init(contents: [.text(CopydeckTools.rules().text, uri: params.uri, mimeType: "application/json")])
            default: throw MCPError.invalidParams("no resource \(params.uri): copydeck://decks and copydeck://rules are")
            }
        }
        return server
    }

    static func call(_ name: String, _ arguments: [String: Value], tools: CopydeckTools) -> CopydeckTools.Reply {
        func string(_ key: String) -> String? { arguments[key]?.stringValue }
        func required(_ keys: String...) -> String? {
            let missing = keys.filter { string($0) == nil }
            return missing.isEmpty ? nil : "\(name) needs \(missing.joined(separator: ", "))"
        }
        switch name {
        case "lint": return tools.lint(key: string("key"), locale: string("locale"), text: string("text"))
        case "explain":
            if let missing = required("rule") { return .init(text: missing, isError: true) }
            return tools.explain(rule: string("rule")!)
        case "fields":
            if let missing = required("deck", "screen") { return .init(text: missing, isError: true) }
            return tools.fields(deck: string("deck")!, owner: string("screen")!)
        case "diff": return tools.diff(base: string("base"))
        case "render":
            if let missing = required("deck", "screen") { return .init(text: missing, isError: true) }
            return tools.render(deck: string("deck")!, screen: string("screen")!, locale: string("locale"), png: string("format") == "png")
        case "write":
            if let missing = required("key", "locale", "text") { return .init(text: missing, isError: true) }
            return tools.write(key: string("key")!, locale: string("locale")!, text: string("text")!)
        default:
            return .init(text: "no tool \(name); the tools: \(Self.tools.map(\.name).joined(separator: ", "))", isError: true)
        }
    }

    static func schema(_ properties: [String: String], required: [String] = []) -> Value {
        .object([
            "type": "object",
            "properties": .object(properties.mapValues { .object(["type": "string", "description": .string($0)]) }),
            "required": .array(required.map { .string($0) }),
        ])
    }

    static let tools: [Tool] = [
        Tool(name: "lint", description: "Lint the project, or, given key, locale and text, what lint would say of that text for that message (budget, placeholders, particles, punctuation…), before it is written.",
             inputSchema: schema(["key": "The message's full key (wander.intro.title)", "locale": "ko, ja, en…", "text": "The proposed text"])),
        Tool(name: "explain", description: "Explain a finding's rule: what it finds, why, how to fix it, with examples.",
             inputSchema: schema(["rule": "The rule id of a finding (message.placeholder-missing)"], required: ["rule"])),
        Tool(name: "fields", description: "A screen's (or permission's, shield's) fields: surface, length budget, placeholders and each locale's text and state.",
             inputSchema: schema(["deck": "The deck id", "screen": "The screen, permission or shield id"], required: ["deck", "screen"])),
        Tool(name: "diff", description: "What changed in the copy and flows against a git revision (default: the merge base with the default branch): changed, stale and new findings.",
             inputSchema: schema(["base": "A git revision (main, HEAD~1, a commit)"])),
        Tool(name: "render", description: "A screen's preview page as HTML or a PNG: its frame on an iPhone in the locale (every locale's without one), with its findings.",
             inputSchema: schema(["deck": "The deck id", "screen": "The screen or permission id", "locale": "The locale of the frame (ko, ja, en…)",
                                  "format": "html (the default) or png"], required: ["deck", "screen"])),
        Tool(name: "write", description: "Write a message's text in one locale through Copydeck's locale-file editor (comments and layout kept); refused when lint would fail on it.",
             inputSchema: schema(["key": "The message's full key", "locale": "The locale", "text": "The new text"], required: ["key", "locale", "text"])),
    ]
}
