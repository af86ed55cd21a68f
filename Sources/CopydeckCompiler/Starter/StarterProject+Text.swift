extension StarterProject {
    /// The deck's text in each supported locale.
    static let text: [String: String] = [
        "ko": """
        intro:
          title: 환영해요
          body: 몇 가지만 정하면 바로 시작할 수 있어요.
          next: 다음
        location_permission:
          title: 주변 장소를 보여 드리려고 위치를 사용해요
          body: 위치는 앱을 쓰는 동안에만 사용하고 저장하지 않아요.
          allow: 위치 허용
        location_denied:
          title: 위치 없이도 쓸 수 있어요
          body: 언제든 설정에서 위치 권한을 켤 수 있어요.
          settings: 설정 열기
          continue: 계속하기
        location:
          usage: 주변 장소를 거리순으로 보여 드리는 데 위치를 사용해요.
        focus:
          title: 지금은 집중 시간이에요
          subtitle: "{remaining, duration} 남았어요"
          primary: 닫기

        """,
        "ja": """
        intro:
          title: ようこそ
          body: いくつか決めるだけで、すぐに始められます。
          next: 次へ
        location_permission:
          title: 近くの場所を表示するために位置情報を使います
          body: 位置情報はアプリの使用中にだけ使い、保存しません。
          allow: 位置情報を許可
        location_denied:
          title: 位置情報なしでも使えます
          body: 位置情報はいつでも設定からオンにできます。
          settings: 設定を開く
          continue: 続ける
        location:
          usage: 近くの場所を距離順に表示するために位置情報を使用します。
        focus:
          title: 今は集中タイムです
          subtitle: "残り{remaining, duration}です"
          primary: 閉じる

        """,
        "en": """
        intro:
          title: Welcome
          body: Choose a few things and you're ready to go.
          next: Next
        location_permission:
          title: We use your location to show places nearby
          body: Your location is used only while you use the app, and never stored.
          allow: Allow location
        location_denied:
          title: You can go on without location
          body: You can turn location on in Settings at any time.
          settings: Open Settings
          continue: Continue
        location:
          usage: Your location is used to show places nearby by distance.
        focus:
          title: It's focus time
          subtitle: "{remaining, duration} left"
          primary: Close

        """,
    ]
}
