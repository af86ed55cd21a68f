/// Copydeck's version: the one place it is declared. `copydeck --version` prints it and SARIF
/// names the tool with it.
public enum CopydeckVersion {
    public static let current = "0.1.0"
}
