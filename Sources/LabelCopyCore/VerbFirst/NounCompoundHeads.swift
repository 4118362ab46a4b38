/// Nouns that head noun compounds in UI titles: after a word that is both verb and noun
/// they make the pair a noun phrase ("Order Summary", "Speed Test", "Light Mode"), where a
/// concrete object would make it verb + object ("Order Pizza"). Kept to relational and
/// attribute nouns (what a thing's summary, history, status or mode is), from a survey of
/// common iOS/macOS wording; words that are also plausible objects (details, settings,
/// options) are left out so the rule stays silent on "Review Details".
enum NounCompoundHeads {
    /// The built-in list, in the Lexicons/ line format.
    static let list = """
        # Nouns heading noun compounds in UI titles. Written for labelcopy; same licence as the project.
        history
        info
        information
        mode
        number
        results
        status
        summary
        test
        """
}
