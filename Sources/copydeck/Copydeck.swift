import ArgumentParser

@main
struct Copydeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copydeck",
        abstract: "Compile, check and preview the onboarding copy and screen flows of an app.",
        subcommands: [BuildCommand.self, LintCommand.self, FlowCommand.self]
    )
}
