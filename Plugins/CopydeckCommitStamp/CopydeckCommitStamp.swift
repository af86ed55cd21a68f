import Foundation
import PackagePlugin

/// Stamps the `copydeck` executable with the commit its source was checked out at, for
/// `copydeck --version`: before every build, `git rev-parse` in the package's folder writes
/// `BuildCommit.swift` (rewritten only when the commit changed, so an unchanged checkout
/// compiles nothing again). Without git, or outside a git checkout (a source archive), the
/// commit is unknown and the version says so; the build never fails for it.
@main
struct CopydeckCommitStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Stamp")
        return [
            .prebuildCommand(
                displayName: "Copydeck: stamping the commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "stamp", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output
            ),
        ]
    }

    /// `$1` the package's folder, `$2` the folder the Swift file goes in.
    static let script = #"""
        commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=""
        case "$commit" in *[!0-9a-f]*|"") value="nil" ;; *) value="\"$commit\"" ;; esac
        mkdir -p "$2" || exit 0
        file="$2/BuildCommit.swift"
        text="// Written by the CopydeckCommitStamp plugin before every build.
        enum BuildCommit {
            /// The commit the source was checked out at, or nil where git could not tell.
            static let id: String? = $value
        }"
        [ "$(cat "$file" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" > "$file"
        exit 0
        """#
}
