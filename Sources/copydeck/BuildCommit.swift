/// The commit a release binary was built from, for `copydeck --version`: the release workflow
/// (`.github/workflows/release.yml`, its `stamp` step) writes it here before it builds. A build
/// from a checkout leaves it unknown, and says so.
enum BuildCommit {
    static let id: String? = nil
}
