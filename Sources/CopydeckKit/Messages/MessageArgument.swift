import Foundation

/// A value an app passes to a message placeholder. Placeholders are typed in the content
/// (`string`, `number`, `integer`, `duration`, `date`); the generated accessors
/// (`copydeck generate swift`) take the matching Swift type and pass it as one of these.
public enum MessageArgument: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Text, inserted as it is; a `select` matches its cases against it, and a number placeholder
    /// reads it as a number when it is one (`"3"`).
    case string(String)
    /// A number, written with the locale's separators; `plural` and `selectordinal` choose their case
    /// by it.
    case number(Double)
    /// Seconds, shown as HH:MM:SS by `{name, duration}`.
    case duration(TimeInterval)
    /// A day, shown in the locale's medium date style (`2026. 11. 25.`, `2026/11/25`,
    /// `Nov 25, 2026`) in the given time zone.
    case date(Date, timeZone: TimeZone)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }

    /// An `integer` placeholder's value.
    public static func integer(_ value: Int) -> MessageArgument { .number(Double(value)) }
    /// A `number` placeholder's value with a fraction.
    public static func decimal(_ value: Decimal) -> MessageArgument { .number(NSDecimalNumber(decimal: value).doubleValue) }
    /// A `date` placeholder's value, in the device's time zone.
    public static func date(_ value: Date) -> MessageArgument { .date(value, timeZone: .current) }
}
