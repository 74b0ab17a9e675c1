/// The version of the LMCore package.
public enum LMCoreVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    public static let current = "0.2.0"
}
