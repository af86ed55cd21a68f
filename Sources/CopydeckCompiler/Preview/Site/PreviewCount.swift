/// A count in the site's own words, in the plural English needs: "1 flow", "3 flows",
/// "0 screens". (The site's chrome is English; the copy it shows is each locale's.)
enum PreviewCount {
    static func of(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
