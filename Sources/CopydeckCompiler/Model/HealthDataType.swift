/// A kind of Health data an app reads or writes (`HKQuantityTypeIdentifier` and friends, by the
/// name without its prefix), with the name iOS's Health Access sheet gives its row in ko, ja and
/// en. The en names are the Health app's; the ko and ja names are those apps reuse from it
/// (found in public apps' strings with the search tool, not from captures of the sheet itself),
/// so they are marked unconfirmed where the sheet is drawn.
public enum HealthDataType: String, CaseIterable, Sendable {
    case stepCount, distanceWalkingRunning, activeEnergyBurned, workout, heartRate, restingHeartRate,
         heartRateVariabilitySDNN, sleepAnalysis, mindfulSession, bodyMass, respiratoryRate, oxygenSaturation

    /// The row's name, by language (`ko`, `ja`, `en`).
    var names: SystemPrompt.Words {
        switch self {
        case .stepCount: ["en": "Steps", "ko": "걸음 수", "ja": "歩数"]
        case .distanceWalkingRunning: ["en": "Walking + Running Distance", "ko": "걷기 + 달리기 거리", "ja": "ウォーキング + ランニングの距離"]
        case .activeEnergyBurned: ["en": "Active Energy", "ko": "활동 에너지", "ja": "アクティブエネルギー"]
        case .workout: ["en": "Workouts", "ko": "운동", "ja": "ワークアウト"]
        case .heartRate: ["en": "Heart Rate", "ko": "심박수", "ja": "心拍数"]
        case .restingHeartRate: ["en": "Resting Heart Rate", "ko": "휴식 시 심박수", "ja": "安静時心拍数"]
        case .heartRateVariabilitySDNN: ["en": "Heart Rate Variability", "ko": "심박 변이", "ja": "心拍変動"]
        case .sleepAnalysis: ["en": "Sleep", "ko": "수면", "ja": "睡眠"]
        case .mindfulSession: ["en": "Mindful Minutes", "ko": "마음챙기기 시간", "ja": "マインドフルネス"]
        case .bodyMass: ["en": "Weight", "ko": "체중", "ja": "体重"]
        case .respiratoryRate: ["en": "Respiratory Rate", "ko": "호흡수", "ja": "呼吸数"]
        case .oxygenSaturation: ["en": "Blood Oxygen", "ko": "혈중 산소", "ja": "血中酸素"]
        }
    }
}
