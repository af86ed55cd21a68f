import Foundation

/// A `date` placeholder's text: the locale's medium date style, written out here (as ICU's CLDR
/// data has it for these languages) so every platform prints the same characters.
enum DateText {
    static func format(_ date: Date, timeZone: TimeZone, locale: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 1970, month = parts.month ?? 1, day = parts.day ?? 1
        switch NumberText.language(of: locale) {
        case "ko": return "\(year). \(month). \(day)."
        case "ja", "zh": return "\(year)/\(month)/\(day)"
        case "en": return "\(months[(month - 1) % 12]) \(day), \(year)"
        default:
            // Elsewhere ISO 8601, which every reader of any language can read.
            return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
