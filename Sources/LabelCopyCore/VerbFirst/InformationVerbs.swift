/// Verbs whose usual object is information about something or a state ("View History",
/// "Show Details", "Use Theme Colors", "Mark Starred"): before a compound head or a participle
/// they are the verb, not the first half of a noun phrase. Written from common iOS/macOS
/// button wording.
enum InformationVerbs {
    /// The built-in list, in the Lexicons/ line format.
    static let list = """
        # Verbs that take information nouns or states as objects. Written for labelcopy; same licence as the project.
        add
        adjust
        apply
        change
        check
        clear
        close
        compare
        configure
        copy
        customize
        delete
        disable
        download
        duplicate
        edit
        email
        enable
        export
        filter
        hide
        import
        keep
        leave
        load
        make
        manage
        mark
        open
        play
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
        try
        update
        upload
        use
        view
        """
}
