import LabelCopyCore

extension ParsedArguments {
    /// The `--context` value as a session context choice: a title context's id or one of the
    /// session's short names (`menu`, `tab-bar`), which the binder has already checked.
    var contextChoice: ContextChoice {
        value(OptionSpec.context.long).flatMap(ContextChoice.named) ?? ContextChoice(.button)
    }

    /// The `--context` value as a `TitleContext`.
    var titleContext: TitleContext {
        contextChoice.titleContext
    }
}
