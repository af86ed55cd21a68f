import CopydeckCompiler
import Foundation

/// `copydeck preview --watch [--serve]` as a loop: build the preview, write it, serve it, and
/// rebuild on every change to the sources. Reports what happens through `report`; never prints.
public struct PreviewSession: Sendable {
    public enum Event: Sendable {
        /// The server listens on this URL.
        case serving(URL)
        /// A build finished: its result, how long it took, the files that triggered it.
        case built(PreviewResult, seconds: Double, changed: [String])
        /// The build could not run at all (the project cannot be read).
        case failed(String)
    }

    public let directory: ProjectDirectory
    public let output: URL
    public let port: UInt16?
    public let watch: Bool
    /// The version whose changes `changes.html` shows (`--base`), if any.
    public let base: DiffBase?
    /// The findings that do not fail the build (`--baseline`, else the project's own).
    public let baseline: Baseline?

    public init(directory: ProjectDirectory, output: URL, port: UInt16?, watch: Bool, base: DiffBase? = nil, baseline: Baseline? = nil) {
        self.baseline = baseline
        self.directory = directory
        self.output = output
        self.port = port
        self.watch = watch
        self.base = base
    }

    /// Builds the project into `output` once, as `copydeck build` does: after the first build,
    /// only what an edit changed is made again.
    public func build() throws(CopydeckError) -> PreviewResult {
        try CompilerDriver(directory: directory).preview(output: output, base: base, baseline: baseline)
    }

    /// Runs until the task is cancelled.
    public func run(report: @escaping @Sendable (Event) -> Void) async throws {
        let server = try port.map { try PreviewServer(port: $0) }
        // Watching starts before the first build, so an edit made while it runs is not lost;
        // serving starts after it, so the first page asked for is the preview, not a 404.
        let changes = watch ? ProjectWatcher(root: directory.root).changes() : nil
        rebuild(changed: [], server: server, report: report)
        let serving = server.map { server in Task { try await server.run() } }
        defer { serving?.cancel() }
        if let server {
            let port = try await server.port()
            report(.serving(URL(string: "http://127.0.0.1:\(port)/")!))
        }
        if let changes {
            for await changed in changes {
                if Task.isCancelled { break }
                rebuild(changed: changed, server: server, report: report)
            }
        } else {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
        }
        await server?.stop()
    }

    private func rebuild(changed: [String], server: PreviewServer?, report: @Sendable (Event) -> Void) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let result = try build()
            let elapsed = clock.now - start
            server?.update(result)
            report(.built(result, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, changed: changed))
        } catch {
            report(.failed(error.description))
        }
    }
}
