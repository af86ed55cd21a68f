extension StarterProject {
    static let screens = """
    # The screens of the first minutes: what each is, which fields of copy it has, and what
    # translators and the checks need to know about each field.
    screens:
      intro:
        kind: page
        note: The first page after launch.
        fields:
          title: { surface: title, maxLength: 30 }
          body: { surface: body, maxLength: 80, note: Under the illustration. }
          next: { surface: button, maxLength: 20, accessibility: text }
      location_permission:
        kind: permission
        permission: location
        note: Shown before the iOS location prompt, so the user knows why it comes.
        fields:
          title: { surface: title, maxLength: 50 }
          body: { surface: body, maxLength: 100 }
          allow: { surface: button, maxLength: 24, accessibility: text }
      location_denied:
        kind: screen
        note: Shown after the iOS location prompt was declined.
        fields:
          title: { surface: title, maxLength: 40 }
          body: { surface: body, maxLength: 100 }
          settings: { surface: button, maxLength: 24, accessibility: text }
          continue: { surface: button, maxLength: 24, accessibility: text }

    """

    static let permissions = """
    # The system permissions the app asks for. The pre-prompt copy lives on the screen that asks
    # (location_permission); the permission holds the iOS usage description.
    permissions:
      location:
        system: locationWhenInUse
        fields:
          usage: { surface: usage, note: "NSLocationWhenInUseUsageDescription, shown by iOS in its prompt." }

    """

    static let shields = """
    # Screen Time shield messages (ShieldConfiguration), shown when a blocked app is opened.
    shields:
      focus:
        fields:
          title: { surface: title, maxLength: 24 }
          subtitle:
            surface: subtitle
            placeholders: { remaining: duration }
          primary: { surface: button, maxLength: 16, accessibility: text }

    """

    static let onboarding = """
    # Onboarding

    The first minutes: a welcome page, then the location pre-prompt before the iOS prompt, and a
    way on whatever the user chooses. Each button of a screen takes the way named after it
    (`@outcome notice home=continue`).

    ```mermaid
    flowchart TD
        %% @flow onboarding
        %% @start launch
        %% @end home settings
        %% @screen intro=intro ask=location_permission notice=location_denied
        %% @prompt prompt=location
        %% @outcome prompt allowed=allowed notice=denied
        %% @outcome notice settings=settings home=continue
        launch([App launch]) --> intro[Welcome page]
        intro --> ask[Location pre-prompt]
        ask --> prompt{iOS location prompt}
        prompt -->|Allow While Using App| allowed[Places nearby on the map]
        prompt -->|Don't Allow| notice[Continue without location]
        allowed --> home[Home]
        notice -->|Open Settings| settings[iOS Settings]
        notice -->|Continue| home
    ```

    """
}
