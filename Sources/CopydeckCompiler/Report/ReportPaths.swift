import Foundation

/// Where a finding's file is named from. The compiler names a project's files relative to the
/// project (`locales/ja/demo.yml`) and the files given on the command line as given; a reader
/// opens them from somewhere else:
/// - a terminal and an editor from the current folder (`app/copy/locales/ja/demo.yml`, or the
///   absolute path when the file lies outside it), as compilers name files;
/// - GitHub's annotations and code scanning from the repository's root (`GITHUB_WORKSPACE`
///   when set, else the nearest folder above the project that holds `.git`);
/// - Xcode from nowhere: absolute paths.
public struct ReportPaths: Sendable {
    /// The project's folder, absolute.
    public let project: URL
    /// The folder the command runs in, absolute.
    public let workingDirectory: URL
    /// Paths given on the command line (relative to the working directory, or absolute), which
    /// are not the project's.
    public let given: Set<String>

    public init(project: URL, workingDirectory: URL, given: Set<String> = []) {
        self.project = project.standardizedFileURL
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.given = given
    }

    /// The file's absolute path (a folder's keeps its trailing `/`).
    public func absolute(_ file: String) -> String {
        if file.hasPrefix("/") { return file }
        let base = given.contains(file) ? workingDirectory : project
        let joined = base.path == "/" ? "/" + file : base.path + "/" + file
        return file.hasSuffix("/") && !joined.hasSuffix("/") ? joined + "/" : joined
    }

    /// `absolute` relative to `base` when it lies inside it, else as it is.
    public static func relative(_ absolute: String, to base: URL) -> String {
        let root = base.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The file named from the working directory.
    public func forReader(_ file: String) -> String { Self.relative(absolute(file), to: workingDirectory) }

    /// The file named from `root` (the repository's).
    public func from(_ root: URL, _ file: String) -> String { Self.relative(absolute(file), to: root) }

    /// The root GitHub matches paths against: `GITHUB_WORKSPACE` when set, else the nearest
    /// folder at or above the project that holds `.git`; nil when there is none.
    public func repositoryRoot(environment: [String: String]) -> URL? {
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            return URL(fileURLWithPath: workspace, relativeTo: workingDirectory).standardizedFileURL
        }
        var folder = project
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The diagnostics and the files they quote with every file named by `name`.
    public static func renaming(_ diagnostics: [Diagnostic], files: [String: SourceFile], _ name: (String) -> String) -> ([Diagnostic], [String: SourceFile]) {
        var renamed = diagnostics
        for index in renamed.indices {
            if let file = renamed[index].range?.file { renamed[index].range?.file = name(file) }
            if let file = renamed[index].fix?.file { renamed[index].fix?.file = name(file) }
            for note in renamed[index].notes.indices {
                if let file = renamed[index].notes[note].range?.file { renamed[index].notes[note].range?.file = name(file) }
            }
        }
        // Only the files a finding quotes, each renamed without reading its lines again.
        var quoted = Set(diagnostics.compactMap(\.range?.file))
        for diagnostic in diagnostics { quoted.formUnion(diagnostic.notes.compactMap(\.range?.file)) }
        var named: [String: SourceFile] = [:]
        for path in quoted { if let file = files[path] { named[name(path)] = file.renamed(name(path)) } }
        return (renamed, named)
    }
}
