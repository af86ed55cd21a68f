/// How `CheckRunner` runs a check: over the project, over the messages it collects once for
/// every copy rule, or one message at a time over slices of them. Decided where the registry
/// lists the check, by the most specific check protocol its type conforms to, which the
/// compiler picks (`Rules.Registration.check`): asked at run time (`as? any PerMessageCheck`),
/// the first answer for each check type is a search of every conformance the executable holds,
/// some 25 million instructions per lint before any check starts.
enum CheckSchedule: Sendable {
    case whole(any ProjectCheck)
    case copy(any CopyCheck)
    case perMessage(any PerMessageCheck)

    var check: any ProjectCheck {
        switch self {
        case .whole(let check): check
        case .copy(let check): check
        case .perMessage(let check): check
        }
    }
}
