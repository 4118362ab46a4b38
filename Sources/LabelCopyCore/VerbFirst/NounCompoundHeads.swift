/// Nouns that head noun compounds in UI titles: after a word that is both verb and noun
/// they make the pair a noun phrase ("Order Summary", "Speed Test", "Light Mode"), where a
/// concrete object would make it verb + object ("Order Pizza"). Kept to relational and
/// attribute nouns (what a thing's summary, history, status or mode is), from a survey of
/// common iOS/macOS wording. Nouns that are as often an action's object ("theme" in
/// "Duplicate Theme", "details" after a verb of the information-verbs list) are handled there.
enum NounCompoundHeads {
    /// The built-in list, in the Lexicons/ line format.
    static let list = """
        # Nouns heading noun compounds in UI titles. Written for labelcopy; same licence as the project.
        actions
        address
        code
        coverage
        details
        history
        info
        information
        manager
        mode
        number
        options
        overview
        preferences
        queue
        results
        score
        settings
        size
        status
        summary
        test
        """
}
