/// The version of the compiled bundle's schema. The loader refuses bundles of a newer major
/// format than it knows, so an old app never misreads a bundle built by a newer compiler.
public enum BundleFormat {
    public static let version = 1
}
