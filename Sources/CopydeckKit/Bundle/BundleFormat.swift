/// The version of the compiled bundle's schema. The loader refuses bundles of a newer major
/// format than it knows, so an old app never misreads a bundle built by a newer compiler.
public enum BundleFormat {
    /// The bundle format this CopydeckKit reads and the compiler writes. A manifest whose
    /// `formatVersion` is higher fails to load with `BundleLoadError.unsupportedFormat`.
    public static let version = 1
}
