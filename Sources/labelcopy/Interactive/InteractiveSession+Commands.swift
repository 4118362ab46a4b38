import Foundation
import LabelCopyCore
import LabelCopyText

extension InteractiveSession {
    /// Carries out `command` and returns what to show.
    mutating func perform(_ command: SessionCommand, terminal: Terminal) -> String {
        switch command {
        case .locale(let locales): setLocales(locales, terminal: terminal)
        case .context(let name): setContext(name, terminal: terminal)
        case .width(let value): setWidth(value, terminal: terminal)
        case .font(let path): setFont(path, terminal: terminal)
        case .explain(let id): explain(id, terminal: terminal)
        case .help: Self.help
        case .quit: ""
        case .unknown(let name, let suggestion):
            failure(
                "unknown command ':\(name)'." + (suggestion.map { " Did you mean ':\($0)'?" } ?? "")
                    + " Type :help for the commands.", terminal: terminal)
        }
    }

    private mutating func setLocales(_ locales: [String]?, terminal: Terminal) -> String {
        if let locales {
            guard !locales.isEmpty else { return failure("name at least one locale, e.g. :locale de,ja", terminal: terminal) }
            // "en_GB" as Apple's folders write it is "en-GB".
            let locales = locales.map { $0.replacingOccurrences(of: "_", with: "-") }
            if let bad = locales.first(where: { !Self.isLocaleTag($0) }) {
                return failure("'\(bad)' is not a locale tag; name languages such as de, pt-BR, zh-Hans", terminal: terminal)
            }
            settings.locales = locales
        }
        let table = ExpansionTable.standard
        var text = "locales: " + settings.locales.joined(separator: ", ") + "\n"
        // A locale without a factor still gets a row (IBM's tier alone), but the user should
        // know its prediction is cruder, and may have mistyped it.
        for locale in settings.locales where table.factor(for: locale) == 1 && table.factors[locale] == nil {
            let language = LocaleTag.language(of: locale)
            guard !table.factors.keys.contains(where: { LocaleTag.language(of: $0) == language }) else { continue }
            let nearest = NearestName.find(locale, among: table.targetLocales)
            text += "  note: no expansion factor for '\(locale)', so its row uses IBM's tier alone"
            text += nearest.map { " (did you mean '\($0)'?)" } ?? ""
            text += "\n"
        }
        return text
    }

    /// True for a BCP 47-shaped tag: a language of 2 or 3 letters, then subtags of 2 to 8
    /// letters or digits ("de", "pt-BR", "zh-Hans", "es-419"). Not "123" or "de--x".
    static func isLocaleTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (2...8).contains(subtag.count)
                && subtag.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }

    private mutating func setContext(_ name: String?, terminal: Terminal) -> String {
        let choices = "contexts: " + ContextChoice.all.map(\.name).joined(separator: ", ") + "\n"
        guard let name else { return contextSummary() + choices }
        guard let choice = ContextChoice.named(name) else {
            let nearest = NearestName.find(name, among: ContextChoice.acceptedNames)
            return failure("unknown context '\(name)'." + (nearest.map { " Did you mean '\($0)'?" } ?? ""), terminal: terminal)
                + choices
        }
        settings.context = choice
        return contextSummary()
    }

    private func contextSummary() -> String {
        let context = settings.context
        let verb = context.titleContext.wantsVerb ? "verb first" : "no verb needed"
        let style = context.titleContext.wantsTitleStyle ? "title style" : "sentence style"
        return "context: \(context.name) (\(context.uiContext.displayName); \(style), \(verb)); "
            + "budget \(Int(settings.budget.rounded())) pt (\(settings.budgetSource))\n"
    }

    private mutating func setWidth(_ value: String?, terminal: Terminal) -> String {
        guard let value else { return budgetSummary() }
        if let widthClass = WidthClass(rawValue: value.lowercased()) {
            settings.widthClass = widthClass
            settings.budgetOverride = nil
        } else if ["auto", "off", "context"].contains(value.lowercased()) {
            settings.budgetOverride = nil
        } else if let points = Double(value.hasSuffix("pt") ? String(value.dropLast(2)) : value), points > 0,
            points <= 10_000
        {
            settings.budgetOverride = points
        } else {
            return failure(
                "':width' takes points (e.g. :width 120), 'compact', 'regular' or 'auto', not '\(value)'.", terminal: terminal)
        }
        return budgetSummary()
    }

    private func budgetSummary() -> String {
        "budget: \(Int(settings.budget.rounded())) pt (\(settings.budgetSource))\n"
    }

    private mutating func setFont(_ path: String?, terminal: Terminal) -> String {
        guard let path else {
            let font = settings.font.map { "\($0.path), shaped with HarfBuzz" }
            return "font: " + (font ?? "none; widths from the embedded width model") + "\n"
        }
        if ["off", "none", "model"].contains(path.lowercased()) {
            settings.font = nil
            return "font: none; widths from the embedded width model\n"
        }
        let expanded = (path as NSString).expandingTildeInPath
        if let refusal = FontCache.refusal(expanded) { return failure("\(expanded): \(refusal)", terminal: terminal) }
        do {
            settings.font = try FontMeasurer(path: expanded)
            return "font: \(expanded), shaped with HarfBuzz\n"
        } catch {
            return failure(error.errorDescription ?? error.message, terminal: terminal)
        }
    }

    private func explain(_ id: String?, terminal: Terminal) -> String {
        let rules = RuleCatalog.allDescriptions
        guard let id else {
            return failure("':explain' takes a rule id: " + rules.map(\.id).joined(separator: ", "), terminal: terminal)
        }
        guard let rule = rules.first(where: { $0.id == id.lowercased() }) else {
            let nearest = NearestName.find(id, among: rules.map(\.id))
            return failure(
                "unknown rule '\(id)'." + (nearest.map { " Did you mean '\($0)'?" } ?? "")
                    + " 'labelcopy rules' lists them.", terminal: terminal)
        }
        return ExplainCommand.render(rule, terminal: terminal)
    }

    private func failure(_ message: String, terminal: Terminal) -> String {
        terminal.paint("error:", .boldRed) + " " + message + "\n"
    }

    /// The text `:help` shows.
    static let help = """
        Type a title and press Return to see its suggestion, findings, verb-first judgement and
        predicted widths. Up and Down walk the history; the usual Emacs keys edit the line.

          :locale de,ja,…      the locales the width table predicts for (:locale alone shows them)
          :context NAME        where the title is shown (:context alone lists the names):
                               button, nav-bar, tab-bar, alert, menu, segment, switch…
          :width N             the budget in points; 'compact' or 'regular' for the context's
                               budget on a 320 or 390 pt screen; 'auto' to go back to it
          :font PATH           measure with a font file through HarfBuzz; ':font off' to stop
          :explain RULE        why a rule exists, with examples
          :help                this text
          :quit                end the session (so does Ctrl-D)

        """
}
