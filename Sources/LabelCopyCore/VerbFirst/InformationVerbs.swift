/// Verbs whose usual object is information about something ("View History", "Show Details",
/// "Change Theme"): before a compound head they are the verb, not the first half of a noun
/// compound. Written from common iOS/macOS button wording.
enum InformationVerbs {
    /// The built-in list, in the Lexicons/ line format.
    static let list = """
        # Verbs that take information nouns as objects. Written for labelcopy; same licence as the project.
        add
        change
        check
        clear
        close
        compare
        copy
        delete
        download
        edit
        email
        export
        filter
        hide
        import
        load
        manage
        open
        refresh
        remove
        reset
        restore
        review
        save
        see
        select
        send
        set
        share
        show
        sort
        switch
        sync
        update
        upload
        view
        """
}
