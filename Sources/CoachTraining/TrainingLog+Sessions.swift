import CoachDomain

extension TrainingLog {
    /// What `sessions` logged, by exercise: each strength line's sets with their reps, load and
    /// reserve; cardio as minutes.
    public init(sessions: [WorkoutSession]) {
        self.init()
        for session in sessions {
            for line in session.sets {
                switch line.kind {
                case .cardio:
                    add(line.exercise, LoggedExercise(day: session.day, sets: [], minutes: line.durationMinutes ?? 0))
                case .strength, .bodyweight:
                    let set = LoggedSet(reps: line.reps, loadKg: line.weightKg.flatMap { $0 > 0 ? $0 : nil }, reserve: line.reserve)
                    add(line.exercise, LoggedExercise(day: session.day, sets: Array(repeating: set, count: max(1, line.sets))))
                }
            }
        }
    }
}
