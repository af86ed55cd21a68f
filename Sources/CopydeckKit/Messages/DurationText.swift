/// `{remaining, duration}`: seconds as `HH:MM:SS` (hours not capped at 24), as a countdown shows them.
enum DurationText {
    static func format(_ seconds: Double) -> String {
        // NaN and negatives are 00:00:00; a value past Int's range is its largest (no trap).
        let total = seconds >= Double(Int.max) ? Int.max : seconds > 0 ? Int(seconds.rounded(.down)) : 0
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        return pad(hours) + ":" + pad(minutes) + ":" + pad(secs)
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
