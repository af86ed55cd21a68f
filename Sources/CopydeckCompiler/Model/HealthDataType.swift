/// A kind of Health data an app reads or writes (`HKQuantityTypeIdentifier`, category,
/// characteristic and the other object types, by the name without its prefix) that Copydeck can
/// name as iOS's Health Access sheet names its row, in ko, ja and en. The list holds the kinds
/// public apps ask for most (read from their `requestAuthorization` calls with the search tool).
/// The en names are the Health app's; the ko and ja names are those apps reuse from it, not
/// captures of the sheet, which is why the sheet's ko and ja words are marked unconfirmed.
public enum HealthDataType: String, CaseIterable, Sendable {
    case stepCount, distanceWalkingRunning, distanceCycling, flightsClimbed, activeEnergyBurned, basalEnergyBurned,
         appleExerciseTime, appleMoveTime, appleStandTime, activitySummary, workout,
         heartRate, restingHeartRate, walkingHeartRateAverage, heartRateVariabilitySDNN, vo2Max,
         respiratoryRate, oxygenSaturation, bodyTemperature, bloodGlucose,
         sleepAnalysis, mindfulSession, bodyMass, height, bodyMassIndex, bodyFatPercentage,
         dietaryEnergyConsumed, dietaryWater, menstrualFlow, dateOfBirth, biologicalSex

    /// The row's name, by language (`ko`, `ja`, `en`).
    var names: SystemPrompt.Words {
        switch self {
        case .stepCount: ["en": "Steps", "ko": "걸음 수", "ja": "歩数"]
        case .distanceWalkingRunning: ["en": "Walking + Running Distance", "ko": "걷기 + 달리기 거리", "ja": "ウォーキング + ランニングの距離"]
        case .distanceCycling: ["en": "Cycling Distance", "ko": "사이클링 거리", "ja": "サイクリングの距離"]
        case .flightsClimbed: ["en": "Flights Climbed", "ko": "오른 층수", "ja": "上った階数"]
        case .activeEnergyBurned: ["en": "Active Energy", "ko": "활동 에너지", "ja": "アクティブエネルギー"]
        case .basalEnergyBurned: ["en": "Resting Energy", "ko": "휴식 에너지", "ja": "安静時消費エネルギー"]
        case .appleExerciseTime: ["en": "Exercise Minutes", "ko": "운동하기 시간", "ja": "エクササイズ時間"]
        case .appleMoveTime: ["en": "Move Minutes", "ko": "움직이기 시간", "ja": "ムーブ時間"]
        case .appleStandTime: ["en": "Stand Minutes", "ko": "일어서기 시간", "ja": "スタンド時間"]
        case .activitySummary: ["en": "Activity", "ko": "활동", "ja": "アクティビティ"]
        case .workout: ["en": "Workouts", "ko": "운동", "ja": "ワークアウト"]
        case .heartRate: ["en": "Heart Rate", "ko": "심박수", "ja": "心拍数"]
        case .restingHeartRate: ["en": "Resting Heart Rate", "ko": "휴식 시 심박수", "ja": "安静時心拍数"]
        case .walkingHeartRateAverage: ["en": "Walking Heart Rate Average", "ko": "걷기 심박수 평균", "ja": "歩行時平均心拍数"]
        case .heartRateVariabilitySDNN: ["en": "Heart Rate Variability", "ko": "심박 변이", "ja": "心拍変動"]
        case .vo2Max: ["en": "Cardio Fitness", "ko": "심폐 체력", "ja": "心肺機能"]
        case .respiratoryRate: ["en": "Respiratory Rate", "ko": "호흡수", "ja": "呼吸数"]
        case .oxygenSaturation: ["en": "Blood Oxygen", "ko": "혈중 산소", "ja": "血中酸素"]
        case .bodyTemperature: ["en": "Body Temperature", "ko": "체온", "ja": "体温"]
        case .bloodGlucose: ["en": "Blood Glucose", "ko": "혈당", "ja": "血糖値"]
        case .sleepAnalysis: ["en": "Sleep", "ko": "수면", "ja": "睡眠"]
        case .mindfulSession: ["en": "Mindful Minutes", "ko": "마음챙기기 시간", "ja": "マインドフルネス"]
        case .bodyMass: ["en": "Weight", "ko": "체중", "ja": "体重"]
        case .height: ["en": "Height", "ko": "신장", "ja": "身長"]
        case .bodyMassIndex: ["en": "Body Mass Index", "ko": "체질량 지수", "ja": "ボディマス指数"]
        case .bodyFatPercentage: ["en": "Body Fat Percentage", "ko": "체지방률", "ja": "体脂肪率"]
        case .dietaryEnergyConsumed: ["en": "Dietary Energy", "ko": "식이 에너지", "ja": "摂取エネルギー"]
        case .dietaryWater: ["en": "Water", "ko": "물", "ja": "水分"]
        case .menstrualFlow: ["en": "Menstruation", "ko": "월경", "ja": "月経"]
        case .dateOfBirth: ["en": "Date of Birth", "ko": "생년월일", "ja": "生年月日"]
        case .biologicalSex: ["en": "Sex", "ko": "성별", "ja": "性別"]
        }
    }
}
