import Foundation

/// The English names of weekdays and months, as the Gregorian calendar gives them (one source
/// for showing a day; the words a user types for days are the lexicon's, time.lexicon).
package enum CalendarNames {
    // Written out, not asked of an en_US_POSIX calendar: its symbols load an ICU date formatter
    // (0.9 M instructions of a first reply that names a day), for names that never change.

    /// Monday first (ISO order): "Monday" ... "Sunday".
    package static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// January first.
    package static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]
}
